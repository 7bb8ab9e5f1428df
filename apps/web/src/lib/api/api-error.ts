export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

/** Every failed API call rejects with one of these, after the global error handler has run. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  /** Parsed JSON body of the answer, the raw text when it is not JSON, or null. */
  readonly body: unknown;
  readonly path: string;

  constructor(kind: ApiErrorKind, path: string, status = 0, body: unknown = null) {
    super(kind === 'http' ? `HTTP ${status} for ${path}` : `${kind} for ${path}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.path = path;
    this.status = status;
    this.body = body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The DRF/simplejwt answer for a missing, expired or revoked token. */
export function isTokenNotValid(error: ApiError): boolean {
  const body = error.body;
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    (body as Record<string, unknown>).code === 'token_not_valid'
  );
}

/**
 * A write the server held for an approver (202 `{detail, approval}`): nothing changed yet. The
 * request rejects with this so no caller takes the answer for the saved record.
 */
export class HeldForApproval extends Error {
  readonly detail: string;
  readonly approval: unknown;
  readonly path: string;

  constructor(path: string, detail: string, approval: unknown) {
    super(detail);
    this.name = 'HeldForApproval';
    this.path = path;
    this.detail = detail;
    this.approval = approval;
  }
}

export function isHeldForApproval(value: unknown): value is HeldForApproval {
  return value instanceof HeldForApproval;
}

/** Whether a 202 answer is the approval-held shape. */
export function heldAnswer(status: number, body: unknown): { detail: string; approval: unknown } | null {
  if (status !== 202 || typeof body !== 'object' || body === null || !('approval' in body)) return null;
  const detail = (body as { detail?: unknown }).detail;
  return {
    detail: typeof detail === 'string' ? detail : '',
    approval: (body as { approval: unknown }).approval,
  };
}
