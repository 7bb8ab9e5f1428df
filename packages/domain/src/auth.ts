import { z } from 'zod';
import type { Access } from './access';
import { loginUsernameMin, passwordMax, passwordMin, usernameMax } from './constants';
import { isOneCharacterRepeated } from './password-rules';

/** Login form and `POST users/token/` body. The username is lower-cased before it is sent. */
export const loginSchema = z.object({
  username: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(loginUsernameMin, { error: 'minLength' })
    .transform((value) => value.toLowerCase()),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const refreshSchema = z.object({
  refresh: z.string({ error: 'required' }).min(1, { error: 'required' }),
});

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Answer of `POST users/token/refresh/`; refresh tokens rotate, so a new one comes back too. */
export const refreshedTokenSchema = z.object({ access: z.string(), refresh: z.string().optional() });

/** Staff type whose name the client shows (spec section 3: only type 1 users get their name set). */
export const officeStaffType = 1;

export const currentUserSchema = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    type: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  company: z.number().int(),
  /** What the user may see and do (menu, buttons, routes); `access.ts`. */
  access: z.custom<Access>((value) => typeof value === 'object' && value !== null),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Username rule of the user form (spec section 5). */
export const usernameSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(usernameMax, { error: 'usernameMax' })
  .regex(/^[a-z0-9@./+\-_]+$/, { error: 'usernameInvalid' });

/**
 * Password rule of the user and change-password forms (spec section 5), with Django's maximum
 * length and a guard against one repeated character; similarity to the user's own attributes is
 * checked where they are known (password-rules.ts), the common-password list by the server.
 */
export const passwordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required', abort: true })
  .min(passwordMin, { error: 'passwordMin' })
  .max(passwordMax, { error: 'passwordMax' })
  .refine((value) => !/^[0-9]+$/.test(value), { error: 'passwordNumeric' })
  .refine((value) => !isOneCharacterRepeated(value), { error: 'passwordOneCharacter' });

export const passwordPairSchema = z
  .object({ password: passwordSchema, password_repeat: z.string({ error: 'required' }) })
  .refine((value) => value.password === value.password_repeat, {
    error: 'passwordMismatch',
    path: ['password_repeat'],
  });
