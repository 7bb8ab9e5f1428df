import { describe, expect, it } from 'vitest';
import { presetRange } from './report-range';

describe('report presets', () => {
  it('give Iran days with both ends included', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ start: '2026-03-01', stop: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ start: '2026-02-28', stop: '2026-02-28' });
    expect(presetRange('30d', '2026-03-01')).toEqual({ start: '2026-01-31', stop: '2026-03-01' });
    expect(presetRange('3m', '2026-03-01').start).toBe('2025-12-02');
    expect(presetRange('12m', '2026-03-01').start).toBe('2025-03-02');
  });
});
