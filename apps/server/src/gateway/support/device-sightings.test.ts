import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightingsOf } from '../../api/devices/device-support-queries';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema';
import { devices } from '../../db/vehicle-schema';
import { openPreparedTestDatabase } from '../../test/test-database';
import { DeviceSightings } from './device-sightings';

describe('which devices are connected, with several gateway nodes', () => {
  let database: Database;
  let onA: number;
  let onB: number;
  const connected = async () => {
    const seen = await sightingsOf(database.db, [onA, onB]);
    return { onA: seen.get(onA)?.connected, onB: seen.get(onB)?.connected };
  };
  const heartbeat = (node: string, secondsAgo: number) =>
    database.db.execute(sql`insert into cluster_nodes (node_id, roles, seen_at)
      values (${node}, '{gateway}', now() - ${secondsAgo} * interval '1 second')
      on conflict (node_id) do update set seen_at = excluded.seen_at`);

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const [company] = await database.db.insert(companies).values({ name: 'Sightings Co' }).returning();
    const [a, b] = await database.db
      .insert(devices)
      .values([
        { company_id: company?.id as number, imei: 'sighting-a', protocol: 'gt06' },
        { company_id: company?.id as number, imei: 'sighting-b', protocol: 'gt06' },
      ])
      .returning();
    onA = a?.id as number;
    onB = b?.id as number;
  });
  afterAll(() => database.close());

  it("a node starting again clears its own connections, not another live node's", async () => {
    await heartbeat('node-a', 0);
    await heartbeat('node-b', 0);
    const a = new DeviceSightings(database.db, 'node-a');
    const b = new DeviceSightings(database.db, 'node-b');
    a.connected(onA);
    a.seen(onA, new Date(), '10.0.0.1:5000');
    b.connected(onB);
    b.seen(onB, new Date(), '10.0.0.2:5000');
    await Promise.all([a.flush(), b.flush()]);
    expect(await connected()).toEqual({ onA: true, onB: true });

    await new DeviceSightings(database.db, 'node-b').clearConnections();
    expect(await connected()).toEqual({ onA: true, onB: false });
  });

  it('a connection held by a node that went silent is not shown as connected', async () => {
    const b = new DeviceSightings(database.db, 'node-b');
    b.connected(onB);
    b.seen(onB, new Date(), '10.0.0.2:5000');
    await b.flush();
    await heartbeat('node-a', 60);
    expect(await connected()).toEqual({ onA: false, onB: true });
    // And the next gateway to start clears the dead node's flag for good.
    await new DeviceSightings(database.db, 'node-c').clearConnections();
    await heartbeat('node-a', 0);
    expect(await connected()).toEqual({ onA: false, onB: true });
  });

  it('one process alone (no cluster nodes) believes its flags', async () => {
    await database.db.execute(sql`delete from cluster_nodes`);
    const only = new DeviceSightings(database.db, 'solo');
    only.connected(onA);
    only.seen(onA, new Date(), '10.0.0.1:5001');
    await only.flush();
    expect((await connected()).onA).toBe(true);
  });
});
