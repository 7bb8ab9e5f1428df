import { type Organization, organizationInput } from '@navgan/domain/resources/organization';
import { asc, ilike, or, sql } from 'drizzle-orm';
import { namedOrganizations } from '../../access/organization-scope';
import { withDescendants } from '../../access/organization-tree';
import { organizations } from '../../db/access-schema';
import { message } from '../../i18n/messages';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern } from '../../resources/search';

const present = (row: typeof organizations.$inferSelect): Organization => ({
  id: row.id,
  title: row.title,
  fa_title: row.fa_title,
  en_title: row.en_title,
  parent: row.parent_id,
});

/**
 * Organizations: a tree inside the company. The parent is checked to be the company's (a
 * reference) and never the organization itself or one under it; deleting one that still has
 * sub-organizations, members or records is refused by the foreign keys (409 in use).
 */
export const organizationResource: ResourceDefinition<
  typeof organizations,
  typeof organizationInput,
  Organization,
  'organizations'
> = {
  name: 'organizations',
  table: organizations,
  input: organizationInput,
  labels: 'organizations',
  references: [{ field: 'parent', table: organizations }],
  toRow: (values) => ({
    title: values.title,
    fa_title: values.fa_title,
    en_title: values.en_title,
    parent_id: values.parent,
  }),
  async check(values, { db, tenant, id }) {
    if (id === undefined || values.parent == null) return undefined;
    // Lock the tree rows read, so two moves at once cannot together make a loop.
    await db.execute(sql`select id from organizations where company_id = ${tenant.companyId} for update`);
    const below = await withDescendants(db, tenant.companyId, [id]);
    if (!below.includes(values.parent)) return undefined;
    return (locale) => ({ parent: [message(locale, 'parentCycle')] });
  },
  present: async (rows) => rows.map(present),
  search: (term) =>
    or(
      ilike(organizations.title, containsPattern(term)),
      ilike(organizations.fa_title, containsPattern(term)),
      ilike(organizations.en_title, containsPattern(term)),
    ),
  orderBy: [sql`lower(${organizations.title})`, asc(organizations.id)],
  summary: present,
  names: (tenant) => namedOrganizations(organizations.id, tenant),
};
