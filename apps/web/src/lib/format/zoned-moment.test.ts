import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { momentToPickerDate, pickerDateToMoment } from './zoned-moment';

/** The browser's zone is not Tehran's: a typed time must still mean Tehran's wall clock. */
describe('date-times typed on the company clock', () => {
  const before = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = before;
  });

  it('shows a moment at Tehran’s wall-clock time whatever the browser’s zone', () => {
    // 05:00 UTC is 08:30 in Tehran.
    const shown = momentToPickerDate('2025-05-10T05:00:00.000Z');
    expect(shown?.getHours()).toBe(8);
    expect(shown?.getMinutes()).toBe(30);
    expect(shown?.getDate()).toBe(10);
  });

  it('saves what was typed as Tehran time, to the minute (no seconds or milliseconds)', () => {
    // The user picked 10 May 2025 08:30 (and the picker kept some seconds of "now").
    const typed = new Date(2025, 4, 10, 8, 30, 41, 512);
    expect(pickerDateToMoment(typed)).toBe('2025-05-10T05:00:00.000Z');
    expect(pickerDateToMoment(momentToPickerDate('2025-12-31T20:29:00.000Z') as Date)).toBe(
      '2025-12-31T20:29:00.000Z',
    );
  });
});
