/**
 * Our alarm vocabulary (docs/telemetry-gt06.md). GT06 devices report alarms in three places: the
 * alarm byte after the status fields, bits 3-5 of the terminal-information byte, and the event
 * byte of the JC100/JC400 alarm packet (0x95).
 */
export type Gt06Alarm =
  | 'sos'
  | 'powerCut'
  | 'vibration'
  | 'geofence'
  | 'geofenceEnter'
  | 'geofenceExit'
  | 'overspeed'
  | 'lowBattery'
  | 'lowPower'
  | 'powerOff'
  | 'tampering'
  | 'door'
  | 'removing'
  | 'harshAcceleration'
  | 'harshBraking'
  | 'harshCornering'
  | 'accident'
  | 'fallDown'
  | 'jamming'
  | 'tow'
  | 'temperature'
  | 'general';

export interface Gt06ModelFlags {
  /** LW* models (LW4G...) number some alarms differently. */
  lw: boolean;
  seeworld: boolean;
  /** VL103 / LL303 / VL512. */
  vl: boolean;
  g18: boolean;
}

export const gt06Alarms = {
  /** The alarm byte of status, alarm and heartbeat packets. */
  fromCode(code: number, model: Gt06ModelFlags): Gt06Alarm | undefined {
    switch (code) {
      case 0x01:
        return 'sos';
      case 0x02:
        return 'powerCut';
      case 0x03:
        return 'vibration';
      case 0x04:
        return 'geofenceEnter';
      case 0x05:
        return 'geofenceExit';
      case 0x06:
        return 'overspeed';
      case 0x09:
        return model.vl ? 'tow' : 'vibration';
      case 0x0e:
      case 0x0f:
        return 'lowBattery';
      case 0x11:
        return 'powerOff';
      case 0x0c:
      case 0x13:
      case 0x25:
        return 'tampering';
      case 0x14:
        return 'door';
      case 0x18:
        return model.lw ? 'accident' : 'removing';
      case 0x19:
        return model.lw ? 'harshAcceleration' : 'lowBattery';
      case 0x1a:
      case 0x27:
        return 'harshBraking';
      case 0x1b:
      case 0x2a:
      case 0x2b:
      case 0x2e:
        return 'harshCornering';
      case 0x23:
        return 'fallDown';
      case 0x26:
        return 'harshAcceleration';
      case 0x28:
        return model.seeworld ? 'harshCornering' : 'harshBraking';
      case 0x29:
        return model.seeworld ? 'accident' : 'harshAcceleration';
      case 0x2c:
        return 'accident';
      case 0x30:
        return model.vl || model.g18 ? 'harshBraking' : 'jamming';
      default:
        return undefined;
    }
  },

  /** Bits 3-5 of the terminal-information byte. */
  fromStatusBits(status: number, vxt01: boolean): Gt06Alarm | undefined {
    switch ((status >> 3) & 0x07) {
      case 1:
        return 'vibration';
      case 2:
        return 'powerCut';
      case 3:
        return 'lowBattery';
      case 4:
        return 'sos';
      case 6:
        return 'geofence';
      case 7:
        return vxt01 ? 'overspeed' : 'removing';
      default:
        return undefined;
    }
  },

  /** The event byte of the JC100/JC400 alarm packet (0x95). */
  fromJcEvent(event: number, withLocation: boolean): Gt06Alarm | undefined {
    switch (event) {
      case 0x01:
        return withLocation ? 'sos' : 'general';
      case 0x0e:
        return 'lowPower';
      case 0x76:
        return 'temperature';
      case 0x80:
        return 'vibration';
      case 0x87:
        return 'overspeed';
      case 0x88:
        return 'powerCut';
      case 0x90:
        return 'harshAcceleration';
      case 0x91:
        return 'harshBraking';
      case 0x92:
        return 'harshCornering';
      case 0x93:
        return 'accident';
      default:
        return undefined;
    }
  },
};
