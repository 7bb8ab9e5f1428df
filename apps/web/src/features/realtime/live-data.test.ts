import type { LiveFeature } from '@navgan/domain/live-feature';
import { describe, expect, it } from 'vitest';
import { noFilters, trackingQuery } from './filter-bar';
import { digestLive, latitudeOf, longitudeOf, offlineVehicles, packPoints } from './live-digest';
import { trafficStatusesOf } from './live-types';
import { readingOf } from './temperature-page';

const feature = (
  id: number,
  at: [number, number] | null,
  status: LiveFeature['properties']['traffic_status'],
) =>
  ({
    type: 'Feature',
    id,
    geometry: at ? { type: 'Point', coordinates: at } : null,
    properties: { traffic_status: status, course: 45, name: `v${id}` },
  }) as LiveFeature;

describe('live map data', () => {
  it("asks for every updated status when 'online' is chosen", () => {
    expect(trafficStatusesOf(['online']).sort()).toEqual(['idle', 'moving', 'stopped']);
    expect(trafficStatusesOf(['online', 'offline', 'moving']).sort()).toEqual([
      'idle',
      'moving',
      'offline',
      'stopped',
    ]);
  });

  it('turns the filter bar into the trackings filters, leaving out what is not chosen', () => {
    expect(trackingQuery(noFilters)).toEqual({
      vehicle__id__in: undefined,
      id__in: undefined,
      company_vehicle_tags__id__in: undefined,
      traffic_status__in: undefined,
    });
    expect(trackingQuery({ vehicleTypes: [3], vehicles: [7, 9], statuses: ['idle'], tag: 4 })).toEqual({
      vehicle__id__in: [3],
      id__in: [7, 9],
      company_vehicle_tags__id__in: [4],
      traffic_status__in: ['idle'],
    });
  });

  it('gives the map only positioned vehicles, in mercator units with their status and heading', () => {
    const points = packPoints([feature(1, [51.4, 35.7], 'moving'), feature(2, null, 'offline')]);
    expect(points).toHaveLength(5);
    const [id, x, y, status, course] = points;
    expect([id, status, course]).toEqual([1, 0, 45]);
    expect(longitudeOf(x as number)).toBeCloseTo(51.4, 9);
    expect(latitudeOf(y as number)).toBeCloseTo(35.7, 9);
    // Tehran lies east of Greenwich and north of the equator: right of and above the middle.
    expect(x).toBeGreaterThan(0.5);
    expect(y).toBeLessThan(0.5);
  });

  it('digests an answer into its count and the not-updated vehicles', () => {
    const never = feature(3, null, 'offline');
    const late = feature(4, [50, 30], 'offline');
    late.properties.license_plate = '12b34567';
    late.properties.device = { sim_number: '0912', imei: '860000000000004' };
    late.properties.timestamp = '2026-11-20T10:00:00Z';
    const answer = [feature(1, [51.4, 35.7], 'moving'), never, late];
    const digest = digestLive(answer);
    expect(digest.count).toBe(3);
    expect(digest.offlineCount).toBe(2);
    expect(offlineVehicles(answer)).toEqual([
      { id: 3, license_plate: undefined, imei: null, timestamp: undefined },
      { id: 4, license_plate: '12b34567', imei: '860000000000004', timestamp: '2026-11-20T10:00:00Z' },
    ]);
  });

  it('judges sensor readings against the cold-chain range, 250 being no sensor', () => {
    expect(readingOf(-18)).toBe('ok');
    expect(readingOf(12)).toBe('out');
    expect(readingOf(-30)).toBe('out');
    expect(readingOf(250)).toBe('disconnected');
  });
});
