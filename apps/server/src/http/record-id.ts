import { maxRecordId } from '@navgan/domain/constants';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/**
 * The one reader of a record id in a path (`drivers/{id}/`): digits only, 1..2^31-1. Anything else
 * (`2147483648`, `1e3`, `-1`, `%00`) cannot name a record, so it is the same 404 as a missing one.
 */
export function recordIdParam(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > maxRecordId) throw ApiError.notFound();
  return id;
}
