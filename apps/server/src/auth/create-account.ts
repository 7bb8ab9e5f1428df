import { passwordSchema, usernameSchema } from '@navgan/domain/auth';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { seedDefaultPolicies } from '../access/default-policies';
import type { Db } from '../db/database';
import { companies, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { validate } from '../http/validate';
import { checkPasswordStrength } from './password-strength';
import { hashPassword } from './passwords';

export const newAccountSchema = z.object({
  company: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'maxLength' }),
  username: z.string().trim().pipe(usernameSchema),
  password: passwordSchema,
  first_name: z.string().trim().max(150, { error: 'maxLength' }).default(''),
  last_name: z.string().trim().max(150, { error: 'maxLength' }).default(''),
  email: z.string().trim().max(254, { error: 'maxLength' }).default(''),
  is_superuser: z.boolean().default(true),
});
export type NewAccount = z.input<typeof newAccountSchema>;

/**
 * Creates a company (or reuses the one with that name) and a staff user in it. Used by the
 * production `create-admin` command and by tests; the users API of a later issue builds on the
 * same rules.
 */
export async function createAccount(db: Db, input: NewAccount) {
  const account = validate(newAccountSchema, input);
  checkPasswordStrength(account.password, account);
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, account.username))
    .limit(1);
  if (taken[0]) {
    throw ApiError.validation((locale) => ({
      username: [catalogueOf(locale).messages.validation.usernameTaken],
    }));
  }
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, account.company))
      .limit(1);
    const companyId =
      found[0]?.id ??
      (await tx.insert(companies).values({ name: account.company }).returning({ id: companies.id }))[0]?.id;
    if (companyId === undefined) throw new Error('company was not created');
    await seedDefaultPolicies(tx as unknown as Db, companyId);
    const [user] = await tx
      .insert(users)
      .values({
        company_id: companyId,
        username: account.username,
        password: passwordHash,
        first_name: account.first_name,
        last_name: account.last_name,
        email: account.email,
        is_superuser: account.is_superuser,
        type: 1,
      })
      .returning({ id: users.id, company_id: users.company_id, username: users.username });
    if (!user) throw new Error('user was not created');
    return user;
  });
}
