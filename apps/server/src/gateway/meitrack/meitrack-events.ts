/** Meitrack event codes that are alarms, in our vocabulary (docs/telemetry-meitrack.md). */
const ALARMS: Record<number, string> = {
  1: 'sos',
  17: 'lowBattery',
  18: 'lowPower',
  19: 'overspeed',
  20: 'geofenceEnter',
  21: 'geofenceExit',
  22: 'powerRestored',
  23: 'powerCut',
  36: 'tow',
  44: 'jamming',
  78: 'accident',
  90: 'harshCornering',
  91: 'harshCornering',
  129: 'harshBraking',
  130: 'harshAcceleration',
  135: 'fatigueDriving',
};

export function meitrackAlarm(event: number): string | undefined {
  return ALARMS[event];
}
