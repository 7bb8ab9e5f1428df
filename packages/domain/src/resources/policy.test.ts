import { describe, expect, it } from 'vitest';
import { policyInput } from './policy';

describe('policyInput', () => {
  const paths = (input: unknown) => {
    const result = policyInput.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('accepts the actions each resource offers, and approval of granted writes', () => {
    expect(
      paths({
        title: 'Fuel desk',
        permissions: { fuel_transactions: ['view', 'add'], tracking: ['view', 'export'] },
        approval_required: { fuel_transactions: ['add'] },
      }),
    ).toEqual([]);
  });

  it('refuses actions a resource does not offer, unknown resources and approval of what is not granted', () => {
    expect(paths({ title: 'x', permissions: { tags: ['approve'] } })).toEqual(['permissions']);
    expect(paths({ title: 'x', permissions: { spaceships: ['view'] } })).toEqual(['permissions']);
    expect(
      paths({ title: 'x', permissions: { fines: ['view'] }, approval_required: { fines: ['add'] } }),
    ).toEqual(['approval_required']);
    // Nobody but a superuser could ever approve a tag change, so it cannot be held back.
    expect(
      paths({ title: 'x', permissions: { tags: ['add'] }, approval_required: { tags: ['add'] } }),
    ).toEqual(['approval_required']);
    expect(paths({ permissions: {} })).toEqual(['title']);
  });
});
