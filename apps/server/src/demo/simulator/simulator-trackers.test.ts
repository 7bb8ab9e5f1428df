import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { devices } from '../../db/vehicle-schema';
import { Telematics } from '../../pipeline/telematics';
import { TestClock } from '../../test/test-clock';
import { openPreparedTestDatabase } from '../../test/test-database';
import { demoFleet } from '../demo-fleet';
import { seedDemo, seedDemoFleet } from '../seed-demo';
import { distanceMetres } from './geo';
import { Simulator } from './simulator';

const FLEET = 36;

describe('the demo fleet’s trackers of every make report through their own protocols', () => {
  let database: Database;
  let telematics: Telematics;
  let simulator: Simulator;
  const clock = new TestClock();
  const fleet = demoFleet(FLEET);

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const demo = await seedDemo(database.db, 'demo-password-1');
    await seedDemoFleet(database.db, demo.companyId, FLEET);
    telematics = new Telematics(database, pino({ level: 'silent' }));
    const ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
    simulator = new Simulator({
      host: '127.0.0.1',
      ports,
      vehicles: FLEET,
      speedup: 60,
      start: new Date(Date.now() - 3_600_000),
      tickMs: 100,
      seed: 11,
      clock,
    });
    simulator.start();
    for (let i = 0; i < 3; i++) {
      await clock.advance(1000);
      const deadline = Date.now() + 10_000;
      while (simulator.pending() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    }
  }, 60_000);

  afterAll(async () => {
    simulator?.stop();
    await telematics?.stop();
    await database?.close();
  });

  it('every tracker of every protocol is registered, connects and is where the simulator drove it', async () => {
    expect(simulator.counters().refused).toBe(0);
    const registered = await database.db
      .select({ id: devices.id, imei: devices.imei, protocol: devices.protocol })
      .from(devices);
    const live = new Map([...telematics.liveStates.all()].map((state) => [state.deviceId, state]));
    for (const [i, vehicle] of fleet.entries()) {
      const device = registered.find((row) => row.imei === vehicle.imei);
      expect(device?.protocol, vehicle.imei).toBe(vehicle.protocol);
      const state = live.get(device?.id ?? 0);
      expect(state, `${vehicle.protocol} ${vehicle.imei}`).toBeDefined();
      const sim = simulator.vehicles[i];
      if (!state || !sim) continue;
      // The fix the server holds is the tracker's last report: within a few simulated minutes' drive.
      const apart = distanceMetres({ lat: state.latitude, lng: state.longitude }, sim.position);
      expect(apart, `${vehicle.protocol} ${vehicle.imei}`).toBeLessThan(5_000);
    }
  });
});
