import { describe, expect, it } from 'vitest';
import { type V2Details, type V2Figures, v2DetailsRows, v2OverviewPage } from './overview-v2';

const figures = (over: Partial<V2Figures> = {}): V2Figures => ({
  days: 2,
  trips: 5,
  distance: 200_040,
  engine: 25_200,
  moving: 19_800,
  idle: 5_400,
  stopped: 147_600,
  max_speed: 30.56,
  mean_speed: 13.13,
  fuel_used: 50,
  fuel_cost: 750_000,
  harsh: { acceleration: 2, braking: 4, cornering: 1 },
  overspeed: 1,
  fence_violations: 1,
  cost: 920_000,
  utilisation: 0.146,
  ...over,
});
const vehicle = { id: 3, name: 'Reefer', license_plate: '120234567' };

describe('the v2 overview shown in the shared report columns', () => {
  it('turns SI units back into the columns the v1 table shows (km, km/h, percent)', () => {
    const page = v2OverviewPage({
      count: 1,
      next_cursor: null,
      totals: figures({ distance: 210_000 }),
      items: [{ vehicle, ...figures() }],
    });
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      company_vehicle: vehicle,
      trip_count: 5,
      distance_km: 200,
      max_speed_kmh: 110,
      mean_speed_kmh: 47,
      harsh_braking: 4,
      overspeed_count: 1,
      utilisation_pct: 14.6,
    });
    expect(page.totals?.distance_km).toBe(210);
  });

  it('lists the days newest first, as v1 does, and gives each trip the Iran day of its playback', () => {
    const details: V2Details = {
      vehicle,
      totals: figures(),
      days: [
        { day: '2026-03-01', ...figures({ distance: 120_000 }) },
        { day: '2026-03-02', ...figures({ distance: 80_000 }) },
      ],
      trips: {
        truncated: false,
        items: [
          {
            id: 9,
            driver: null,
            // 22:00 UTC is half past one the next morning in Tehran.
            started_at: '2026-03-01T22:00:00.000Z',
            ended_at: '2026-03-01T23:00:00.000Z',
            start: { place: 'Tehran' },
            end: { place: 'Karaj' },
            distance: 60_000,
            duration: 3600,
            idle: 300,
            max_speed: 26.39,
            mean_speed: 18.19,
            harsh_events: 2,
          },
        ],
      },
      stops: { truncated: false, items: [] },
      events: { truncated: false, items: [] },
    };
    const rows = v2DetailsRows(details);
    expect(rows.days.map((d: Record<string, unknown>) => [d.day, d.distance_km])).toEqual([
      ['2026-03-02', 80],
      ['2026-03-01', 120],
    ]);
    expect(rows.trips[0]).toMatchObject({
      day: '2026-03-02',
      distance_km: 60,
      max_speed_kmh: 95,
      start_place: 'Tehran',
    });
  });
});
