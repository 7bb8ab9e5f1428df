import { type Tag, tagInput } from '@navgan/domain/resources/tag';
import { asc, ilike, or, sql } from 'drizzle-orm';
import { visibleRecordCondition } from '../../access/organization-scope';
import { tags } from '../../db/fleet-schema';
import { companyVehicleTags } from '../../db/vehicle-schema';
import { fieldError } from '../../resources/field-error';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern } from '../../resources/search';

const present = (row: typeof tags.$inferSelect): Tag => ({
  id: row.id,
  fa_title: row.fa_title,
  en_title: row.en_title,
});

export const tagResource: ResourceDefinition<typeof tags, typeof tagInput, Tag> = {
  path: 'vehicles/companies/tags/',
  table: tags,
  scope: { own: 'tags' },
  input: tagInput,
  labels: 'tags',
  toRow: (values) => ({ fa_title: values.fa_title, en_title: values.en_title }),
  present: async (rows) => rows.map(present),
  search: (term) =>
    or(ilike(tags.fa_title, containsPattern(term)), ilike(tags.en_title, containsPattern(term))),
  orderBy: [asc(tags.fa_title), asc(tags.id)],
  summary: present,
  // Names also of the tags the caller's vehicles carry, whichever organization the tag is in.
  names: (tenant) => {
    const seen = visibleRecordCondition(tags.id, 'tags', tenant);
    const carried = visibleRecordCondition(companyVehicleTags.company_vehicle_id, 'vehicles', tenant);
    if (!seen || !carried) return undefined;
    return or(
      seen,
      sql`${tags.id} in (select ${companyVehicleTags.tag_id} from ${companyVehicleTags} where ${carried})`,
    );
  },
  // The unique indexes compare names without case and spacing (migration 0006).
  uniqueErrors: {
    tags_company_fa_title_key: fieldError('fa_title', 'tagTaken'),
    tags_company_en_title_key: fieldError('en_title', 'tagTaken'),
  },
};
