import { tokenRefreshReloadMs } from '@navgan/domain/constants';
import { nonFieldErrors } from '@navgan/domain/validation-issues';
import { isDashboardPath, loginPath } from '../route-rules';
import { type ApiError, isTokenNotValid } from './api-error';

/** One bullet of the error toast: an optional field label and that field's messages. */
export interface ToastLine {
  label?: string;
  messages: string[];
}

export type ErrorMessageKey =
  | 'errors.noAccess'
  | 'errors.network'
  | 'errors.timeout'
  | 'errors.server'
  | 'errors.generic';

export interface ErrorHandlerDeps {
  /** Shows the red toast (errorToastMs) with one bullet per line. */
  notify(lines: ToastLine[]): void;
  navigate(path: string): void;
  reload(): void;
  /** Refreshes the access token (single-flight); true when a new one was stored. */
  refresh(): Promise<boolean>;
  /** Forgets tokens and user data. */
  clearSession(): void;
  schedule(task: () => void, ms: number): void;
  currentPath(): string;
  translate(key: ErrorMessageKey, values?: { status: number }): string;
  /** The translated label of an API field, or the field name itself. */
  labelFor(field: string): string;
}

export interface HandleOptions {
  /** Spec section 8's silent failures: no toast, but an expired token is still refreshed. */
  silent?: boolean;
  /** The caller's own field labels (a resource form's), tried before the app's. */
  fieldLabel?: (field: string) => string | undefined;
}

export type ErrorOutcome = 'ignored' | 'notified' | 'refreshed' | 'loggedOut' | 'noAccess';

/** Keys of an error body that are machine-readable and never shown. */
const hiddenKeys = new Set(['code', 'status_code']);

function leafMessages(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leafMessages);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leafMessages);
  return [];
}

/**
 * The bullets of spec section 8 for an error body: every field whose value is a list or an
 * object gives its label and messages; a plain string value (such as `detail`) gives itself
 * when `includeStrings` is set.
 */
export function errorBodyLines(
  body: unknown,
  labelFor: (field: string) => string,
  includeStrings: boolean,
): ToastLine[] {
  if (Array.isArray(body)) {
    const messages = leafMessages(body);
    return messages.length ? [{ messages }] : [];
  }
  if (typeof body !== 'object' || body === null) return [];
  const lines: ToastLine[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (hiddenKeys.has(field)) continue;
    if (typeof value === 'string') {
      if (includeStrings && value.trim()) lines.push({ messages: [value] });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const messages = leafMessages(value);
    if (!messages.length) continue;
    lines.push(field === nonFieldErrors ? { messages } : { label: labelFor(field), messages });
  }
  return lines;
}

/**
 * The one handler every failed request goes through (spec section 8). It never throws; the
 * caller rethrows the error so its own spinner stops.
 */
export async function handleApiError(
  error: ApiError,
  deps: ErrorHandlerDeps,
  options: HandleOptions = {},
): Promise<ErrorOutcome> {
  const notify = (lines: ToastLine[]): ErrorOutcome => {
    if (options.silent || !lines.length) return 'ignored';
    deps.notify(lines);
    return 'notified';
  };

  switch (error.kind) {
    case 'aborted':
      return 'ignored';
    case 'network':
      return notify([{ messages: [deps.translate('errors.network')] }]);
    case 'timeout':
      return notify([{ messages: [deps.translate('errors.timeout')] }]);
    default:
      break;
  }

  const labelFor = (field: string) => options.fieldLabel?.(field) ?? deps.labelFor(field);

  if (error.status === 403 && isTokenNotValid(error)) {
    if (await deps.refresh()) {
      deps.schedule(deps.reload, tokenRefreshReloadMs);
      return 'refreshed';
    }
    deps.clearSession();
    deps.navigate(loginPath);
    return 'loggedOut';
  }

  if (error.status === 403) {
    if (!isDashboardPath(deps.currentPath())) {
      if (options.silent) return 'ignored';
      deps.notify([{ messages: [deps.translate('errors.noAccess')] }]);
      return 'noAccess';
    }
    return notify(errorBodyLines(error.body, labelFor, false));
  }

  if (error.status === 404) return 'ignored';

  const lines = errorBodyLines(error.body, labelFor, true);
  if (lines.length) return notify(lines);
  const key = error.status >= 500 ? 'errors.server' : 'errors.generic';
  return notify([{ messages: [deps.translate(key, { status: error.status })] }]);
}
