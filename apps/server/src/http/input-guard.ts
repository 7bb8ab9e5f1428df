import type { Locale } from '@navgan/domain/locales';
import { nonFieldErrors } from '@navgan/domain/validation-issues';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MessageKey, message } from '../i18n/messages';
import { ApiError } from './api-error';

/**
 * The guard every request passes before a route sees it: the body must be UTF-8 JSON no deeper
 * than `maxJsonDepth`, and no text in the body or the query string may carry a control character
 * (NUL and the like: PostgreSQL refuses NUL in text, and no form types them) or a broken UTF-16
 * pair. Each refusal is a 400 naming the field, in the caller's language; nothing reaches a route.
 */

/** Arrays and objects inside each other: geofence polygons need 4 levels, nothing needs 32. */
export const maxJsonDepth = 32;

// Tab, line feed and carriage return are text (multi-line descriptions); the other C0 controls
// and DEL are not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Half of a UTF-16 pair without its other half: JSON's \ud800 escapes can make one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function registerInputGuard(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook('onRequest', async (request) => checkQueryString(request));
}

/** UTF-8 → JSON → depth and text checks; an empty body is no body. */
export function parseJsonBody(bytes: Buffer): unknown {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw refusal(nonFieldErrors, 'invalidEncoding');
  }
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ApiError.detail(400, 'malformedJson');
  }
  // Every route takes an object (DRF style); `null` or `[]` read as "no fields" would, for a PUT,
  // replace a record with its defaults.
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw refusal(nonFieldErrors, 'bodyNotObject');
  const problem = findProblem(value, [], 0);
  if (problem) throw refusal(problem.path.length ? problem.path.join('.') : nonFieldErrors, problem.key);
  return value;
}

interface Problem {
  path: string[];
  key: MessageKey;
}

/** The first place in a parsed body that is too deep or holds text that is not plain text. */
function findProblem(value: unknown, path: string[], depth: number): Problem | undefined {
  if (typeof value === 'string') return textProblem(value, path);
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= maxJsonDepth) return { path: path.slice(0, 1), key: 'tooDeep' };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findProblem(item, [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key, path);
    if (keyProblem) return keyProblem;
    const found = findProblem(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

function textProblem(text: string, path: string[]): Problem | undefined {
  if (controlCharacter.test(text)) return { path, key: 'controlCharacter' };
  if (loneSurrogate.test(text)) return { path, key: 'invalidEncoding' };
  return undefined;
}

/**
 * Every query parameter must decode as UTF-8 and hold no control character. Read from the raw URL:
 * the query parser turns undecodable bytes into replacement characters or leaves them encoded.
 */
function checkQueryString(request: FastifyRequest): void {
  const at = request.url.indexOf('?');
  if (at < 0) return;
  for (const pair of request.url.slice(at + 1).split('&')) {
    if (pair === '') continue;
    const [rawName = '', rawValue = ''] = pair.split('=', 2) as [string?, string?];
    const name = decodeOrNull(rawName) ?? nonFieldErrors;
    const value = decodeOrNull(rawValue);
    if (decodeOrNull(rawName) === null || value === null) throw refusal(name, 'invalidEncoding');
    if (controlCharacter.test(name) || controlCharacter.test(value)) throw refusal(name, 'controlCharacter');
  }
}

function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function refusal(field: string, key: MessageKey): ApiError {
  const safeField = controlCharacter.test(field) ? nonFieldErrors : field;
  return ApiError.validation((locale: Locale) => ({ [safeField]: [message(locale, key)] }));
}
