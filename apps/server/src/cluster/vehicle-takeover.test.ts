import { isoDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/database';
import { fenceEvents, geofences, ruleEvents, rules } from '../db/fence-schema';
import { companies, notifications } from '../db/schema';
import { seedReferenceData } from '../db/seed-reference';
import { rowsOf } from '../db/sql-helpers';
import { companyVehicles, deviceAssignments, devices } from '../db/vehicle-schema';
import { rebuildRollups } from '../derive/rebuild-rollups';
import {
  type ClusterNode,
  clusterTestsEnabled,
  freshClusterDatabase,
  startClusterNode,
  valueWithin,
} from '../test/cluster-nodes';
import { migrationsDir } from '../test/test-database';
import { shardLeaseName, shardOf } from './vehicle-shards';

const nodes: ClusterNode[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.kill()));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const vehicleCount = 6;
const rounds = 60;
const stepS = 10;
/** The stop, inside a forbidden fence: each vehicle enters it once, so one violation each. */
const stopAt = { lat: 35.7, lon: 51.4 };

/** Where vehicle `v` is at round `k`: driving east to the stop, standing there, driving on. */
function fixOf(v: number, k: number) {
  const lat = stopAt.lat + v * 0.01;
  const speedKmh = k < 20 || k >= 40 ? 54 : 0;
  const metresEast = k < 20 ? (k - 20) * 150 : k < 40 ? 0 : (k - 39) * 150;
  return { lat, lon: stopAt.lon + metresEast / 90_000, speedKmh };
}

const waitFor = <T>(read: () => Promise<T | undefined>, what: string, timeoutMs: number) =>
  valueWithin(what, read, timeoutMs);

