import type { Locale } from '@navgan/domain/locales';

export interface OrganizationRow {
  id: number;
  title: string;
  fa_title?: string;
  en_title?: string;
  parent: number | null;
}

/** An organization's name in the locale: its Persian or English title, else its title. */
export function organizationTitle(row: Omit<OrganizationRow, 'id' | 'parent'>, locale: Locale): string {
  const localized = locale === 'fa' ? row.fa_title : row.en_title;
  return localized || row.title;
}

const byTitle = (a: OrganizationRow, b: OrganizationRow) =>
  a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });

/**
 * The organizations as a tree read top to bottom: each parent followed by its children, siblings
 * sorted by title without regard to case (spec section 9), with each row's depth. A row whose
 * parent is missing (not visible to the user) starts a tree of its own; a cycle cannot hide rows.
 */
export function treeOrder<R extends OrganizationRow>(rows: readonly R[]): { row: R; depth: number }[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number | null, R[]>();
  for (const row of rows) {
    const key = row.parent !== null && ids.has(row.parent) ? row.parent : null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const ordered: { row: R; depth: number }[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const row of [...(children.get(parent) ?? [])].sort(byTitle)) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ordered.push({ row, depth });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  for (const row of [...rows].sort(byTitle)) if (!seen.has(row.id)) ordered.push({ row, depth: 0 });
  return ordered;
}

/** An organization and everything under it (a record cannot become its own descendant's child). */
export function subtreeIds(rows: readonly OrganizationRow[], rootId: number): Set<number> {
  const found = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent !== null && found.has(row.parent) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}
