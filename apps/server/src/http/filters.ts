import { maxRecordId } from '@navgan/domain/constants';
import { toLatinDigits } from '@navgan/domain/digits';
import { message } from '../i18n/messages';
import { ApiError } from './api-error';

/**
 * Reads a DRF `__in` filter given as a comma list ("3,5,8"). Absent or empty means no filter
 * (undefined); any part that is not a whole number answers 400 for that parameter.
 */
export function idListParam(query: unknown, name: string): number[] | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === '') return undefined;
  const text = Array.isArray(raw) ? raw.join(',') : String(raw);
  const parts = toLatinDigits(text)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // Record ids only: digits, within PostgreSQL's integer (a longer one is a 400, not a 500).
  const ids = parts.map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : Number.NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 0 || id > maxRecordId)) {
    throw new ApiError(400, (locale) => ({ [name]: [message(locale, 'wholeNumberList')] }));
  }
  return [...new Set(ids)];
}

/** Reads a DRF boolean filter such as `company_vehicle__isnull=true`. */
export function boolParam(query: unknown, name: string): boolean | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === '') return undefined;
  const text = String(raw).toLowerCase();
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  return undefined;
}

/** Reads a whole-number parameter within bounds (`?hours=6`); absent means the fallback, anything else 400s. */
export function boundedIntParam(
  query: unknown,
  name: string,
  bounds: { min: number; max: number; fallback: number },
): number {
  const raw = (query as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === '') return bounds.fallback;
  const value = Number(toLatinDigits(String(raw)).trim());
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw new ApiError(400, (locale) => ({
      [name]: [message(locale, 'wholeNumberRange', { min: bounds.min, max: bounds.max })],
    }));
  }
  return value;
}
