import { z } from 'zod';
import { passwordPairSchema } from './auth';

/**
 * Body of `PUT users/change-password/` (the setting/change-password page): the current password,
 * and the new one twice under the rules of spec section 5.
 */
export const changePasswordSchema = z.intersection(
  z.object({ old_password: z.string({ error: 'required' }).min(1, { error: 'required' }) }),
  passwordPairSchema,
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
