import type { AccessResource } from '@navgan/domain/access';
import type { Locale } from '@navgan/domain/locales';
import type { ManifestEntry } from '@navgan/domain/manifest/manifest-types';
import { type ResourceName, resourceManifest } from '@navgan/domain/manifest/resource-manifest';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import type { FieldErrors } from '@navgan/domain/validation-issues';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { OrganizationScope } from '../access/organization-scope';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import type { Tenant } from '../db/tenant-scope';
import type { FilterHooks } from './manifest-filters';

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
export interface ResourceDefinition<
  TTable extends TenantTable,
  TInput extends z.ZodType,
  TOut,
  N extends ResourceName = ResourceName,
> {
  /** Its entry in the resource manifest: the API path, access area and filters come from there. */
  name: N;
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
  /** The SQL of each filter its manifest entry declares, given the checked value. */
  filters?: FilterHooks<N>;
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
   * For a resource the manifest limits through its vehicle or driver: the column (and the row in
   * between) that points at it. Records of `own` organizations need nothing here.
   */
  scope?: ThroughScope;
  /**
   * For `summaries/` read by an organization-limited caller, in place of `scope`: the rows whose
   * names they read, those they see and those their visible records refer to (a vehicle's tag of
   * another organization), so a screen never shows an id or asks a route that answers 403.
   */
  names?(tenant: Tenant): SQL | undefined;
}

/** Field errors rendered per locale (the request's language is known only at answer time). */
export type FieldErrorsIn = (locale: Locale) => FieldErrors;

/** How rows reach the vehicle or driver that limits them (the manifest says which of the two). */
export type ThroughScope = Omit<Extract<OrganizationScope, { through: unknown }>, 'of'>;

/** A resource as the routes serve it: its definition with what its manifest entry says. */
export type ServedResource<
  TTable extends TenantTable = TenantTable,
  TInput extends z.ZodType = z.ZodType,
  TOut = unknown,
> = ResourceDefinition<TTable, TInput, TOut> & {
  /** Path under /api/v1, with the trailing slash: 'vehicles/companies/tags/'. */
  path: string;
  access: AccessResource;
  /** How an organization-limited caller's rows are chosen (undefined: company-wide). */
  organizationScope?: OrganizationScope;
};

/** How organizations limit a resource's rows: its manifest entry, with the hooks' column. */
export function organizationScopeOf(
  def: Pick<ResourceDefinition<TenantTable, z.ZodType, unknown>, 'name' | 'scope'>,
) {
  const entry: ManifestEntry = resourceManifest[def.name];
  const link = entry.organizations;
  if (link === 'own') return { own: entry.access as AccessResource } satisfies OrganizationScope;
  if (!link) return undefined;
  if (!def.scope) throw new Error(`${def.name}: the manifest limits it by ${link}; its hooks name no column`);
  return { ...def.scope, of: link } satisfies OrganizationScope;
}

/** A definition with its manifest entry's facts, ready for the routes. */
export function served<TTable extends TenantTable, TInput extends z.ZodType, TOut, N extends ResourceName>(
  def: ResourceDefinition<TTable, TInput, TOut, N>,
): ServedResource<TTable, TInput, TOut> {
  const entry: ManifestEntry = resourceManifest[def.name];
  return {
    ...(def as unknown as ResourceDefinition<TTable, TInput, TOut>),
    path: entry.api,
    access: entry.access as AccessResource,
    organizationScope: organizationScopeOf(def),
  };
}
