import { describe, expect, it } from 'vitest';
import { canHoldBack, gridCounts, setApproval, setPermission, setRow } from './policy-matrix';

const empty = { permissions: {}, approval_required: {} };

describe('policy matrix', () => {
  it('grants only the actions a resource has, kept in the model order', () => {
    let grid = setPermission(empty, 'drivers', 'change', true);
    grid = setPermission(grid, 'drivers', 'view', true);
    grid = setPermission(grid, 'tags', 'export', true);
    expect(grid.permissions).toEqual({ drivers: ['view', 'change'] });
  });

  it('marks approval only on a granted write and drops it with the permission', () => {
    let grid = setApproval(empty, 'drivers', 'change', true);
    expect(grid.approval_required).toEqual({});
    grid = setPermission(grid, 'drivers', 'change', true);
    grid = setApproval(grid, 'drivers', 'change', true);
    expect(grid.approval_required).toEqual({ drivers: ['change'] });
    grid = setPermission(grid, 'drivers', 'change', false);
    expect(grid).toEqual({ permissions: {}, approval_required: {} });
  });

  it('holds back writes only where someone can approve them', () => {
    expect(canHoldBack('drivers', 'change')).toBe(true);
    expect(canHoldBack('tags', 'change')).toBe(false);
    expect(canHoldBack('drivers', 'view')).toBe(false);
    const grid = setApproval(setRow(empty, 'tags', true), 'tags', 'delete', true);
    expect(grid.approval_required).toEqual({});
  });

  it('turns a whole row on and off and counts what a policy holds', () => {
    let grid = setRow(empty, 'leaves', true);
    grid = setApproval(grid, 'leaves', 'delete', true);
    expect(grid.permissions.leaves).toEqual(['view', 'add', 'change', 'delete', 'approve']);
    expect(gridCounts(grid)).toEqual({ permissions: 5, approvals: 1 });
    expect(setRow(grid, 'leaves', false)).toEqual(empty);
  });
});
