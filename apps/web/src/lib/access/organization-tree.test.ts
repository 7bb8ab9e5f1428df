import { describe, expect, it } from 'vitest';
import { organizationTitle, subtreeIds, treeOrder } from './organization-tree';

const rows = [
  { id: 1, title: 'west', parent: null },
  { id: 2, title: 'East', parent: null },
  { id: 3, title: 'tabriz depot', parent: 1 },
  { id: 4, title: 'Ahvaz depot', parent: 1 },
  { id: 5, title: 'night shift', parent: 4 },
  { id: 6, title: 'orphan', parent: 99 },
];

describe('organization tree', () => {
  it('lists parents before children, siblings by title without regard to case', () => {
    expect(treeOrder(rows).map(({ row, depth }) => `${depth}:${row.title}`)).toEqual([
      '0:East',
      '0:orphan',
      '0:west',
      '1:Ahvaz depot',
      '2:night shift',
      '1:tabriz depot',
    ]);
  });

  it('keeps every row even when parents form a cycle', () => {
    const cyclic = [
      { id: 1, title: 'a', parent: 2 },
      { id: 2, title: 'b', parent: 1 },
    ];
    expect(
      treeOrder(cyclic)
        .map(({ row }) => row.id)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('finds an organization with everything below it', () => {
    expect([...subtreeIds(rows, 1)].sort()).toEqual([1, 3, 4, 5]);
  });

  it('names an organization in the locale, falling back to its title', () => {
    expect(organizationTitle({ title: 'HQ', fa_title: 'ستاد', en_title: '' }, 'fa')).toBe('ستاد');
    expect(organizationTitle({ title: 'HQ', fa_title: 'ستاد', en_title: '' }, 'en')).toBe('HQ');
  });
});
