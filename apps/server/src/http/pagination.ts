import { pageSize } from '@navgan/domain/constants';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** Reads DRF's `?p=` page number (1-based); anything that is not a positive whole number is a 404 "Invalid page.". */
export function pageRequest(request: FastifyRequest): PageRequest {
  const raw = (request.query as Record<string, unknown> | undefined)?.p;
  const page = raw === undefined || raw === '' ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1) throw ApiError.detail(404, 'invalidPage');
  return { page, limit: pageSize, offset: (page - 1) * pageSize };
}

/** Builds `{count, next, previous, results}` with absolute next/previous links as DRF does. */
export function pageOf<T>(request: FastifyRequest, at: PageRequest, count: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / at.limit));
  if (at.page > lastPage) throw ApiError.detail(404, 'invalidPage');
  const link = (page: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    if (page === 1) url.searchParams.delete('p');
    else url.searchParams.set('p', String(page));
    return url.toString();
  };
  return {
    count,
    next: at.page < lastPage ? link(at.page + 1) : null,
    previous: at.page > 1 ? link(at.page - 1) : null,
    results,
  };
}
