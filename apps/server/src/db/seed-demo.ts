import { eq } from 'drizzle-orm';
import { seedDefaultPolicies } from '../api/users/default-policies';
import { hashPassword } from '../auth/passwords';
import type { Db } from './database';
import { companies, notifications, userNotifications, users } from './schema';

export interface DemoLogin {
  username: string;
  password: string;
  created: boolean;
}

export const demoUsername = 'admin';
export const defaultDemoPassword = 'navgan-demo';

/**
 * The demo company and its admin, created once on an empty embedded install so a new user can
 * sign in straight away. Never runs against a production database unless NAVGAN_DEMO is set.
 */
export async function seedDemo(db: Db, password = defaultDemoPassword): Promise<DemoLogin> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, demoUsername))
    .limit(1);
  if (existing[0]) return { username: demoUsername, password, created: false };

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: 'شرکت حمل‌ونقل نمونه ناوگان', en_name: 'Navgan Demo Logistics' })
      .returning({ id: companies.id });
    if (!company) throw new Error('demo company was not created');
    await seedDefaultPolicies(tx as unknown as Db, company.id);
    const [admin] = await tx
      .insert(users)
      .values({
        company_id: company.id,
        username: demoUsername,
        password: passwordHash,
        first_name: 'مدیر',
        last_name: 'ناوگان',
        email: 'admin@navgan.local',
        type: 1,
        is_superuser: true,
      })
      .returning({ id: users.id });
    if (!admin) throw new Error('demo admin was not created');
    const [welcome] = await tx
      .insert(notifications)
      .values({
        company_id: company.id,
        type_id: 5,
        fa_body: 'به ناوگان خوش آمدید. این شرکت نمونه برای آشنایی با سامانه ساخته شده است.',
        en_body: 'Welcome to Navgan. This demo company was created so you can explore the panel.',
      })
      .returning({ id: notifications.id });
    if (welcome) {
      await tx
        .insert(userNotifications)
        .values({ company_id: company.id, user_id: admin.id, notification_id: welcome.id });
    }
  });
  return { username: demoUsername, password, created: true };
}