describe.skipIf(!clusterTestsEnabled)(
  'a vehicle shard owner killed mid-stream (real PostgreSQL, NATS, processes)',
  () => {
    it('moves its vehicles to another worker within 10 s, whose trips, stops and fence events equal a rebuild and whose rule fires once', async () => {
      const fresh = await freshClusterDatabase();
      cleanups.push(fresh.drop);
      const database = await openPostgres(fresh.url, 2);
      cleanups.push(() => database.close());
      await database.migrate(migrationsDir);
      await seedReferenceData(database.db);
      const [company] = await database.db.insert(companies).values({ name: 'Takeover Co' }).returning();
      const companyId = company?.id as number;
      const vehicleIds: number[] = [];
      for (let v = 0; v < vehicleCount; v++) {
        const [vehicle] = await database.db
          .insert(companyVehicles)
          .values({ company_id: companyId, name: `T${v}`, license_plate: `1${v}ب34511` })
          .returning();
        const [device] = await database.db
          .insert(devices)
          .values({ company_id: companyId, imei: `takeover-${v}`, protocol: 'osmand' })
          .returning();
        await database.db.insert(deviceAssignments).values({
          company_id: companyId,
          company_vehicle_id: vehicle?.id as number,
          device_id: device?.id as number,
        });
        vehicleIds.push(vehicle?.id as number);
      }
      await database.db.insert(geofences).values({
        company_id: companyId,
        title: 'Depot',
        color: '#ff0000',
        shape: { type: 'Circle', center: [stopAt.lon, stopAt.lat + 0.03], radius: 5_000 },
        min_lng: stopAt.lon - 0.06,
        min_lat: stopAt.lat - 0.03,
        max_lng: stopAt.lon + 0.06,
        max_lat: stopAt.lat + 0.09,
        forbidden: true,
      });
      // Standing still for two minutes: each vehicle's one stand (rounds 20-39) begins as its owner
      // is killed, so the survivor must fire it once, at the moment the owner would have.
      await database.db.insert(rules).values({
        company_id: companyId,
        title: 'Stood',
        conditions: [{ metric: 'speed', operator: '<', threshold: 10, duration: 2 }],
        company_vehicle_ids: vehicleIds,
      });

      // One gateway; two workers share the shards.
      const gateway = await startClusterNode({ id: 'gw', databaseUrl: fresh.url, roles: 'api,gateway' });
      const workerA = await startClusterNode({ id: 'worker-a', databaseUrl: fresh.url, roles: 'worker' });
      const workerB = await startClusterNode({ id: 'worker-b', databaseUrl: fresh.url, roles: 'worker' });
      nodes.push(gateway, workerA, workerB);
      await Promise.all(nodes.map((node) => node.ready()));

      const holderOf = async (vehicleId: number) =>
        rowsOf<{ holder: string }>(
          await database.db.execute(
            sql`select holder from cluster_leases where name = ${shardLeaseName(shardOf(vehicleId))} and expires_at > now()`,
          ),
        )[0]?.holder;
      const watched = vehicleIds[0] as number;
      const firstOwner = await waitFor(holderOf.bind(null, watched), 'the first owner', 20_000);
      const victim = firstOwner === 'worker-a' ? workerA : workerB;
      expect(['worker-a', 'worker-b']).toContain(firstOwner);

      // Fixes from two hours ago: older than the span a survivor works again, so what it knows of
      // the vehicles' rules comes from what their owner stored.
      const start = Math.floor(Date.now() / 1000) - 2 * 60 * 60;
      let killedAt = 0;
      let movedAfterMs: number | undefined;
      for (let k = 0; k < rounds; k++) {
        await Promise.all(
          vehicleIds.map(async (_, v) => {
            const fix = fixOf(v, k);
            const query = `id=takeover-${v}&lat=${fix.lat}&lon=${fix.lon}&timestamp=${start + k * stepS}&speed=${(fix.speedKmh / 1.852).toFixed(3)}`;
            const answer = await fetch(`http://127.0.0.1:${gateway.ports.osmand}/?${query}`);
            expect(answer.status).toBe(200);
          }),
        );
        if (k === 20) {
          await victim.kill('SIGKILL');
          killedAt = Date.now();
        }
        if (k > 20 && movedAfterMs === undefined) {
          const holder = await holderOf(watched);
          if (holder && holder !== firstOwner) movedAfterMs = Date.now() - killedAt;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      if (movedAfterMs === undefined) {
        await waitFor(
          async () => {
            const holder = await holderOf(watched);
            return holder && holder !== firstOwner ? holder : undefined;
          },
          'the takeover',
          15_000,
        );
        movedAfterMs = Date.now() - killedAt;
      }
      expect(movedAfterMs).toBeLessThanOrEqual(10_000);

      // Every vehicle's derivation reaches its last fix.
      const lastFix = new Date((start + (rounds - 1) * stepS) * 1000).toISOString();
      await waitFor(
        async () => {
          const rows = rowsOf<{ n: number }>(
            await database.db.execute(
              sql`select count(*)::int as n from motion_states where company_id = ${companyId} and last_fix_time = ${lastFix}`,
            ),
          );
          return Number(rows[0]?.n) === vehicleCount ? true : undefined;
        },
        'the derivation of every fix',
        30_000,
      );
      const violations = await database.db
        .select({ vehicle: fenceEvents.company_vehicle_id, kind: fenceEvents.kind })
        .from(fenceEvents)
        .where(sql`${fenceEvents.company_id} = ${companyId}`);
      // Each vehicle entered the forbidden fence once: one enter and one violation, none twice.
      for (const id of vehicleIds) {
        expect(
          violations
            .filter((e) => e.vehicle === id)
            .map((e) => e.kind)
            .sort(),
        ).toEqual(['enter', 'forbidden']);
      }

      // The stand fired its rule once per vehicle, announced once: not lost, not doubled.
      const fired = await database.db
        .select({ vehicle: ruleEvents.company_vehicle_id, at: ruleEvents.at })
        .from(ruleEvents)
        .where(sql`${ruleEvents.company_id} = ${companyId}`);
      const standStart = start + 20 * stepS;
      for (const id of vehicleIds) {
        const times = fired.filter((f) => f.vehicle === id).map((f) => f.at.getTime() / 1000);
        expect(times).toHaveLength(1);
        // Two minutes after the stand began (the first fix at or past it), as without the kill.
        expect(times[0]).toBe(standStart + 12 * stepS);
      }
      const announced = await database.db
        .select({ subject: notifications.subject_id })
        .from(notifications)
        .where(sql`${notifications.company_id} = ${companyId} and ${notifications.en_body} like '%"Stood"%'`);
      expect(announced.map((n) => n.subject).sort()).toEqual([...vehicleIds].sort());

      const derived = async () => ({
        trips: rowsOf(
          await database.db.execute(sql`select company_vehicle_id, started_at, ended_at, round(distance_m::numeric, 1) as d
          from trips where company_id = ${companyId} order by company_vehicle_id, started_at`),
        ),
        stops: rowsOf(
          await database.db.execute(sql`select company_vehicle_id, started_at, ended_at
          from stops where company_id = ${companyId} order by company_vehicle_id, started_at`),
        ),
      });
      const live = await derived();
      expect(live.trips.length).toBeGreaterThanOrEqual(vehicleCount);
      const days = [isoDayIn(new Date(start * 1000)), isoDayIn(new Date(lastFix))];
      await rebuildRollups(database.db, companyId, days[0] as string, days[1] as string);
      expect(await derived()).toEqual(live);
    }, 150_000);
  },
);
