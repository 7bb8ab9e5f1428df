import type { PositionDraft } from '../protocol/position-draft';

/** Bit `n` of the status word; the alarm bits are active low. */
function bit(status: number, n: number): boolean {
  return Math.floor(status / 2 ** n) % 2 === 1;
}

/**
 * The 32-bit status word of H02 sentences and records: active-low alarm bits (vibration, SOS,
 * overspeed, power cut, in that order of precedence) and the ignition bit.
 */
export function applyH02Status(draft: PositionDraft, status: number): void {
  if (!bit(status, 0)) draft.alarmFromStatus('vibration');
  else if (!bit(status, 1) || !bit(status, 18)) draft.alarmFromStatus('sos');
  else if (!bit(status, 2)) draft.alarmFromStatus('overspeed');
  else if (!bit(status, 19)) draft.alarmFromStatus('powerCut');
  draft.attributes.ignition = bit(status, 10);
  draft.io('status', status);
}

/** The battery byte of binary records as a charge in %, when it is one. */
export function h02BatteryLevel(value: number): number | undefined {
  if (value === 0) return undefined;
  if (value <= 3) return (value - 1) * 10;
  if (value <= 6) return (value - 1) * 20;
  if (value <= 100) return value;
  if (value >= 0xf1 && value <= 0xf6) return value - 0xf0;
  return undefined;
}
