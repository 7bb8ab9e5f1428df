import type { DecodedPosition, PositionAttributes } from '../decoded-position';

const MAX_SPEED_KMH = 1852;

/** The last GPS fix of a connection, used to place records that carry no fix of their own. */
export interface LastFix {
  latitude: number;
  longitude: number;
  altitude?: number;
}

/** Where a protocol session keeps its connection's last valid fix. */
export interface LastFixMemory {
  lastFix: LastFix | undefined;
}

/**
 * A position being filled in by the decoder. `finish` turns it into a DecodedPosition: a record
 * without a GPS fix of its own (status, heartbeat, LBS, WiFi...) takes the session's last fix, or
 * 0/0 when there is none, with `valid: false` and `io.outdated = 1`, and is timed by the device's
 * report time or, failing that, by when the frame was received.
 */
export class PositionDraft {
  fixTime: Date | undefined;
  deviceTime: Date | undefined;
  location: { latitude: number; longitude: number } | undefined;
  valid = false;
  speedKmh = 0;
  course = 0;
  altitude: number | undefined;
  satellites: number | undefined;
  readonly attributes: PositionAttributes = {};
  private statusAlarm: string | undefined;

  setLocation(latitude: number, longitude: number, valid: boolean): void {
    if (
      Number.isFinite(latitude) &&
      Number.isFinite(longitude) &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180
    ) {
      this.location = { latitude, longitude };
      this.valid = valid;
    } else {
      this.location = undefined;
      this.valid = false;
    }
  }

  setSpeed(kmh: number): void {
    this.speedKmh = Number.isFinite(kmh) && kmh >= 0 && kmh <= MAX_SPEED_KMH ? kmh : 0;
  }

  setCourse(degrees: number): void {
    this.course = Number.isFinite(degrees) && degrees >= 0 && degrees <= 360 ? degrees : 0;
  }

  /** Protocol values without a common name; booleans are stored as 1/0. */
  io(key: string, value: number | string | boolean | undefined): void {
    if (value === undefined) return;
    if (typeof value === 'number' && !Number.isFinite(value)) return;
    this.attributes.io ??= {};
    this.attributes.io[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }

  /** An alarm the device reported explicitly (alarm or event byte); wins over status bits. */
  alarm(name: string | undefined): void {
    if (name !== undefined) this.attributes.alarm = name;
  }

  /** An alarm read from the status bits; kept only when nothing explicit is reported. */
  alarmFromStatus(name: string | undefined): void {
    if (name !== undefined) this.statusAlarm = name;
  }

  cell(mcc: number, mnc: number, lac: number, cid: number): void {
    if (this.attributes.cell === undefined) this.attributes.cell = { mcc, mnc, lac, cid };
  }

  temperature(value: number): void {
    if (!Number.isFinite(value)) return;
    this.attributes.temperatures ??= [];
    this.attributes.temperatures.push(round(value, 2));
  }

  humidity(value: number): void {
    if (!Number.isFinite(value)) return;
    this.attributes.humidities ??= [];
    this.attributes.humidities.push(round(value, 2));
  }

  finish(deviceId: string, session: LastFixMemory, receivedAt: Date): DecodedPosition {
    if (this.attributes.alarm === undefined && this.statusAlarm !== undefined) {
      this.attributes.alarm = this.statusAlarm;
    }
    const attributes = this.attributes;
    const hasFix = this.location !== undefined;
    let latitude = 0;
    let longitude = 0;
    let altitude = this.altitude;
    if (this.location) {
      latitude = this.location.latitude;
      longitude = this.location.longitude;
      if (this.valid) session.lastFix = { latitude, longitude, altitude };
    } else {
      if (session.lastFix) {
        latitude = session.lastFix.latitude;
        longitude = session.lastFix.longitude;
        altitude ??= session.lastFix.altitude;
      }
      attributes.io = { ...attributes.io, outdated: 1 };
    }
    const time = (hasFix ? this.fixTime : undefined) ?? this.deviceTime ?? this.fixTime ?? receivedAt;
    const position: DecodedPosition = {
      deviceId,
      fixTime: new Date(time.getTime()),
      valid: hasFix && this.valid,
      latitude,
      longitude,
      speedKmh: hasFix ? round(this.speedKmh, 3) : 0,
      course: hasFix ? this.course : 0,
      attributes,
    };
    if (altitude !== undefined && Number.isFinite(altitude)) position.altitude = altitude;
    if (this.satellites !== undefined) position.satellites = this.satellites;
    return position;
  }
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
