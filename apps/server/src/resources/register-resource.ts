import type { ApprovableAction } from '@navgan/domain/access';
import { count, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isHeldBack, queueApproval, recordLabel } from '../access/approval-queue';
import { recordAudit } from '../access/audit-trail';
import {
  organizationsOf,
  referenceScope,
  registerScope,
  scopeCondition,
  setOrganizations,
} from '../access/organization-scope';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { inCompany, type Tenant } from '../db/tenant-scope';
import { ApiError } from '../http/api-error';
import { pageOf, pageRequest } from '../http/pagination';
import { pageNumber, queryOf, searchText } from '../http/query-params';
import { tenantOf } from '../http/request-context';
import { contract, documentedBody, idParams, typedContract, typedRoutes } from '../http/route-contract';
import { issuesError } from '../http/validate';
import { message } from '../i18n/messages';
import { invalidFieldError } from './field-error';
import { filterConditions, filterReaders, readFilters } from './manifest-filters';
import {
  organizationScopeOf,
  type ResourceContext,
  type ResourceDefinition,
  type ServedResource,
  type TenantTable,
} from './resource-definition';

/** Registers list, create, retrieve, update (PUT), delete and summaries routes of a resource. */
export function registerResource<TTable extends TenantTable, TInput extends z.ZodType, TOut>(
  app: FastifyInstance,
  ctx: AppContext,
  def: ServedResource<TTable, TInput, TOut>,
): void {
  const table = def.table as TenantTable;
  const accessResource = def.access;
  const scope = def.organizationScope;
  const ownScope = scope && 'own' in scope ? scope.own : undefined;
  if (scope) registerScope(table, scope);
  const contextOf = (request: FastifyRequest): ResourceContext => ({
    db: ctx.database.db,
    tenant: tenantOf(request),
  });
  const itemPath = `/${def.path}:id/`;
  const routes = typedRoutes(app);
  const query = listQuery(def);

  /** The company and, for an organization-limited caller, their organizations' rows. */
  const visible = (rc: ResourceContext, ...conditions: SQL[]) =>
    inCompany(table, rc.tenant, scopeCondition(scope, table, rc.tenant), ...conditions);

  /** Rows → API objects; records with organizations of their own carry their ids. */
  const present = async (rows: TTable['$inferSelect'][], rc: ResourceContext): Promise<TOut[]> => {
    const out = await def.present(rows, rc);
    if (!ownScope) return out;
    const byId = await organizationsOf(
      rc.db,
      rc.tenant,
      ownScope,
      rows.map((r) => (r as { id: number }).id),
    );
    return out.map((o, i) => ({
      ...(o as object),
      organizations: byId.get((rows[i] as { id: number }).id) ?? [],
    })) as TOut[];
  };

  routes.get(`/${def.path}`, typedContract({ query, answer: pageAnswer }), async (request) => {
    const rc = contextOf(request);
    const at = pageRequest(request);
    const where = whereOf(def, request.query, rc.tenant);
    // The total rides along with the page (one scan of the matching rows instead of two); only a
    // page past the end, which has no rows to carry it, asks for the count on its own.
    const found = await rc.db
      .select({ row: getTableColumns(table), total: sql<string>`count(*) over ()` })
      .from(table)
      .where(where)
      .orderBy(...(def.orderBy ?? [desc(table.id)]))
      .limit(at.limit)
      .offset(at.offset);
    let total = Number(found[0]?.total ?? 0);
    if (found.length === 0 && at.offset > 0) {
      const [counted] = await rc.db.select({ n: count() }).from(table).where(where);
      total = counted?.n ?? 0;
    }
    const rows = found.map((f) => f.row) as TTable['$inferSelect'][];
    return pageOf(request, at, total, await present(rows, rc));
  });

  if (def.summary) {
    const summary = def.summary;
    routes.get(
      `/${def.path}summaries/`,
      typedContract({ query, answer: z.array(recordAnswer) }),
      async (request) => {
        const rc = contextOf(request);
        const names = def.names?.(rc.tenant);
        const rows = await rc.db
          .select()
          .from(table)
          .where(whereOf(def, request.query, rc.tenant, names))
          .orderBy(...(def.orderBy ?? [desc(table.id)]));
        return (rows as TTable['$inferSelect'][]).map(summary);
      },
    );
  }

  const findOne = async (rc: ResourceContext, id: number, lock = false) => {
    const query = rc.db
      .select()
      .from(table)
      .where(visible(rc, eq(table.id, id)))
      .limit(1);
    const rows = lock ? await query.for('update') : await query;
    return rows[0] as TTable['$inferSelect'] | undefined;
  };

  const presentOne = async (rc: ResourceContext, row: TTable['$inferSelect']) =>
    (await present([row], rc))[0];

  /** `current`: the record being changed, as presented; the references it carries stay allowed. */
  const parseBody = async (body: unknown, rc: ResourceContext, current?: unknown) => {
    const result = def.input.safeParse(body ?? {});
    if (!result.success) throw issuesError(result.error.issues, def.labels);
    const values = result.data as z.output<TInput>;
    await checkReferences(rc, values as Record<string, unknown>, current as Record<string, unknown>);
    return values;
  };

  /**
   * Every referenced id must be the company's and, for a caller limited to organizations, one they
   * see; an id the record already carries is kept as it is (a vehicle's tag of another
   * organization survives an edit by a user who cannot pick it), only added ones must be seen.
   */
  const checkReferences = async (
    rc: ResourceContext,
    values: Record<string, unknown>,
    current: Record<string, unknown> | undefined,
  ) => {
    for (const ref of def.references ?? []) {
      const ids = idsIn(values[ref.field]);
      if (ids.length === 0) continue;
      const byId = inArray(ref.table.id, ids);
      const carried = idsIn(current?.[ref.field]).filter((id) => ids.includes(id));
      const scope = referenceScope(ref.table, rc.tenant);
      const seen = scope && carried.length ? or(scope, inArray(ref.table.id, carried)) : scope;
      const found = await rc.db
        .select({ id: ref.table.id })
        .from(ref.table)
        .where(ref.shared ? byId : inCompany(ref.table, rc.tenant, byId, seen));
      if (found.length !== new Set(ids).size) {
        throw ApiError.validation(invalidFieldError(ref.field, def.labels));
      }
    }
  };

  const runCheck = async (values: z.output<TInput>, rc: ResourceContext, id?: number) => {
    const errors = await def.check?.(values, { ...rc, ...(id === undefined ? {} : { id }) });
    if (errors) throw ApiError.validation(errors);
  };

  const audit = async (
    rc: ResourceContext,
    action: 'create' | 'update' | 'delete',
    recordId: number,
    before: unknown,
    after: unknown,
  ) => {
    if (!accessResource) return;
    await recordAudit(rc.db, rc.tenant, {
      action,
      resource: accessResource,
      recordId,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });
  };

  /**
   * One transaction for the check, the row values, the write, the definition's afterWrite and the
   * audit entry: a check that locks the rows it reads (SELECT ... FOR UPDATE) keeps concurrent
   * writers from both passing it, and a write with its side records (vehicle tags) lands whole or
   * not at all. A unique constraint the definition names becomes that field's error, not a 500.
   */
  const write = async (
    rc: ResourceContext,
    values: z.output<TInput>,
    id: number | undefined,
    run: (db: Db, columns: Record<string, unknown>) => Promise<unknown[]>,
  ): Promise<TTable['$inferSelect'] | undefined> => {
    try {
      return await rc.db.transaction(async (tx) => {
        const inTx: ResourceContext = { ...rc, db: tx as unknown as Db };
        const before = id === undefined ? undefined : await findOne(inTx, id);
        if (id !== undefined && !before) throw ApiError.notFound();
        await runCheck(values, inTx, id);
        const columns = await def.toRow(values, id === undefined ? inTx : { ...inTx, id });
        const [row] = (await run(inTx.db, columns)) as { id: number }[];
        if (!row) return undefined;
        if (def.afterWrite) await def.afterWrite(row.id, values, inTx);
        // A limited user's new record joins their organizations, so they keep seeing it.
        const own = rc.tenant.organizations?.own;
        if (id === undefined && ownScope && own?.length)
          await setOrganizations(inTx.db, rc.tenant, ownScope, row.id, own);
        await audit(
          inTx,
          id === undefined ? 'create' : 'update',
          row.id,
          before ? await presentOne(inTx, before) : null,
          await presentOne(inTx, row as TTable['$inferSelect']),
        );
        return row as TTable['$inferSelect'];
      });
    } catch (error) {
      const errors = def.uniqueErrors?.[violatedUniqueConstraint(error) ?? ''];
      if (errors) throw ApiError.validation(errors);
      throw error;
    }
  };

  const create = async (rc: ResourceContext, values: z.output<TInput>) => {
    const row = await write(rc, values, undefined, (db, columns) =>
      db
        .insert(table)
        .values({ ...columns, company_id: rc.tenant.companyId } as never)
        .returning(),
    );
    if (!row) throw new Error(`insert into ${def.path} returned no row`);
    def.committed?.(rc.tenant.companyId, ctx);
    return row;
  };

  const update = async (rc: ResourceContext, id: number, values: z.output<TInput>) => {
    const updated = await write(rc, values, id, (db, columns) =>
      db
        .update(table)
        .set({ ...columns, updated_at: sql`now()` } as never)
        .where(inCompany(table, rc.tenant, eq(table.id, id)))
        .returning(),
    );
    if (!updated) throw ApiError.notFound();
    def.committed?.(rc.tenant.companyId, ctx);
    return updated;
  };

  const remove = async (rc: ResourceContext, id: number) => {
    await rc.db.transaction(async (tx) => {
      const inTx: ResourceContext = { ...rc, db: tx as unknown as Db };
      const row = await findOne(inTx, id);
      if (!row) throw ApiError.notFound();
      const before = await presentOne(inTx, row);
      if (ownScope) await setOrganizations(inTx.db, rc.tenant, ownScope, id, []);
      await tx.delete(table).where(inCompany(table, rc.tenant, eq(table.id, id)));
      await audit(inTx, 'delete', id, before, null);
    });
    def.committed?.(rc.tenant.companyId, ctx);
  };

  /** A write the caller's policies hold back: validated, stored in the inbox, answered 202. */
  const heldBack = async (
    request: FastifyRequest,
    reply: FastifyReply,
    action: ApprovableAction,
    recordId: number | null,
    before: unknown,
    after: unknown,
  ) => {
    const auth = tenantOf(request);
    if (!accessResource || !isHeldBack(auth, accessResource, action)) return false;
    const approval = await queueApproval(ctx.database.db, auth, {
      resource: accessResource,
      action,
      target: def.path,
      recordId,
      label: recordLabel((after ?? before) as Record<string, unknown> | null, recordId),
      before: (before ?? null) as Record<string, unknown> | null,
      after: (after ?? null) as Record<string, unknown> | null,
      body: action === 'delete' ? null : request.body,
    });
    reply.code(202).send({ detail: message(request.locale, 'sentForApproval'), approval });
    return true;
  };

  ctx.approvalTargets.register(def.path, {
    async apply(rc, approval) {
      if (approval.action === 'add')
        return ((await create(rc, await parseBody(approval.body, rc))) as { id: number }).id;
      const id = approval.record_id ?? 0;
      if (approval.action === 'change') {
        const current = await findOne(rc, id);
        if (!current) throw ApiError.notFound();
        await update(rc, id, await parseBody(approval.body, rc, await presentOne(rc, current)));
      } else {
        await remove(rc, id);
      }
      return id;
    },
  });

  app.post(`/${def.path}`, contract({ body: def.input, answer: recordAnswer }), async (request, reply) => {
    const rc = contextOf(request);
    const values = await parseBody(request.body, rc);
    if (await heldBack(request, reply, 'add', null, null, values)) return reply;
    reply.code(201);
    return presentOne(rc, await create(rc, values));
  });

  routes.get(itemPath, typedContract({ params: idParams, answer: recordAnswer }), async (request) => {
    const rc = contextOf(request);
    const row = await findOne(rc, request.params.id);
    if (!row) throw ApiError.notFound();
    return presentOne(rc, row);
  });

  // PUT replaces the whole record (the spec's client always sends every field); no PATCH.
  // The body is checked by `parseBody` after the record is found (a missing record is a 404 first).
  routes.put(
    itemPath,
    documentedBody(typedContract({ params: idParams, answer: recordAnswer }), def.input),
    async (request, reply) => {
      const rc = contextOf(request);
      const { id } = request.params;
      const current = await findOne(rc, id);
      if (!current) throw ApiError.notFound();
      const before = await presentOne(rc, current);
      const values = await parseBody(request.body, rc, before);
      if (await heldBack(request, reply, 'change', id, before, values)) return reply;
      return presentOne(rc, await update(rc, id, values));
    },
  );

  routes.delete(itemPath, typedContract({ params: idParams }), async (request, reply) => {
    const rc = contextOf(request);
    const { id } = request.params;
    const current = await findOne(rc, id);
    if (!current) throw ApiError.notFound();
    if (await heldBack(request, reply, 'delete', id, await presentOne(rc, current), null)) return reply;
    await remove(rc, id);
    return reply.code(204).send();
  });
}

