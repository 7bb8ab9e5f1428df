/**
 * Alarm names for JT/T 808 alarm flags, in our vocabulary (docs/telemetry-jt808.md). Several may be
 * set at once: they are joined with commas, as Traccar does.
 */
export class AlarmSet {
  private readonly names: string[] = [];

  add(name: string | undefined): void {
    if (name !== undefined && !this.names.includes(name)) this.names.push(name);
  }

  get value(): string | undefined {
    return this.names.length > 0 ? this.names.join(',') : undefined;
  }
}

const bit = (value: number, n: number) => Math.floor(value / 2 ** n) % 2 === 1;

/** Models whose alarm word is read differently. */
const PADLOCK_MODELS = new Set(['G-360P', 'G-508P']);
export const AOVX_MODELS = new Set(['AL300', 'GL100']);

/** The 32-bit alarm word of a location report (JT/T 808 table 24, and two model families). */
export function addJt808AlarmFlags(alarms: AlarmSet, flags: number, model: string | undefined): void {
  if (model !== undefined && PADLOCK_MODELS.has(model)) {
    if (bit(flags, 0) || bit(flags, 4)) alarms.add('removing');
    if (bit(flags, 1)) alarms.add('tampering');
    return;
  }
  if (model !== undefined && AOVX_MODELS.has(model)) {
    if (bit(flags, 16)) alarms.add('movement');
    return;
  }
  const table: [number[], string][] = [
    [[0], 'sos'],
    [[1], 'overspeed'],
    [[2], 'fatigueDriving'],
    [[5, 6], 'gpsAntennaCut'],
    [[4, 9, 10, 11], 'fault'],
    [[7, 18], 'lowBattery'],
    [[8], 'powerOff'],
    [[15], 'vibration'],
    [[16, 17], 'tampering'],
    [[19], 'parking'],
    [[20], 'geofence'],
    [[26], 'general'],
    [[28], 'movement'],
  ];
  for (const [bits, name] of table) if (bits.some((n) => bit(flags, n))) alarms.add(name);
  if ((bit(flags, 29) || bit(flags, 30)) && model !== 'VL300') alarms.add('accident');
}

export { bit as jt808Bit };
