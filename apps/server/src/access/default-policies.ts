import type { ApprovalMap, PermissionMap } from '@navgan/domain/access';
import { eq } from 'drizzle-orm';
import { policies } from '../db/access-schema';
import type { Db } from '../db/database';
import { allPermissions } from './caller-access';

const fleetWrites = ['view', 'add', 'change'] as const;

/** The policies every new company starts with (spec section 6); a company edits them freely. */
export const defaultPolicies: {
  title: string;
  permissions: PermissionMap;
  approval_required: ApprovalMap;
}[] = [
  { title: 'مدیر ناوگان', permissions: allPermissions, approval_required: {} },
  {
    title: 'کارشناس پایش',
    permissions: {
      tracking: ['view', 'export'],
      reports: ['view', 'export'],
      reminders: ['view'],
      vehicles: ['view'],
      drivers: ['view'],
      tags: ['view'],
      geofences: ['view'],
      plans: ['view', 'export'],
    },
    approval_required: {},
  },
  {
    title: 'ورود اطلاعات',
    permissions: {
      drivers: [...fleetWrites],
      leaves: [...fleetWrites],
      vehicles: [...fleetWrites],
      tags: [...fleetWrites],
      devices: [...fleetWrites],
      insurances: [...fleetWrites],
      fines: [...fleetWrites],
      fuel_cards: [...fleetWrites],
      fuel_transactions: [...fleetWrites],
      services: [...fleetWrites],
      reminders: ['view'],
    },
    approval_required: {
      fuel_transactions: ['add', 'change'],
      leaves: ['add', 'change'],
      fines: ['add', 'change'],
    },
  },
  {
    title: 'فقط مشاهده',
    permissions: {
      drivers: ['view'],
      leaves: ['view'],
      vehicles: ['view'],
      tags: ['view'],
      devices: ['view'],
      insurances: ['view'],
      fines: ['view'],
      fuel_cards: ['view'],
      fuel_transactions: ['view'],
      services: ['view'],
      geofences: ['view'],
      rules: ['view'],
      plans: ['view'],
      tracking: ['view'],
      reports: ['view'],
      reminders: ['view'],
    },
    approval_required: {},
  },
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
