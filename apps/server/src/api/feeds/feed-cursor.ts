import { ApiError } from '../../http/api-error';
import { message } from '../../i18n/messages';

/**
 * A feed's cursor: the sort key of the last row read — the writing transaction's id, then what
 * tells rows of one transaction apart — as decimal texts, opaque to clients (base64url of JSON).
 * Nothing in it depends on the process, so a cursor keeps working across restarts.
 */
export type CursorParts = string[];

const integerText = /^-?\d{1,20}$/;

export function encodeCursor(parts: CursorParts): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The parts of a cursor given as `?after=`, or a localized 400 on `after`. */
export function decodeCursor(text: string, length: number): CursorParts {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  const valid =
    Array.isArray(parts) &&
    parts.length === length &&
    parts.every((part) => typeof part === 'string' && integerText.test(part)) &&
    !(parts[0] as string).startsWith('-');
  if (!valid) throw ApiError.validation((locale) => ({ after: [message(locale, 'badFeedCursor')] }));
  return parts as CursorParts;
}
