import { describe, expect, it } from 'vitest';
import { subtreeIds } from '../access/organization-tree';
import { lookupOptions } from './lookup-options';

const rows = [
  { id: 1, title: 'HQ', fa_title: '', en_title: '', parent: null },
  { id: 2, title: 'West', fa_title: '', en_title: '', parent: 1 },
  { id: 3, title: 'Tabriz', fa_title: '', en_title: '', parent: 2 },
  { id: 4, title: 'East', fa_title: '', en_title: '', parent: 1 },
];

describe('lookup options', () => {
  it('offers organizations as an indented tree', () => {
    const { options, depth } = lookupOptions(
      { path: 'organizations/summaries/', rows: 'organization' },
      rows,
    );
    expect(options.map((row) => [row.id, depth(row)])).toEqual([
      [1, 0],
      [4, 1],
      [2, 1],
      [3, 2],
    ]);
  });

  it('leaves out an organization and everything under it as its own parent', () => {
    const { options } = lookupOptions(
      { path: 'organizations/summaries/', rows: 'organization' },
      rows,
      subtreeIds(rows, 2),
    );
    expect(options.map((row) => row.id)).toEqual([1, 4]);
  });

  it('keeps other lists as they come', () => {
    const { options, depth } = lookupOptions({ path: 'colors/' }, rows);
    expect(options.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(depth(rows[2] as (typeof options)[number])).toBe(0);
  });
});
