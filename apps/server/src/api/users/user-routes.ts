import {
  newUserInput,
  userInput,
  userPasswordInput,
  userSchema,
  userSummarySchema,
} from '@navgan/domain/resources/user';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isHeldBack, queueApproval } from '../../access/approval-queue';
import { guardKeyGrant, guardPasswordReset, guardUserCreate, guardUserUpdate } from '../../access/user-guard';
import type { AppContext } from '../../app-context';
import { checkPasswordStrength } from '../../auth/password-strength';
import { hashPassword } from '../../auth/passwords';
import type { Tenant } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { pageNumber, queryOf, searchText } from '../../http/query-params';
import { type AuthUser, tenantOf } from '../../http/request-context';
import { idParams, pageAnswerOf, typedContract, typedRoutes } from '../../http/route-contract';
import { validate } from '../../http/validate';
import { message } from '../../i18n/messages';
import {
  checkUser,
  findUser,
  insertUser,
  listUsers,
  presentUsers,
  setUserPassword,
  updateUser,
  userSummaryList,
} from './user-queries';

const search = searchText('search', 'Text in the username, names or email.');

/**
 * `users/`: the company's staff (spec section 7). Usernames are unique across the installation
 * because login names no company. A write the caller's policies hold back goes to the inbox.
 */
export async function userRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  ctx.approvalTargets.register('users/', {
    async apply(rc, approval) {
      const stored = approval.body as { values: unknown; password_hash?: string };
      const auth = rc.tenant as AuthUser;
      const values = validate(userInput, stored.values, 'users');
      if (approval.action === 'add')
        return (await insertUser(rc.db, auth, values, stored.password_hash ?? '')).id;
      return (await updateUser(rc.db, ctx.sessions, auth, approval.record_id ?? 0, values)).id;
    },
  });

  app.get(
    '/users/',
    typedContract({ query: queryOf({ search, page: pageNumber }), answer: pageAnswerOf(userSchema) }),
    async (request) => {
      const at = pageRequest(request);
      const { count, results } = await listUsers(db, tenantOf(request), request.query.search, at);
      return pageOf(request, at, count, results);
    },
  );

  app.get(
    '/users/summaries/',
    typedContract({ query: queryOf({ search }), answer: z.array(userSummarySchema) }),
    async (request) => userSummaryList(db, tenantOf(request), request.query.search),
  );

  const existing = async (tenant: Tenant, id: number) => {
    const row = await findUser(db, tenant, id);
    if (!row) throw ApiError.notFound();
    return row;
  };

  app.get('/users/:id/', typedContract({ params: idParams, answer: userSchema }), async (request) => {
    const row = await existing(tenantOf(request), request.params.id);
    return (await presentUsers(db, [row]))[0];
  });

  app.post(
    '/users/',
    typedContract({ body: newUserInput, labels: 'users', answer: userSchema }),
    async (request, reply) => {
      const auth = tenantOf(request);
      const { password, confirm_password: _, ...values } = request.body;
      guardUserCreate(auth, values);
      await guardKeyGrant(db, auth, values);
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
    },
  );

  app.put(
    '/users/:id/',
    typedContract({ params: idParams, body: userInput, labels: 'users', answer: userSchema }),
    async (request, reply) => {
      const auth = tenantOf(request);
      const current = await existing(auth, request.params.id);
      const values = request.body;
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
      return updateUser(db, ctx.sessions, auth, current.id, values);
    },
  );

  /** An administrator sets a user's password; every session of that user ends. */
  app.put(
    '/users/:id/passwords/',
    typedContract({
      params: idParams,
      body: userPasswordInput,
      labels: 'users',
      answer: z.object({ id: z.number().int(), detail: z.string() }),
    }),
    async (request) => {
      const auth = tenantOf(request);
      const current = await existing(auth, request.params.id);
      await guardPasswordReset(db, auth, current);
      const { password } = request.body;
      checkPasswordStrength(password, current);
      await setUserPassword(
        db,
        ctx.sessions,
        auth,
        current.id,
        await hashPassword(password),
        ctx.clock.now(),
      );
      return { id: current.id, detail: message(request.locale, 'passwordChanged') };
    },
  );
}
