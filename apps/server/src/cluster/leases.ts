import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pgArrayLiteral, rowsOf } from '../db/sql-helpers';

/**
 * Named leases in PostgreSQL, timed by the database's clock (the nodes' clocks may differ): a
 * holder takes a free or expired lease, renews it before it runs out and releases it when it
 * stops. Whoever holds `name` is the one node doing that work; when the holder dies, its lease
 * runs out and another node takes it.
 */
export class Leases {
  constructor(
    private readonly db: Db,
    /** This node's id. */
    readonly holder: string,
  ) {}

  /**
   * Takes or renews each named lease that is free, expired or already this node's, for `ttlMs`;
   * answers the names now held, with their fencing tokens.
   */
  async take(names: string[], ttlMs: number): Promise<Map<string, number>> {
    if (names.length === 0) return new Map();
    const rows = rowsOf<{ name: string; token: number | string }>(
      await this.db.execute(sql`
        insert into cluster_leases as l (name, holder, expires_at)
        select name, ${this.holder}, now() + ${ttlMs} * interval '1 millisecond'
          from unnest(${pgArrayLiteral(names)}::text[]) as n(name)
        on conflict (name) do update
          set holder = excluded.holder, expires_at = excluded.expires_at,
              token = case when l.holder = excluded.holder then l.token else l.token + 1 end
          where l.holder = excluded.holder or l.expires_at < now()
        returning name, token`),
    );
    return new Map(rows.map((row) => [row.name, Number(row.token)]));
  }

  /** Gives the named leases up at once (only those this node holds). */
  async release(names: string[]): Promise<void> {
    if (names.length === 0) return;
    await this.db.execute(sql`
      update cluster_leases set expires_at = now() - interval '1 second'
       where name = any(${pgArrayLiteral(names)}::text[]) and holder = ${this.holder}`);
  }

  /** Who holds the leases whose names start with `prefix`, and until when, from the database's view. */
  async holders(prefix: string): Promise<Map<string, { holder: string; live: boolean }>> {
    const rows = rowsOf<{ name: string; holder: string; live: boolean }>(
      await this.db.execute(sql`
        select name, holder, expires_at >= now() as live from cluster_leases
         where starts_with(name, ${prefix})`),
    );
    return new Map(rows.map((row) => [row.name, { holder: row.holder, live: Boolean(row.live) }]));
  }
}
