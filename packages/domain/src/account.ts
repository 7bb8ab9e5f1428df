import { z } from 'zod';
import { passwordPairSchema } from './auth';
import type { FieldLabels } from './validation-messages';

/**
 * Body of `PUT users/change-password/` (the setting/change-password page): the current password,
 * and the new one twice under the rules of spec section 5.
 */
export const changePasswordSchema = z.intersection(
  z.object({ old_password: z.string({ error: 'required' }).min(1, { error: 'required' }) }),
  passwordPairSchema,
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changePasswordLabels: FieldLabels = {
  fa: { old_password: 'رمز عبور فعلی', password: 'رمز عبور جدید', password_repeat: 'تکرار رمز عبور جدید' },
  en: { old_password: 'Current password', password: 'New password', password_repeat: 'New password repeat' },
  tr: { old_password: 'Mevcut şifre', password: 'Yeni şifre', password_repeat: 'Yeni şifre tekrarı' },
};
