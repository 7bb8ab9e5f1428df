import { type OrganizationRow, treeOrder } from '../access/organization-tree';
import type { LookupSource } from '../define-resource';
import type { Titled } from '../i18n/localized-title';

/** A lookup's rows in the order a select offers them, with each row's indent (organizations as a tree). */
export function lookupOptions(
  source: LookupSource,
  rows: readonly Titled[],
  exclude?: ReadonlySet<number>,
): { options: Titled[]; depth: (row: Titled) => number } {
  const kept = exclude ? rows.filter((row) => !exclude.has(row.id)) : [...rows];
  if (source.rows !== 'organization') return { options: kept, depth: () => 0 };
  const ordered = treeOrder(kept as unknown as OrganizationRow[]);
  const depths = new Map(ordered.map(({ row, depth }) => [row.id, depth]));
  return {
    options: ordered.map(({ row }) => row as unknown as Titled),
    depth: (row) => depths.get(row.id) ?? 0,
  };
}
