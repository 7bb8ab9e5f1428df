/**
 * Alarms TK103 clones send as their own command (comma form ZCxx, LBS/WiFi DW3x/DW5x), in our
 * vocabulary (docs/telemetry-gt06.md). Movement alarms are reported as `vibration`.
 */
const BY_COMMAND: Record<string, string> = {
  ZC11: 'vibration',
  DW31: 'vibration',
  DW51: 'vibration',
  ZC12: 'lowBattery',
  DW32: 'lowBattery',
  DW52: 'lowBattery',
  ZC13: 'powerCut',
  DW33: 'powerCut',
  DW53: 'powerCut',
  ZC17: 'removing',
  DW37: 'removing',
  DW57: 'removing',
  ZC25: 'sos',
  DW3E: 'sos',
  DW5E: 'sos',
  ZC26: 'tampering',
  DW3F: 'tampering',
  DW5F: 'tampering',
  ZC27: 'lowPower',
  DW40: 'lowPower',
  DW60: 'lowPower',
};

/** BO01 carries the alarm as the first character of its body (4 is low speed: no name of ours). */
const BO01_CODES: Record<string, string> = {
  '1': 'accident',
  '2': 'sos',
  '3': 'vibration',
  '5': 'overspeed',
  '6': 'geofenceExit',
};

/** BQ81 `ALARM,type,value,` (2 is idling: no name of ours). */
const BQ81_TYPES: Record<string, string> = {
  '0': 'lowBattery',
  '1': 'overspeed',
  '3': 'harshAcceleration',
  '4': 'harshBraking',
  '5': 'temperature',
};

/** Commands that report the ignition switching (ACC on / off). */
const IGNITION: Record<string, boolean> = {
  ZC15: true,
  DW35: true,
  DW55: true,
  ZC29: true,
  DW42: true,
  DW62: true,
  ZC16: false,
  DW36: false,
  DW56: false,
};

export function tk103CommandIgnition(command: string): boolean | undefined {
  return IGNITION[command];
}

export function tk103CommandAlarm(command: string): string | undefined {
  return BY_COMMAND[command];
}

export function tk103Bo01Alarm(code: string): string | undefined {
  return BO01_CODES[code];
}

export function tk103Bq81Alarm(type: string): string | undefined {
  return BQ81_TYPES[type];
}
