import { or, sql } from 'drizzle-orm';
import { visibleRecordCondition } from '../../access/organization-scope';
import { tags } from '../../db/fleet-schema';
import { companyVehicleTags } from '../../db/vehicle-schema';
import { fieldError } from '../../resources/field-error';
import { type SimpleResourceDefinition, simpleResourceHooks } from '../../resources/simple-resource-hooks';

/** Vehicle tags: a simple resource (manifest fields) with names readable by whoever sees a carrier. */
export const tagResource: SimpleResourceDefinition<'tags', typeof tags> = {
  ...simpleResourceHooks('tags', tags),
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
