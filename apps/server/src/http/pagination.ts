import { maxRecordId, pageSize } from '@navgan/domain/constants';
import { toLatinDigits } from '@navgan/domain/digits';
import type { FastifyRequest } from 'fastify';
import { message } from '../i18n/messages';
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

/** The last page anyone may ask for: its offset stays a 32-bit row number. */
const maxPage = Math.floor(maxRecordId / pageSize);

/**
 * Reads DRF's `?p=` page number (1-based). Text that is not a whole number (`1e300`, `-1`, `x`) is
 * a 400 on `p`; page 0 or a page past the end is DRF's 404 "Invalid page.".
 */
export function pageRequest(request: FastifyRequest): PageRequest {
  // From the URL itself: a route's contract replaces `request.query` with what it parsed.
  const given = new URL(request.url, 'http://relative.invalid').searchParams.getAll('p');
  const raw: unknown = given.length > 1 ? given : given[0];
  if (raw === undefined || raw === '') return { page: 1, limit: pageSize, offset: 0 };
  const text = typeof raw === 'string' ? toLatinDigits(raw).trim() : '';
  if (!/^\d+$/.test(text)) throw ApiError.validation((locale) => ({ p: [message(locale, 'pageParam')] }));
  const page = text.length > 10 ? Number.POSITIVE_INFINITY : Number(text);
  if (page < 1 || page > maxPage) throw ApiError.detail(404, 'invalidPage');
  return { page, limit: pageSize, offset: (page - 1) * pageSize };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL: where clients reach the server; pagination links start with it. */
    publicUrl: string | undefined;
  }
}

/**
 * Builds `{count, next, previous, results}`. Links are absolute as DRF's when PUBLIC_URL is
 * configured, relative otherwise; never built from the Host header, which the client chooses.
 */
export function pageOf<T>(request: FastifyRequest, at: PageRequest, count: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / at.limit));
  if (at.page > lastPage) throw ApiError.detail(404, 'invalidPage');
  const base = request.server.publicUrl?.replace(/\/+$/, '') ?? '';
  const link = (page: number) => {
    const url = new URL(request.url, 'http://relative.invalid');
    if (page === 1) url.searchParams.delete('p');
    else url.searchParams.set('p', String(page));
    return `${base}${url.pathname}${url.search}`;
  };
  return {
    count,
    next: at.page < lastPage ? link(at.page + 1) : null,
    previous: at.page > 1 ? link(at.page - 1) : null,
    results,
  };
}
