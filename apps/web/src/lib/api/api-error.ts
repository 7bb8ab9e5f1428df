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
