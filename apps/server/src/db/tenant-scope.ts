import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Who a repository works for. Repositories of tenant tables take one in their constructor. */
export interface Tenant {
  companyId: number;
  userId: number;
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
