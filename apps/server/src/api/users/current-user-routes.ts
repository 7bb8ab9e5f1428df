import type { CurrentUser } from '@navgan/domain/auth';
import { currentUserSchema } from '@navgan/domain/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { contract } from '../../http/route-contract';

export async function currentUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** The signed-in staff member, their company id and what they may see and do (spec section 7, session). */
  app.get(
    '/users/office-staffs/',
    contract({ summary: 'The signed-in user.', answer: currentUserSchema }),
    async (request): Promise<CurrentUser> => {
      const { userId } = tenantOf(request);
      const rows = await ctx.database.db
        .select({
          id: users.id,
          username: users.username,
          type: users.type,
          first_name: users.first_name,
          last_name: users.last_name,
          company: users.company_id,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      const row = rows[0];
      if (!row) throw ApiError.notFound();
      return {
        user: {
          id: row.id,
          username: row.username,
          type: row.type,
          first_name: row.first_name,
          last_name: row.last_name,
        },
        company: row.company,
        access: tenantOf(request).caller.access,
      };
    },
  );
}
