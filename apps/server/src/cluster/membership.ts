import { sql } from 'drizzle-orm';
import type { NodeRole } from '../config';
import type { Db } from '../db/database';
import { pgArrayLiteral, rowsOf } from '../db/sql-helpers';

/** How long a node may stay silent before the others take it for dead (and its leases run out soon after). */
const nodeSilentAfterMs = 6_000;

/** On a `cluster_nodes` row: the node is alive (heard from within `nodeSilentAfterMs`). */
export const nodeHeardLately = sql`cluster_nodes.seen_at > now() - ${nodeSilentAfterMs} * interval '1 millisecond'`;

/** This node's entry among the cluster's nodes: written at start and on every heartbeat, removed at a clean stop. */
export class Membership {
  constructor(
    private readonly db: Db,
    readonly nodeId: string,
    private readonly roles: ReadonlySet<NodeRole>,
  ) {}

  async beat(): Promise<void> {
    await this.db.execute(sql`
      insert into cluster_nodes (node_id, roles) values (${this.nodeId}, ${pgArrayLiteral([...this.roles])}::text[])
      on conflict (node_id) do update set roles = excluded.roles, seen_at = now()`);
  }

  /** The nodes heard from lately that run `role`, by id. */
  async liveNodes(role: NodeRole): Promise<string[]> {
    const rows = rowsOf<{ node_id: string }>(
      await this.db.execute(sql`
        select node_id from cluster_nodes
         where ${role} = any(roles) and ${nodeHeardLately}
         order by node_id`),
    );
    return rows.map((row) => row.node_id);
  }

  async leave(): Promise<void> {
    await this.db.execute(sql`delete from cluster_nodes where node_id = ${this.nodeId}`);
  }
}
