import { describe, expect, it } from 'vitest';
import { realtimeSlices, summaryPieSchema, trackingStatusesSchema } from './dashboard-stats';

const feature = (traffic_status: string) => ({ geometry: null, properties: { traffic_status, speed: 0 } });

describe('dashboard stats', () => {
  it('counts offline vehicles as not updated and every other status as updated, in the spec colours', () => {
    const features = trackingStatusesSchema.parse(
      ['moving', 'idle', 'stopped', 'offline', 'offline'].map(feature),
    );
    expect(realtimeSlices(features)).toEqual([
      { key: 'updated', count: 3, color: '#67C23A' },
      { key: 'notUpdated', count: 2, color: '#f59e0b' },
    ]);
  });

  it('reads trackings as a list or a feature collection', () => {
    const collection = { type: 'FeatureCollection', features: [feature('moving')] };
    expect(trackingStatusesSchema.parse(collection)).toHaveLength(1);
    expect(realtimeSlices([])).toEqual([
      { key: 'updated', count: 0, color: '#67C23A' },
      { key: 'notUpdated', count: 0, color: '#f59e0b' },
    ]);
  });

  it('reads pie items as a list or a page, colour optional', () => {
    const item = { fa_title: 'ملکی', en_title: 'Owned', count: 4, color: { code: '#123456' } };
    expect(summaryPieSchema.parse([item])).toEqual([item]);
    expect(summaryPieSchema.parse({ count: 1, results: [{ ...item, color: null }] })).toEqual([
      { ...item, color: null },
    ]);
    expect(() => summaryPieSchema.parse([{ fa_title: 'x' }])).toThrow();
  });
});
