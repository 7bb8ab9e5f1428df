import { describe, expect, it } from 'vitest';
import { readReportState, reportApiQuery, reportSearchParams } from './report-query';

describe('report URL state', () => {
  it('runs only with a vehicle or tag, and sends the custom days as chosen', () => {
    const none = readReportState(
      new URLSearchParams('preset=custom&start_range=2026-03-01&stop_range=2026-03-31'),
    );
    expect(reportApiQuery(none)).toBeNull();
    const chosen = readReportState(
      new URLSearchParams(
        'company_vehicle_tags__id__in=4&preset=custom&start_range=2026-03-01&stop_range=2026-03-31&p=2',
      ),
    );
    expect(reportApiQuery(chosen)).toEqual({
      company_vehicle_tags__id__in: '4',
      start_range: '2026-03-01',
      stop_range: '2026-03-31',
      p: '2',
    });
    // The export takes every row: no page.
    expect(reportApiQuery(chosen, false)).not.toHaveProperty('p');
  });

  it('keeps a preset in the URL rather than its days, so a saved link moves with the calendar', () => {
    const state = readReportState(new URLSearchParams('company_vehicle__id__in=1,2&preset=yesterday'));
    expect(state.vehicles).toEqual(['1', '2']);
    expect(state.start).toBe(state.stop);
    expect(reportSearchParams(state).toString()).toBe('company_vehicle__id__in=1%2C2&preset=yesterday');
  });

  it('carries the chosen geofences to the URL and the API', () => {
    const state = readReportState(
      new URLSearchParams('company_vehicle__id__in=1&geofence__id__in=7&preset=30d'),
    );
    expect(state.fences).toEqual(['7']);
    expect(reportSearchParams(state).get('geofence__id__in')).toBe('7');
    expect(reportApiQuery(state)).toMatchObject({ company_vehicle__id__in: '1', geofence__id__in: '7' });
  });

  it('defaults to the last 30 days', () => {
    const state = readReportState(new URLSearchParams(''));
    expect(state.preset).toBe('30d');
    const days = (Date.parse(state.stop) - Date.parse(state.start)) / 86_400_000;
    expect(days).toBe(29);
  });
});
