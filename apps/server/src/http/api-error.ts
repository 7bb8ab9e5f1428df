import type { Locale } from '@navgan/domain/locales';
import type { FieldErrors } from '@navgan/domain/validation-issues';
import { type MessageKey, message } from '../i18n/messages';

/**
 * An error with a DRF-shaped body. Thrown anywhere in a route; the app's error handler renders
 * it in the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: (locale: Locale) => Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(`API error ${statusCode}`);
  }

  static detail(statusCode: number, key: MessageKey, extra: Record<string, unknown> = {}, params = {}) {
    return new ApiError(statusCode, (locale) => ({ detail: message(locale, key, params), ...extra }));
  }

  static notFound() {
    return ApiError.detail(404, 'notFound');
  }

  /** Expired, invalid or missing access token: 403 with code token_not_valid (spec section 8). */
  static tokenNotValid() {
    return ApiError.detail(403, 'tokenNotValid', { code: 'token_not_valid' });
  }

  static permissionDenied() {
    return ApiError.detail(403, 'permissionDenied', { code: 'permission_denied' });
  }

  static validation(errors: (locale: Locale) => FieldErrors) {
    return new ApiError(400, errors);
  }

  /** A 400 with one message per field, each rendered in the caller's language. */
  static fieldMessages(messages: Record<string, (locale: Locale) => string>) {
    return ApiError.validation((locale) =>
      Object.fromEntries(Object.entries(messages).map(([field, text]) => [field, [text(locale)]])),
    );
  }
}
