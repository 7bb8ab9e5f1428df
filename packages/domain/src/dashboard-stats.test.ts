import { describe, expect, it } from 'vitest';
import { summaryPieSchema, todaysReportSchema } from './dashboard-stats';

describe('dashboard stats', () => {
  it('reads pie items as a list or an object with results, colour optional', () => {
    const item = { fa_title: 'ملکی', en_title: 'Owned', count: 4, color: { code: '#123456' } };
    expect(summaryPieSchema.parse([item])).toEqual([item]);
    const liveState = { total: 1, results: [{ ...item, color: null }], statuses: { moving: 1 } };
    expect(summaryPieSchema.parse(liveState)).toEqual([{ ...item, color: null }]);
    expect(() => summaryPieSchema.parse([{ fa_title: 'x' }])).toThrow();
  });

  it("reads today's report with or without a vehicle and driver", () => {
    const quiet = { max_speed: 0, max_speed_datetime: null, mean_speed: 0, max_speed_company_vehicle: null };
    expect(todaysReportSchema.parse(quiet)).toEqual(quiet);
    const busy = {
      ...quiet,
      max_speed: 91,
      max_speed_company_vehicle: { id: 3, name: 'A', license_plate: '120234565', driver: null, extra: 1 },
    };
    expect(todaysReportSchema.parse(busy).max_speed_company_vehicle?.driver).toBeNull();
  });
});
