import { describe, expect, it } from 'vitest';
import { FeatureWriter } from './feature-bytes';
import { catalogRow, liveRows, liveStateOf } from './live-answer-fixtures';
import { rowFeature } from './live-fleet';

/** The written bytes are the spec's feature exactly as liveFeature + JSON.stringify give it. */
describe('FeatureWriter', () => {
  it('writes the same bytes as JSON.stringify of liveFeature, for every kind of row', () => {
    const writer = new FeatureWriter();
    for (const row of liveRows(600)) {
      writer.feature(row.vehicle, row.state, row.status);
      expect(writer.take().toString('utf8')).toBe(JSON.stringify(rowFeature(row)));
    }
  });

  it('writes odd attribute values as JSON does (non-finite numbers, text, nulls)', () => {
    const vehicle = catalogRow(3, { is_cold_chain: true });
    const odd = liveStateOf(vehicle, 1, {
      latitude: Number.POSITIVE_INFINITY,
      speedKmh: Number.NaN,
      attributes: { fuel: 'پر' as unknown as number, fuelUnit: '%', temperatures: [], ignition: false },
    });
    const writer = new FeatureWriter();
    writer.feature(vehicle, odd, 'idle');
    const row = { vehicle, state: odd, status: 'idle' as const };
    expect(writer.take().toString('utf8')).toBe(JSON.stringify(rowFeature(row)));
  });

  it('keeps writing past its first buffer', () => {
    const writer = new FeatureWriter();
    const rows = liveRows(1_000);
    for (const row of rows) writer.feature(row.vehicle, row.state, row.status);
    expect(writer.take().toString('utf8')).toBe(rows.map((row) => JSON.stringify(rowFeature(row))).join(''));
  });
});
