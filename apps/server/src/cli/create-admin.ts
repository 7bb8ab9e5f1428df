import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createAccount } from '../auth/create-account';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-database';
import { seedReferenceData } from '../db/seed-reference';
import { ApiError } from '../http/api-error';

const usage = `Creates a company (if new) and an administrator who can sign in to it.

  npm run create-admin -- --company "Pars Logistics" --username ops.admin [--password ...]
                          [--first-name Ali] [--last-name Rezaei] [--email a@b.ir]

Without --password the password is asked for (or read from NAVGAN_ADMIN_PASSWORD).
Uses DATABASE_URL when set, otherwise the embedded database in the data directory.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      company: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      email: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.company || !values.username) {
    process.stdout.write(`${usage}\n`);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const password = values.password ?? process.env.NAVGAN_ADMIN_PASSWORD ?? (await ask('Password: '));

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate(config.migrationsDir);
    await seedReferenceData(database.db);
    const user = await createAccount(database.db, {
      company: values.company,
      username: values.username,
      password,
      first_name: values['first-name'] ?? '',
      last_name: values['last-name'] ?? '',
      email: values.email ?? '',
      is_superuser: true,
    });
    process.stdout.write(
      `Created administrator "${user.username}" (user ${user.id}) in company ${user.company_id}.\n`,
    );
  } catch (error) {
    if (error instanceof ApiError) {
      const body = error.body('en');
      for (const [field, messages] of Object.entries(body)) {
        process.stderr.write(
          `${field}: ${Array.isArray(messages) ? messages.join(' ') : String(messages)}\n`,
        );
      }
      process.exitCode = 1;
    } else throw error;
  } finally {
    await database.close();
  }
}

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('no --password given and no terminal to ask on');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
