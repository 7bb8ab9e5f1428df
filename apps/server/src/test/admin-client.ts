import pg from 'pg';

/** One short connection to the PostgreSQL server of TEST_DATABASE_URL, for create/drop database. */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
