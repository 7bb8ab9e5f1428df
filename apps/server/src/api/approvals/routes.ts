import { approvalDecisionInput, approvalSchema, approvalStatuses } from '@navgan/domain/resources/approval';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { flag, oneOf, pageNumber, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { idParams, pageAnswerOf, typedContract, typedRoutes } from '../../http/route-contract';
import { decideApproval, listApprovals } from './approval-queries';

const inboxQuery = queryOf({
  status: oneOf('status', approvalStatuses),
  mine: flag('mine', 'true: the caller’s own requests instead of those they may decide.'),
  page: pageNumber,
});

/**
 * `users/approvals/`: the inbox. It lists what the caller may decide (approve on its resource)
 * and, with `mine=true`, their own requests. Accepting replays the held-back write through the
 * same code as a direct write, re-validated against the data as it is now, in one transaction
 * with the decision: a write that is no longer valid answers 400 and stays pending.
 */
export async function approvalRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;
  app.get(
    '/users/approvals/',
    typedContract({ query: inboxQuery, answer: pageAnswerOf(approvalSchema) }),
    async (request) => {
      const { status, mine } = request.query;
      const at = pageRequest(request);
      const filter = { status, mine: mine === true };
      const { count, results } = await listApprovals(db, tenantOf(request), filter, at);
      return pageOf(request, at, count, results);
    },
  );

  for (const [path, decision] of [
    ['/users/approvals/:id/accept/', 'accepted'],
    ['/users/approvals/:id/reject/', 'rejected'],
  ] as const)
    app.post(
      path,
      typedContract({ params: idParams, body: approvalDecisionInput, answer: approvalSchema }),
      async (request) => {
        const decided = await decideApproval(
          db,
          ctx.approvalTargets,
          tenantOf(request),
          request.params.id,
          decision,
          request.body.comment,
        );
        if (!decided) throw ApiError.notFound();
        return decided;
      },
    );
}
