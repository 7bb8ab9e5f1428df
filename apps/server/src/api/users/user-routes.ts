import { catalogueOf } from '@navgan/domain/messages/catalogues';
import {
  type NewUserInput,
  newUserInput,
  type User,
  userInput,
  userPasswordInput,
} from '@navgan/domain/resources/user';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isHeldBack, queueApproval } from '../../access/approval-queue';
import { recordAudit } from '../../access/audit-trail';
import { guardPasswordReset, guardUserCreate, guardUserUpdate } from '../../access/user-guard';
import type { AppContext } from '../../app-context';
import { checkPasswordStrength } from '../../auth/password-strength';
import { hashPassword } from '../../auth/passwords';
import { RefreshTokenRepository } from '../../auth/refresh-token-repository';
import type { SessionRevocations } from '../../auth/session-revocations';
import { policies, userOrganizations, userPolicies } from '../../db/access-schema';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { recordIdParam } from '../../http/record-id';
import { type AuthUser, tenantOf } from '../../http/request-context';
import { issuesError } from '../../http/validate';
import { message } from '../../i18n/messages';
import { invalidFieldText } from '../../resources/field-error';
import { containsPattern } from '../../resources/search';
import { checkOrganizations } from '../organizations/assignment-routes';

type UserRow = typeof users.$inferSelect;
type UserValues = z.output<typeof userInput>;

const parse = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues;
  throw issuesError(issues, 'users');
};

/** Users of the caller's company → API objects (never the password hash), two queries per page. */
async function presentUsers(db: Db, rows: UserRow[]): Promise<User[]> {
  const ids = rows.map((r) => r.id);
  const [orgs, held] = ids.length
    ? await Promise.all([
        db.select().from(userOrganizations).where(inArray(userOrganizations.user_id, ids)),
        db.select().from(userPolicies).where(inArray(userPolicies.user_id, ids)),
      ])
    : [[], []];
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_active: row.is_active,
    is_superuser: row.is_superuser,
    date_joined: row.date_joined.toISOString(),
    organizations: orgs
      .filter((o) => o.user_id === row.id)
      .map((o) => o.organization_id)
      .sort((a, b) => a - b),
    policies: held
      .filter((p) => p.user_id === row.id)
      .map((p) => p.policy_id)
      .sort((a, b) => a - b),
  }));
}

/** Rules that need the database: a free username, the company's policies and organizations, no self-made superusers. */
async function checkUser(db: Db, auth: AuthUser, values: UserValues, id?: number): Promise<void> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, values.username), id === undefined ? undefined : ne(users.id, id)))
    .limit(1);
  if (taken[0]) {
    throw ApiError.validation((locale) => ({
      username: [catalogueOf(locale).messages.validation.usernameTaken],
    }));
  }
  const wanted = [...new Set(values.policies)];
  if (wanted.length) {
    const found = await db
      .select({ id: policies.id })
      .from(policies)
      .where(inCompany(policies, auth, inArray(policies.id, wanted)));
    if (found.length !== wanted.length) {
      throw ApiError.validation((locale) => ({
        policies: [invalidFieldText(locale, 'policies', 'users')],
      }));
    }
  }
  await checkOrganizations(db, auth, values.organizations);
}

async function setMemberships(db: Db, userId: number, values: UserValues): Promise<void> {
  await db.delete(userPolicies).where(eq(userPolicies.user_id, userId));
  await db.delete(userOrganizations).where(eq(userOrganizations.user_id, userId));
  const policyIds = [...new Set(values.policies)];
  const orgIds = [...new Set(values.organizations)];
  if (policyIds.length)
    await db.insert(userPolicies).values(policyIds.map((policy_id) => ({ user_id: userId, policy_id })));
  if (orgIds.length)
    await db
      .insert(userOrganizations)
      .values(orgIds.map((organization_id) => ({ user_id: userId, organization_id })));
}

const userColumns = (values: UserValues) => ({
  username: values.username,
  first_name: values.first_name,
  last_name: values.last_name,
  email: values.email,
  is_active: values.is_active,
  is_superuser: values.is_superuser,
});

/** Creates a user whose password is already hashed (directly, or when an approval is accepted). */
async function insertUser(db: Db, auth: AuthUser, values: UserValues, passwordHash: string): Promise<User> {
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    guardUserCreate(auth, values);
    await checkUser(inTx, auth, values);
    const [row] = await inTx
      .insert(users)
      .values({ ...userColumns(values), company_id: auth.companyId, password: passwordHash, type: 1 })
      .returning();
    if (!row) throw new Error('user was not created');
    await setMemberships(inTx, row.id, values);
    const [user] = await presentUsers(inTx, [row]);
    await recordAudit(inTx, auth, {
      action: 'create',
      resource: 'users',
      recordId: row.id,
      after: user as never,
    });
    return user as User;
  });
}

async function updateUser(
  db: Db,
  sessions: SessionRevocations,
  auth: AuthUser,
  id: number,
  values: UserValues,
): Promise<User> {
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    const [current] = await inTx
      .select()
      .from(users)
      .where(inCompany(users, auth, eq(users.id, id)))
      .for('update');
    if (!current) throw ApiError.notFound();
    await guardUserUpdate(inTx, auth, current, values);
    await checkUser(inTx, auth, values, id);
    const [before] = await presentUsers(inTx, [current]);
    const [row] = await inTx.update(users).set(userColumns(values)).where(eq(users.id, id)).returning();
    if (!row) throw ApiError.notFound();
    await setMemberships(inTx, id, values);
    // A deactivated user's sessions end now (direct or approved), access tokens included.
    if (!row.is_active) {
      await sessions.revokeAllOfUser(id, inTx);
      await new RefreshTokenRepository(inTx).revokeAllOfUser(id);
    }
    const [user] = await presentUsers(inTx, [row]);
    await recordAudit(inTx, auth, {
      action: 'update',
      resource: 'users',
      recordId: id,
      before: before as never,
      after: user as never,
    });
    return user as User;
  });
}

