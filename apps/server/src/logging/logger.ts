import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * The server's logger. No log line carries a secret or a personal identifier: credentials,
 * tokens, cookies and identifying fields are censored wherever they appear in a logged object,
 * and errors are stripped of query parameter values (a failing insert of a user would otherwise
 * log the argon2 hash and the national code it was given) and of the values PostgreSQL quotes
 * in its messages.
 */

/** Field names whose values are never logged, at the top of a log object or one level down. */
const sensitiveFields = [
  'password',
  'confirm_password',
  'old_password',
  'password_hash',
  'password_repeat',
  'token',
  'access',
  'refresh',
  'secret',
  'authorization',
  'cookie',
  'national_code',
  'mobile',
  'phone',
  'phone_number',
  'email',
  'params',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...sensitiveFields,
  ...sensitiveFields.map((field) => `*.${field}`),
];

const censor = '[redacted]';

type ErrorLike = Error & Record<string, unknown>;

/** The parameter list drizzle appends to a failed query's message ("Failed query: …\nparams: …"). */
const paramsSuffix = /\n?params:[\s\S]*$/;
/**
 * Values PostgreSQL quotes in a message or detail: `Key (national_code)=(0012345678)`, and
 * `invalid input syntax for type uuid: "…"` (names of constraints, also quoted, are kept).
 */
const quotedValues = /=\([\s\S]*?\)(?=[ .,]|$)|: "[^"]*"/g;

const cleanText = (text: string) =>
  text.replace(paramsSuffix, '').replace(quotedValues, (m) => (m.startsWith('=') ? '=(…)' : ': "…"'));

/** A copy of an error (and its causes) with no parameter values and no quoted values. */
export function scrubError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const source = error as ErrorLike;
  const message = cleanText(source.message);
  const copy = new Error(message) as ErrorLike;
  Object.defineProperty(copy, 'name', { value: source.name, enumerable: false, writable: true });
  const frames = (source.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  copy.stack = [`${source.name}: ${message}`, ...frames].join('\n');
  for (const key of Object.keys(source)) {
    if (['params', 'cause', 'name', 'message', 'stack'].includes(key)) continue;
    const value = source[key];
    copy[key] =
      typeof value === 'string'
        ? cleanText(value)
        : value instanceof Error
          ? scrubError(value, depth + 1)
          : value;
  }
  if (source.cause !== undefined) copy.cause = scrubError(source.cause, depth + 1);
  return copy;
}

/** A URL with the values of its query string left out (searches carry names and national codes). */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor },
    serializers: { err: (error: unknown) => pino.stdSerializers.err(scrubError(error) as Error) },
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
