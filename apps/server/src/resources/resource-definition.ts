import type { Locale } from '@navgan/domain/locales';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import type { FieldErrors } from '@navgan/domain/validation-issues';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { OrganizationScope } from '../access/organization-scope';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import type { Tenant } from '../db/tenant-scope';

/** A tenant table: an id and the company it belongs to. */
export type TenantTable = PgTable & { id: AnyPgColumn; company_id: AnyPgColumn };

export interface ResourceContext {
  db: Db;
  tenant: Tenant;
}

/**
 * A table a body field points at: the id must exist, and for a tenant table belong to the
 * caller's company. `shared` marks reference data every company uses (provinces, colours...).
 */
export type Reference =
  | { field: string; table: TenantTable; shared?: false }
  | { field: string; table: PgTable & { id: AnyPgColumn }; shared: true };

/**
 * One CRUD resource, declared once: where it lives, how a body is validated and stored, how rows
 * are presented, searched and filtered. `registerResource` turns it into DRF-style routes.
 */
export interface ResourceDefinition<TTable extends TenantTable, TInput extends z.ZodType, TOut> {
  /** Path under /api/v1, with the trailing slash: 'vehicles/companies/tags/'. */
  path: string;
  table: TTable;
  input: TInput;
  /** Whose field labels name the fields in its messages. */
  labels: LabelScope;
  /**
   * Body values → column values (without id and company_id). May read the database (a value
   * derived from other rows); `id` is set on update.
   */
  toRow(
    values: z.output<TInput>,
    ctx: ResourceContext & { id?: number },
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * Writes that belong with the row (join tables such as a vehicle's tags), run in the same
   * transaction as the insert or update, before the row is presented.
   */
  afterWrite?(id: number, values: z.output<TInput>, ctx: ResourceContext): Promise<void>;
  /** Rows → API objects, for a whole page at once (one query per relation, never per row). */
  present(rows: TTable['$inferSelect'][], ctx: ResourceContext): Promise<TOut[]>;
  /** Tables a body may point at, checked before anything is written. */
  references?: Reference[];
  /** `?search=` condition. */
  search?(term: string): SQL | undefined;
  /** Other query filters by parameter name (DRF `__in` lists and the like). */
  filters?: Record<string, (query: Record<string, unknown>) => SQL | undefined>;
  /** Default ordering, newest first unless said otherwise. */
  orderBy?: (SQL | AnyPgColumn)[];
  /**
   * Rules that need the database (overlaps, quotas): field errors, or nothing when fine. It runs
   * in the transaction that then writes (`ctx.db` is that transaction): lock what the rule reads
   * (`SELECT ... FOR UPDATE` on the parent row) and concurrent writes cannot both pass it.
   */
  check?(
    values: z.output<TInput>,
    ctx: ResourceContext & { id?: number },
  ): Promise<FieldErrorsIn | undefined>;
  /**
   * Field errors for unique constraints by name, for the write that loses a race the `check`
   * could not see (two submits of the same plate at once) — a field error, not a 500.
   */
  uniqueErrors?: Record<string, FieldErrorsIn>;
  /**
   * Called after a create, update or delete of the company's rows has committed: caches built
   * from the table (the fence index of the evaluation) drop that company's copy.
   */
  committed?(companyId: number, ctx: AppContext): void;
  /** `summaries/`: the few fields a select box needs, for every row (no pagination). */
  summary?(row: TTable['$inferSelect']): object;
  /**
   * How rows belong to organizations, so an organization-limited caller sees only theirs (list,
   * detail, summaries, exports). `own` records also answer with `organizations: number[]`.
   */
  scope?: OrganizationScope;
  /**
   * For `summaries/` read by an organization-limited caller, in place of `scope`: the rows whose
   * names they read, those they see and those their visible records refer to (a vehicle's tag of
   * another organization), so a screen never shows an id or asks a route that answers 403.
   */
  names?(tenant: Tenant): SQL | undefined;
}

/** Field errors rendered per locale (the request's language is known only at answer time). */
export type FieldErrorsIn = (locale: Locale) => FieldErrors;
