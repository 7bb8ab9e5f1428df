import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Which organizations' records a caller sees; `null` = the whole company. */
export interface OrganizationLimit {
  /** The organizations the user belongs to (a new record of theirs joins these). */
  own: number[];
  /** `own` and every organization under them. */
  visible: number[];
}

/** Who a repository works for. Repositories of tenant tables take one in their constructor. */
export interface Tenant {
  companyId: number;
  userId: number;
  /**
   * The organizations whose records the caller sees (with their sub-organizations); absent or
   * null = the whole company. The resource layer applies it from each definition's `scope`.
   */
  organizations?: OrganizationLimit | null;
}

/**
 * The WHERE clause every query on a tenant table starts from: the caller's company, plus any
 * further conditions. Repositories build their queries on it so none can forget the tenant.
 */
export function inCompany(
  table: { company_id: AnyPgColumn },
  tenant: Tenant,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.company_id, tenant.companyId), ...conditions) as SQL;
}
