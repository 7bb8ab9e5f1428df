import { loginSchema } from '@navgan/domain/auth';
import type { Credentials } from './log-in';

export { logIn } from './log-in';

export type LoginField = 'username' | 'password';

export type LoginCheck =
  | { ok: true; credentials: Credentials }
  | { ok: false; errors: Partial<Record<LoginField, string>> };

/**
 * The login form's values through the domain's login schema (the rules the server applies):
 * the normalised credentials, or the first message key per field.
 */
export function checkLogin(values: Record<LoginField, string>): LoginCheck {
  const result = loginSchema.safeParse(values);
  if (result.success) return { ok: true, credentials: result.data };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
