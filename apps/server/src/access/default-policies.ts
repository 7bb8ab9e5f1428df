import { type ApprovalMap, accessAreas, type PermissionMap } from '@navgan/domain/access';
import type { DefaultPolicyRole } from '@navgan/domain/manifest/manifest-types';
import { eq } from 'drizzle-orm';
import { policies } from '../db/access-schema';
import type { Db } from '../db/database';
import { allPermissions } from './caller-access';

type PolicySeed = { title: string; permissions: PermissionMap; approval_required: ApprovalMap };

/** What the manifest's areas grant to one default role (and, for data entry, what waits for approval). */
function grantsOf(role: DefaultPolicyRole): Pick<PolicySeed, 'permissions' | 'approval_required'> {
  const permissions: PermissionMap = {};
  const approval_required: ApprovalMap = {};
  for (const [resource, area] of accessAreas) {
    const actions = area.defaults?.[role];
    if (actions) permissions[resource] = [...actions];
    const heldBack = role === 'dataEntry' ? area.defaults?.dataEntryHeldBack : undefined;
    if (heldBack) approval_required[resource] = [...heldBack];
  }
  return { permissions, approval_required };
}

/** The policies every new company starts with (spec section 6); a company edits them freely. */
export const defaultPolicies: PolicySeed[] = [
  { title: 'مدیر ناوگان', permissions: allPermissions, approval_required: {} },
  { title: 'کارشناس پایش', ...grantsOf('monitoring') },
  { title: 'ورود اطلاعات', ...grantsOf('dataEntry') },
  { title: 'فقط مشاهده', ...grantsOf('viewOnly') },
];

/** Seeds the default policies of a company that has none yet (demo seed, create-admin, tests). */
export async function seedDefaultPolicies(db: Db, companyId: number): Promise<void> {
  const existing = await db
    .select({ id: policies.id })
    .from(policies)
    .where(eq(policies.company_id, companyId))
    .limit(1);
  if (existing[0]) return;
  await db.insert(policies).values(defaultPolicies.map((p) => ({ ...p, company_id: companyId })));
}
