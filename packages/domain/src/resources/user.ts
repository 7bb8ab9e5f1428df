import { z } from 'zod';
import { passwordSchema, usernameSchema } from '../auth';
import { passwordSimilarity } from '../password-rules';
import { flag } from './extra-fields';
import { optionalText, refList } from './fields';

const idList = refList();

/** `PUT users/{id}/`: everything but the password (which has its own route). */
export const userInput = z.object({
  // Refused, not lower-cased: a username is typed as it will be used to sign in.
  username: z.string({ error: 'required' }).trim().pipe(usernameSchema),
  first_name: optionalText(150),
  last_name: optionalText(150),
  email: z.preprocess(
    (v) => (v == null ? '' : v),
    z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(254, { error: 'maxLength' })
        .pipe(z.email({ error: 'invalid' })),
    ]),
  ),
  // Forms keep switches as 'true'/'false'; flag() reads those as well as JSON booleans.
  is_active: flag(true),
  is_superuser: flag(false),
  organizations: idList,
  policies: idList,
});

/** The password pair of the user form and of `PUT users/{id}/passwords/`. */
export const userPasswordInput = z
  .object({ password: passwordSchema, confirm_password: z.string({ error: 'required' }) })
  .refine((value) => value.password === value.confirm_password, {
    error: 'passwordMismatch',
    path: ['confirm_password'],
  });

/** `POST users/`: the user and their first password, which must not resemble the user. */
export const newUserInput = userInput
  .extend({ password: passwordSchema, confirm_password: z.string({ error: 'required' }) })
  .refine((value) => value.password === value.confirm_password, {
    error: 'passwordMismatch',
    path: ['confirm_password'],
  })
  .superRefine((value, ctx) => {
    const similar = passwordSimilarity(value.password, value);
    if (similar)
      ctx.addIssue({ code: 'custom', message: similar, path: ['password'], input: value.password });
  });
export type UserInput = z.input<typeof userInput>;
export type NewUserInput = z.input<typeof newUserInput>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  date_joined: z.string(),
  organizations: z.array(z.number().int()),
  policies: z.array(z.number().int()),
});
export type User = z.infer<typeof userSchema>;

/** `GET users/summaries/` and the people named in approvals and the audit trail. */
export const userSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