/**
 * `users/`: the company's staff (spec section 7). Usernames are unique across the installation
 * because login names no company. A write the caller's policies hold back goes to the inbox.
 */
export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  ctx.approvalTargets.register('users/', {
    async apply(rc, approval) {
      const stored = approval.body as { values: unknown; password_hash?: string };
      const auth = rc.tenant as AuthUser;
      const values = parse(userInput, stored.values);
      if (approval.action === 'add')
        return (await insertUser(rc.db, auth, values, stored.password_hash ?? '')).id;
      return (await updateUser(rc.db, ctx.sessions, auth, approval.record_id ?? 0, values)).id;
    },
  });

  const listWhere = (request: FastifyRequest, tenant: Tenant): SQL => {
    const term = String((request.query as Record<string, unknown>).search ?? '').trim();
    const pattern = containsPattern(term);
    return inCompany(
      users,
      tenant,
      term
        ? or(
            ilike(users.username, pattern),
            ilike(users.first_name, pattern),
            ilike(users.last_name, pattern),
            ilike(users.email, pattern),
          )
        : undefined,
    );
  };

  app.get('/users/', async (request) => {
    const tenant = tenantOf(request);
    const at = pageRequest(request);
    const where = listWhere(request, tenant);
    const [rows, [total]] = await Promise.all([
      db.select().from(users).where(where).orderBy(asc(users.username)).limit(at.limit).offset(at.offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return pageOf(request, at, total?.n ?? 0, await presentUsers(db, rows));
  });

  app.get('/users/summaries/', async (request) => {
    const rows = await db
      .select({
        id: users.id,
        username: users.username,
        first_name: users.first_name,
        last_name: users.last_name,
      })
      .from(users)
      .where(listWhere(request, tenantOf(request)))
      .orderBy(asc(users.username));
    return rows;
  });

  const findUser = async (request: FastifyRequest) => {
    const id = recordIdParam(request);
    const [row] = await db
      .select()
      .from(users)
      .where(inCompany(users, tenantOf(request), eq(users.id, id)));
    if (!row) throw ApiError.notFound();
    return row;
  };

  app.get('/users/:id/', async (request) => (await presentUsers(db, [await findUser(request)]))[0]);

  app.post('/users/', async (request, reply) => {
    const auth = tenantOf(request);
    const body = parse(newUserInput, request.body) as z.output<typeof newUserInput> & NewUserInput;
    const { password, confirm_password: _, ...values } = body;
    guardUserCreate(auth, values);
    checkPasswordStrength(password, values);
    await checkUser(db, auth, values);
    const passwordHash = await hashPassword(password);
    if (isHeldBack(auth, 'users', 'add')) {
      const approval = await queueApproval(db, auth, {
        resource: 'users',
        action: 'add',
        target: 'users/',
        recordId: null,
        label: values.username,
        before: null,
        after: values,
        // The password waits hashed, never as sent.
        body: { values, password_hash: passwordHash },
      });
      return reply.code(202).send({ detail: message(request.locale, 'sentForApproval'), approval });
    }
    reply.code(201);
    return insertUser(db, auth, values, passwordHash);
  });

  app.put('/users/:id/', async (request, reply) => {
    const auth = tenantOf(request);
    const current = await findUser(request);
    const values = parse(userInput, request.body);
    // Checked before queueing too, so nobody is asked to approve what the requester may not ask.
    await guardUserUpdate(db, auth, current, values);
    await checkUser(db, auth, values, current.id);
    if (isHeldBack(auth, 'users', 'change')) {
      const [before] = await presentUsers(db, [current]);
      const approval = await queueApproval(db, auth, {
        resource: 'users',
        action: 'change',
        target: 'users/',
        recordId: current.id,
        label: current.username,
        before: before as never,
        after: values,
        body: { values },
      });
      return reply.code(202).send({ detail: message(request.locale, 'sentForApproval'), approval });
    }
    const user = await updateUser(db, ctx.sessions, auth, current.id, values);
    return user;
  });

  /** An administrator sets a user's password; every session of that user ends. */
  app.put('/users/:id/passwords/', async (request) => {
    const auth = tenantOf(request);
    const current = await findUser(request);
    guardPasswordReset(auth, current);
    const { password } = parse(userPasswordInput, request.body);
    checkPasswordStrength(password, current);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const inTx = tx as unknown as Db;
      await inTx
        .update(users)
        .set({ password: passwordHash, tokens_valid_after: sql`now()` })
        .where(eq(users.id, current.id));
      await ctx.sessions.revokeAllOfUser(current.id, inTx);
      await new RefreshTokenRepository(inTx).revokeAllOfUser(current.id);
      await recordAudit(inTx, auth, {
        action: 'update',
        resource: 'users',
        recordId: current.id,
        before: { password_changed: false },
        after: { password_changed: true },
      });
    });
    return { id: current.id, detail: message(request.locale, 'passwordChanged') };
  });
}
