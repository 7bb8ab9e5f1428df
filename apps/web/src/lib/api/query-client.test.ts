import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('never retries client errors or aborts', () => {
    expect(shouldRetry(0, new ApiError('http', 'x/', 400))).toBe(false);
    expect(shouldRetry(0, new ApiError('http', 'x/', 403))).toBe(false);
    expect(shouldRetry(0, new ApiError('http', 'x/', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('aborted', 'x/'))).toBe(false);
  });
  it('retries server and network errors once', () => {
    expect(shouldRetry(0, new ApiError('http', 'x/', 503))).toBe(true);
    expect(shouldRetry(0, new ApiError('network', 'x/'))).toBe(true);
    expect(shouldRetry(1, new ApiError('network', 'x/'))).toBe(false);
  });
});
