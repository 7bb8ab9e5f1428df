import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../messages/catalogues';
import { issuesToFieldErrors } from '../validation-issues';
import { leaveDuration, leaveInput, leaveSpanProblem, leaveSpanText } from './leave';

describe('leave body', () => {
  it('takes ISO days for daily leaves and instants for hourly ones', () => {
    const daily = leaveInput.parse({ driver: '3', kind: 'daily', start: '2025-05-01', end: '2025-05-03' });
    expect(daily).toMatchObject({ driver: 3, approved: true, description: '' });
    const wrong = leaveInput.safeParse({ driver: 3, kind: 'hourly', start: '2025-05-01', end: '2025-05-01' });
    expect(wrong.success).toBe(false);
    if (!wrong.success) {
      expect(issuesToFieldErrors(wrong.error.issues, catalogueOf('en'), 'leaves')).toEqual({
        start: ['Invalid Start'],
        end: ['Invalid End'],
      });
    }
  });

  it('asks for a driver and a kind in the caller language', () => {
    const result = leaveInput.safeParse({ driver: '', kind: '', start: '', end: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(issuesToFieldErrors(result.error.issues, catalogueOf('fa'), 'leaves')).toEqual({
        driver: ['انتخاب راننده الزامی است'],
        kind: ['انتخاب نوع مرخصی الزامی است'],
        start: ['شروع الزامی است'],
        end: ['پایان الزامی است'],
      });
    }
  });
});

describe('leave span', () => {
  it('lets a daily leave be one day, not end before it starts', () => {
    expect(leaveSpanProblem({ kind: 'daily', start: '2025-05-01', end: '2025-05-01' })).toBeUndefined();
    expect(leaveSpanProblem({ kind: 'daily', start: '2025-05-02', end: '2025-05-01' })).toBe(
      'endBeforeStart',
    );
    expect(leaveDuration({ kind: 'daily', start: '2025-05-01', end: '2025-05-03' })).toBe(3);
  });

  it('keeps an hourly leave within one day in Iran', () => {
    const at = (clock: string) => `2025-05-01T${clock}+03:30`;
    expect(leaveSpanProblem({ kind: 'hourly', start: at('08:00:00'), end: at('08:00:00') })).toBe(
      'endBeforeStart',
    );
    expect(
      leaveSpanProblem({ kind: 'hourly', start: at('22:00:00'), end: '2025-05-02T01:00:00+03:30' }),
    ).toBe('notOneDay');
    // 19:00 UTC to 20:00 UTC is 22:30 to 23:30 in Tehran: the same day there.
    expect(
      leaveSpanProblem({ kind: 'hourly', start: '2025-05-01T19:00:00Z', end: '2025-05-01T20:00:00Z' }),
    ).toBeUndefined();
    expect(leaveDuration({ kind: 'hourly', start: at('08:00:00'), end: at('10:30:00') })).toBe(2.5);
  });

  it('names the dates the way the web shows them', () => {
    const daily = { kind: 'daily' as const, start: '2024-03-24', end: '2024-03-26' };
    expect(leaveSpanText(daily, 'fa')).toBe('۱۴۰۳/۰۱/۰۵ تا ۱۴۰۳/۰۱/۰۷');
    expect(leaveSpanText(daily, 'en')).toBe('24/03/2024 to 26/03/2024');
    const hourly = {
      kind: 'hourly' as const,
      start: '2024-03-24T08:00:00+03:30',
      end: '2024-03-24T10:00:00+03:30',
    };
    expect(leaveSpanText(hourly, 'fa')).toBe('۱۴۰۳/۰۱/۰۵ ساعت ۰۸:۰۰ تا ۱۰:۰۰');
    expect(leaveSpanText(hourly, 'tr')).toBe('24.03.2024 saat 08:00 - 10:00');
  });
});
