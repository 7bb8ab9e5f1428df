import { describe, expect, it } from 'vitest';
import { compare, ruleInput } from './rule';

const row = { metric: 'speed', operator: '>', threshold: '۸۰', duration: '' };

describe('rule body', () => {
  it('takes rows with Persian digits and an empty duration', () => {
    const parsed = ruleInput.parse({ title: 'Speeding', company_vehicles: [3], conditions: [row] });
    expect(parsed.conditions).toEqual([{ metric: 'speed', operator: '>', threshold: 80, duration: null }]);
    expect(parsed.active).toBe(true);
  });

  it('needs a vehicle or a tag', () => {
    const result = ruleInput.safeParse({ title: 'x', conditions: [row] });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['company_vehicles', 'vehicleOrTagRequired'],
    ]);
    expect(ruleInput.safeParse({ title: 'x', company_vehicle_tags: [1], conditions: [row] }).success).toBe(
      true,
    );
  });

  it('needs at least one row and every row complete', () => {
    for (const conditions of [[], [row, { metric: 'speed', operator: '>' }], [{ ...row, operator: '!=' }]]) {
      const result = ruleInput.safeParse({ title: 'x', company_vehicles: [1], conditions });
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['conditions', 'rulesIncomplete'],
      ]);
    }
  });

  it('compares with the five operators', () => {
    expect([
      compare(5, '>', 5),
      compare(5, '>=', 5),
      compare(4, '<', 5),
      compare(5, '<=', 5),
      compare(5, '=', 5),
    ]).toEqual([false, true, true, true, true]);
  });
});
