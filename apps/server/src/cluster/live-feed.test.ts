import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { companies } from '../db/schema';
import { devices } from '../db/vehicle-schema';
import { newDeviceSupport } from '../gateway/support/device-support';
import { LiveStateStore } from '../live/live-state-store';
import { newDefinitionChanges } from '../pipeline/fences/definition-changes';
import type { PositionRecord } from '../pipeline/position-writer';
import { clusterTestsEnabled } from '../test/cluster-nodes';
import { openPreparedTestDatabase } from '../test/test-database';
import { Bus } from './bus';
import { shareDefinitionChanges } from './definition-signals';
import { answerDeviceSupport, deviceSupportEverywhere } from './device-support-relay';
import { LiveFeed } from './live-feed';

const log = pino({ level: 'silent' });

/** Polls `check` until it holds (or fails with its last answer after `ms`). */
async function eventually<T>(read: () => T, holds: (value: T) => boolean, ms = 2_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = read();
  while (!holds(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = read();
  }
  return value;
}

describe.skipIf(!clusterTestsEnabled)(
  'live state and change signals between nodes (PostgreSQL, NATS)',
  () => {
    let database: Database;
    let gatewayBus: Bus;
    let apiBus: Bus;
    let companyId = 0;
    let deviceId = 0;
    const cluster = `live_feed_test_${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      database = await openPreparedTestDatabase();
      const [company] = await database.db.insert(companies).values({ name: 'Live feed Co' }).returning();
      companyId = company?.id ?? 0;
      const [device] = await database.db
        .insert(devices)
        .values({ company_id: companyId, imei: `feed-${cluster.slice(-8)}`, protocol: 'osmand' })
        .returning();
      deviceId = device?.id ?? 0;
      const url = process.env.TEST_NATS_URL as string;
      gatewayBus = await Bus.open(url, 'gateway', log, cluster);
      apiBus = await Bus.open(url, 'api', log, cluster);
    });
    afterAll(async () => {
      await gatewayBus?.close();
      await apiBus?.close();
      await database?.close();
    });

    const fix = (at: string, latitude: number): PositionRecord => ({
      companyId,
      deviceId,
      vehicleId: null,
      serverTime: new Date(at),
      position: {
        deviceId: 'feed',
        valid: true,
        fixTime: new Date(at),
        latitude,
        longitude: 51.4,
        speedKmh: 30,
        course: 90,
        attributes: { temperatures: [4.5] },
      },
    });

    it('gives an api node the saved states at start, then every newer fix another node receives', async () => {
      const gateway = new LiveStateStore(database.db);
      const gatewayFeed = new LiveFeed(gatewayBus, gateway, 'gateway', log);
      // Saved by the gateway before the api node starts.
      gatewayFeed.publish(gateway.apply([fix('2026-11-26T10:00:00Z', 35.1)]));
      await gateway.save();

      const api = new LiveStateStore(database.db);
      const apiFeed = new LiveFeed(apiBus, api, 'api', log);
      await apiFeed.follow();
      expect(api.get(deviceId)?.latitude).toBe(35.1);
      const before = api.versionOf(companyId);

      gatewayFeed.publish(gateway.apply([fix('2026-11-26T10:00:05Z', 35.2)]));
      const newer = await eventually(
        () => api.get(deviceId),
        (state) => state?.latitude === 35.2,
      );
      expect(newer).toMatchObject({
        companyId,
        latitude: 35.2,
        fixTime: new Date('2026-11-26T10:00:05Z'),
        attributes: { temperatures: [4.5] },
      });
      // The live answers' caches key on the version: it moved.
      expect(api.versionOf(companyId)).toBeGreaterThan(before);

      // A late, older fix from another node never takes the device back in time.
      const late = new LiveStateStore(database.db);
      late.apply([fix('2026-11-26T10:00:02Z', 35.15)]);
      new LiveFeed(gatewayBus, late, 'another-gateway', log).publish(late.ofCompany(companyId));
      await apiBus.connection.flush();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(api.get(deviceId)?.latitude).toBe(35.2);
      apiFeed.stop();
    });

    it('emits a fence change made on one node on the others, and never back to its maker', async () => {
      const here = newDefinitionChanges();
      const there = newDefinitionChanges();
      const stopHere = shareDefinitionChanges(gatewayBus, here, 'gateway');
      const stopThere = shareDefinitionChanges(apiBus, there, 'api');
      await Promise.all([gatewayBus.connection.flush(), apiBus.connection.flush()]);
      const heardThere: [number, boolean][] = [];
      const heardHere: [number, boolean][] = [];
      there.fences.on((company, elsewhere) => heardThere.push([company, elsewhere]));
      here.fences.on((company, elsewhere) => heardHere.push([company, elsewhere]));
      here.fences.emit(companyId);
      await eventually(
        () => heardThere.length,
        (n) => n > 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heardThere).toEqual([[companyId, true]]);
      expect(heardHere).toEqual([[companyId, false]]);
      stopHere();
      stopThere();
    });

    it("shows a device's frames and connection kept by the gateway nodes to an api node", async () => {
      const [one, two] = [newDeviceSupport(database.db), newDeviceSupport(database.db)];
      const frame = (at: string, text: string) => ({
        at,
        direction: 'in' as const,
        protocol: 'osmand',
        bytes: Buffer.from(text),
        textual: true,
      });
      one.frameLog.record(deviceId, frame('2026-11-26T10:00:00.000Z', 'first'));
      two.frameLog.record(deviceId, frame('2026-11-26T10:00:05.000Z', 'second'));
      two.sightings.connected(deviceId);
      const otherBus = await Bus.open(process.env.TEST_NATS_URL as string, 'gateway-2', log, cluster);
      const stops = [answerDeviceSupport(gatewayBus, one), answerDeviceSupport(otherBus, two)];
      await Promise.all([gatewayBus.connection.flush(), otherBus.connection.flush()]);
      const seen = await deviceSupportEverywhere(apiBus, deviceId);
      expect(seen.connected).toBe(true);
      expect(seen.frames.map((f) => f.data)).toEqual(['second', 'first']);
      expect((await deviceSupportEverywhere(apiBus, deviceId + 1000)).connected).toBe(false);
      for (const stop of stops) stop();
      await otherBus.close();
    });
  },
);