/** A record as every resource presents it: its id and its fields. */
const recordAnswer = z.object({ id: z.number().int() }).loose();
/** DRF's page: `{count, next, previous, results}`. */
const pageAnswer = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(recordAnswer),
});

/** A list's query parameters: the page, the search when the resource has one, its manifest filters. */
function listQuery<TTable extends TenantTable, TInput extends z.ZodType, TOut>(
  def: ResourceDefinition<TTable, TInput, TOut>,
) {
  return queryOf({
    page: pageNumber,
    ...(def.search
      ? { search: searchText('search', 'Text to look for (Persian or Latin digits alike).') }
      : {}),
    ...filterReaders(def.name),
  });
}

/** A list query as read: the search text and each filter's checked value. */
type ListValues = { search?: string } & Record<string, unknown>;

/**
 * The WHERE of a resource's list: the caller's company, the search and the filters, and `limit`
 * (the caller's organizations by default; the names they may read for summaries).
 */
function whereOf<TTable extends TenantTable, TInput extends z.ZodType, TOut>(
  def: ResourceDefinition<TTable, TInput, TOut>,
  values: ListValues,
  tenant: Tenant,
  limit: SQL | undefined = scopeCondition(organizationScopeOf(def), def.table, tenant),
): SQL {
  const conditions: (SQL | undefined)[] = [];
  if (values.search && def.search) conditions.push(def.search(values.search));
  conditions.push(...filterConditions(def.name, def.filters, values));
  conditions.push(limit);
  return inCompany(def.table, tenant, ...conditions);
}

/** `whereOf` for a query string not yet read (exports and evaluations that list a resource's rows). */
export function listWhere<TTable extends TenantTable, TInput extends z.ZodType, TOut>(
  def: ResourceDefinition<TTable, TInput, TOut>,
  rawQuery: unknown,
  tenant: Tenant,
  limit?: SQL,
): SQL {
  const raw = (rawQuery ?? {}) as Record<string, unknown>;
  const search = typeof raw.search === 'string' ? raw.search.trim() : '';
  return whereOf(def, { ...(search ? { search } : {}), ...readFilters(def.name, raw) }, tenant, limit);
}

/** The constraint a unique_violation (23505) names, from the driver's error or the one it wraps. */
function violatedUniqueConstraint(error: unknown): string | undefined {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint;
  }
  return undefined;
}

/** The ids a reference field holds: one, several, or (as presented) rows with an id. */
function idsIn(raw: unknown): number[] {
  const items = Array.isArray(raw) ? raw : raw == null ? [] : [raw];
  return items
    .map((item) => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item))
    .filter((id): id is number => typeof id === 'number');
}
