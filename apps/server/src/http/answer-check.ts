import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorAnswers } from './route-contract';

/** An answer that is not what the OpenAPI document promises. */
export interface ContractBreach {
  route: string;
  status: number;
  problem: string;
}

const badInput = errorAnswers.fieldErrors.or(errorAnswers.detail);

/** The schema an answer with this status must match, when the document declares one. */
function declaredSchema(status: number, answer: z.ZodType | undefined, body: unknown): z.ZodType | undefined {
  // 202 is either a write held back for approval (it names the approval) or work accepted to run
  // later (a rebuild job), which is the route's own answer.
  const heldBack = typeof body === 'object' && body !== null && 'approval' in body;
  if (status === 202 && heldBack) return errorAnswers.sentForApproval;
  if (status >= 200 && status < 300) return answer;
  if (status === 400) return badInput;
  if (status === 401 || status === 403 || status === 404 || status === 429) return errorAnswers.detail;
  return undefined;
}

/**
 * Checks every JSON answer against the route's declared answer and the documented error shapes,
 * and reports each breach (the API suite turns one into a failure). Off in production.
 */
export function registerAnswerCheck(app: FastifyInstance, report: (breach: ContractBreach) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json'))
      return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      report({
        route: `${request.method} ${request.routeOptions.url}`,
        status: reply.statusCode,
        problem: 'not JSON',
      });
      return payload;
    }
    const schema = declaredSchema(reply.statusCode, request.routeOptions.config?.contract?.answer, body);
    if (!schema) return payload;
    const result = schema.safeParse(body);
    if (!result.success)
      report({
        route: `${request.method} ${request.routeOptions.url ?? request.url}`,
        status: reply.statusCode,
        problem: result.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
          .join('; '),
      });
    return payload;
  });
}
