import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { deviceCommands } from '../../db/device-support-schema';
import { devices, vehicleTechnicals } from '../../db/vehicle-schema';
import { announceCommand } from '../../gateway/commands/command-queries';
import type { LiveState } from '../../live/live-state-store';
import { Telematics } from '../../pipeline/telematics';
import { TestClock } from '../../test/test-clock';
import { openPreparedTestDatabase } from '../../test/test-database';
import { demoFleet } from '../demo-fleet';
import { seedDemo, seedDemoFleet } from '../seed-demo';
import { distanceMetres } from './geo';
import { Random } from './random';
import { OFFLINE_AFTER_S, SimVehicle, speedsOnHighways, tankLitres } from './sim-vehicle';
import { Simulator, simSpec } from './simulator';

const FLEET = 12;
const SPEEDUP = 60;

describe('simulator over real sockets into the gateway (time compressed 60×)', () => {
  let database: Database;
  let telematics: Telematics;
  let simulator: Simulator;
  let companyId: number;
  const fleet = demoFleet(FLEET);
  const snapshots: Map<string, LiveState>[] = [];
  const byImei = new Map<number, string>();
  const clock = new TestClock();

  const snapshot = () =>
    new Map(
      telematics.liveStates
        .ofCompany(companyId)
        .map((state) => [byImei.get(state.deviceId) ?? '?', { ...state }] as const),
    );

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const demo = await seedDemo(database.db, 'demo-password-1');
    companyId = demo.companyId;
    expect(await seedDemoFleet(database.db, companyId, FLEET)).toBe(FLEET);
    expect(await seedDemoFleet(database.db, companyId, FLEET)).toBe(0);
    // Each demo vehicle's tank is the one the simulator reports litres of (fuel rules read % of it).
    const tanks = await database.db
      .select({ tank: vehicleTechnicals.tank_capacity_l })
      .from(vehicleTechnicals)
      .orderBy(vehicleTechnicals.company_vehicle_id);
    expect(tanks.map((row) => row.tank)).toEqual(fleet.map((v) => tankLitres(simSpec(v))));
    telematics = new Telematics(database, pino({ level: 'silent' }));
    const ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
    const rows = await database.db.select({ id: devices.id, imei: devices.imei }).from(devices);
    for (const row of rows) byImei.set(row.id, row.imei);
    // Start the simulated clock in the past, so 60× never produces fixes from the future.
    simulator = new Simulator({
      host: '127.0.0.1',
      ports,
      vehicles: FLEET,
      speedup: SPEEDUP,
      start: new Date(Date.now() - 3_600_000),
      tickMs: 100,
      seed: 7,
      clock,
    });
    simulator.start();
    // Sample live state every simulated minute for eight simulated minutes: the clock moves the
    // ticks on, and the sample waits only for the trackers' messages to be answered (real I/O).
    for (let i = 0; i < 8; i++) {
      await clock.advance(1000);
      const deadline = Date.now() + 10_000;
      while (simulator.pending() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      snapshots.push(snapshot());
    }
  }, 60_000);

  afterAll(async () => {
    simulator?.stop();
    await telematics?.stop();
    await database?.close();
  });

  it('every tracker connects over its protocol and its fixes land in live state', () => {
    const last = snapshots[snapshots.length - 1] as Map<string, LiveState>;
    expect(simulator.counters().refused).toBe(0);
    expect(simulator.counters().acknowledged).toBeGreaterThan(FLEET * 5);
    const protocols = new Set(fleet.filter((v) => last.has(v.imei)).map((v) => v.protocol));
    expect([...protocols].sort()).toEqual(['gt06', 'osmand', 'teltonika']);
    expect(last.size).toBe(FLEET);
  });

  it('its GT06 and Teltonika trackers answer the commands the panel sends', async () => {
    const rows = await database.db.select({ id: devices.id, protocol: devices.protocol }).from(devices);
    const targets = ['gt06', 'teltonika'].map((protocol) => rows.find((row) => row.protocol === protocol));
    for (const device of targets) {
      if (!device) throw new Error('the demo fleet has a device of each protocol');
      await database.db.insert(deviceCommands).values({
        company_id: companyId,
        device_id: device.id,
        type: 'engineStop',
        expires_at: new Date(Date.now() + 60_000),
      });
      await announceCommand(database.db, device.id);
    }
    await expect
      .poll(
        async () =>
          (await database.db.select().from(deviceCommands).orderBy(deviceCommands.id)).map((c) => [
            c.state,
            c.answer,
          ]),
        { timeout: 10_000 },
      )
      .toEqual([
        ['confirmed', 'Cut off the fuel supply: Success!'],
        ['confirmed', 'DOUT1:1 Timeout:INFINITY'],
      ]);
    expect(simulator.counters().commands).toBe(2);
  });

  it('vehicles move at plausible speeds, and some stand still with the engine on or off', () => {
    const first = snapshots[1] as Map<string, LiveState>;
    const last = snapshots[snapshots.length - 1] as Map<string, LiveState>;
    const moved = fleet.filter((v) => {
      const a = first.get(v.imei);
      const b = last.get(v.imei);
      return (
        a &&
        b &&
        distanceMetres({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude }) > 500
      );
    });
    expect(moved.length).toBeGreaterThanOrEqual(3);
    const all = snapshots.flatMap((s) => [...s.values()]);
    expect(Math.max(...all.map((s) => s.speedKmh))).toBeLessThan(130);
    expect(all.some((s) => s.speedKmh > 30)).toBe(true);
    expect(all.some((s) => s.speedKmh === 0 && s.attributes.ignition === true)).toBe(true);
    // Every position is in Iran.
    for (const s of all) {
      expect(s.latitude).toBeGreaterThan(25);
      expect(s.latitude).toBeLessThan(40);
      expect(s.longitude).toBeGreaterThan(44);
      expect(s.longitude).toBeLessThan(64);
    }
  });

  it("the fuel level arrives as litres of the model's tank, like the demo history, over Teltonika and OsmAnd", () => {
    const last = snapshots[snapshots.length - 1] as Map<string, LiveState>;
    const withFuel = fleet.filter((v) => v.protocol !== 'gt06');
    expect(new Set(withFuel.map((v) => v.protocol))).toEqual(new Set(['teltonika', 'osmand']));
    for (const vehicle of withFuel) {
      const attributes = last.get(vehicle.imei)?.attributes;
      expect(attributes?.fuelUnit).toBe('l');
      const tank = tankLitres(simSpec(vehicle));
      expect(attributes?.fuel).toBeGreaterThan(0);
      expect(attributes?.fuel).toBeLessThanOrEqual(tank);
    }
    // A heavy vehicle's level is more than a percentage could ever be.
    const heavy = withFuel
      .filter((v) => !simSpec(v).light)
      .map((v) => last.get(v.imei)?.attributes.fuel ?? 0);
    expect(Math.max(...heavy)).toBeGreaterThan(100);
  });

  it('the cold-chain trucks report cargo temperature and humidity', () => {
    const coldChain = fleet.filter((v) => v.isColdChain);
    expect(coldChain.length).toBeGreaterThanOrEqual(1);
    const readings = snapshots.flatMap((s) =>
      coldChain.map((v) => s.get(v.imei)?.attributes).filter((a) => a !== undefined),
    );
    const temperatures = readings.map((a) => a?.temperatures?.[0]).filter((t) => typeof t === 'number');
    expect(temperatures.length).toBeGreaterThan(0);
    for (const t of temperatures) expect(t).toBeLessThan(15);
    expect(readings.some((a) => typeof a?.humidities?.[4] === 'number')).toBe(true);
  });

  it('the offline vehicle stops sending while the others go on', () => {
    const offline = fleet.find((v) => v.role === 'offline');
    expect(offline).toBeDefined();
    const goneAt = Math.ceil(OFFLINE_AFTER_S / SPEEDUP) + 1;
    const frozen = snapshots[goneAt]?.get(offline?.imei ?? '')?.fixTime;
    expect(frozen).toBeDefined();
    expect(snapshots[snapshots.length - 1]?.get(offline?.imei ?? '')?.fixTime).toEqual(frozen);
    const other = fleet.find((v) => v.role === 'long-haul' && v.protocol === 'teltonika');
    expect(snapshots[snapshots.length - 1]?.get(other?.imei ?? '')?.fixTime.getTime()).toBeGreaterThan(
      snapshots[goneAt]?.get(other?.imei ?? '')?.fixTime.getTime() ?? 0,
    );
  });
});

describe('the demo fleet at the start', () => {
  it('is mostly on the road already, and the offline vehicle goes silent when told', () => {
    const start = new Date('2026-11-21T08:00:00Z');
    const vehicles = demoFleet(36).map(
      (v, i) => new SimVehicle({ ...simSpec(v), silentAfterS: 30 }, new Random(i + 1), start),
    );
    // Before any step: the plans that open mid-drive have the vehicle at speed away from the depot.
    const moving = vehicles.filter((v) => v.speed > 0);
    expect(moving.length).toBeGreaterThan(vehicles.length / 2);
    expect(new Set(moving.map((v) => `${v.position.lat.toFixed(3)},${v.position.lng.toFixed(3)}`)).size).toBe(
      moving.length,
    );
    const offline = vehicles.find((v) => v.spec.role === 'offline') as SimVehicle;
    offline.advance(new Date(start.getTime() + 29_000));
    expect(offline.gone).toBe(false);
    offline.advance(new Date(start.getTime() + 32_000));
    expect(offline.gone).toBe(true);
  });
});

describe('over-speed on the highways', () => {
  const start = new Date('2026-11-21T00:00:00Z');
  /** The speeds a vehicle's tracker reports over one simulated day. */
  const dayOfSpeeds = (index: number, seed: number) => {
    const demo = demoFleet(36)[index];
    if (!demo) throw new Error(`no demo vehicle ${index}`);
    const vehicle = new SimVehicle(simSpec(demo), new Random(seed), start);
    return vehicle
      .advance(new Date(start.getTime() + 86_400_000))
      .flatMap((message) => ('fixes' in message ? message.fixes : []))
      .map((fix) => fix.speedKmh);
  };
  /** Runs of consecutive reports above the limit: the episodes the derivation would count. */
  const episodesOver = (speeds: number[], limit: number) =>
    speeds.filter((kmh, i) => kmh > limit && !((speeds[i - 1] ?? 0) > limit)).length;

  it('a few intercity drivers go over 120 km/h a few times a day, briefly; the others never', () => {
    const speeders = demoFleet(36).filter((v) => speedsOnHighways(simSpec(v)));
    expect(speeders.map((v) => v.index)).toEqual([7, 19, 31]);
    for (const [i, vehicle] of speeders.entries()) {
      const speeds = dayOfSpeeds(vehicle.index, 11 + i);
      const episodes = episodesOver(speeds, 120);
      expect(episodes).toBeGreaterThanOrEqual(1);
      expect(episodes).toBeLessThanOrEqual(8);
      expect(Math.max(...speeds)).toBeLessThan(130);
      // Brief: a small share of the day's moving reports.
      expect(speeds.filter((kmh) => kmh > 120).length).toBeLessThan(
        speeds.filter((kmh) => kmh > 5).length / 10,
      );
    }
    const steady = demoFleet(36).filter((v) => !speedsOnHighways(simSpec(v)) && v.role === 'long-haul');
    for (const vehicle of steady.slice(0, 3))
      expect(Math.max(...dayOfSpeeds(vehicle.index, 5))).toBeLessThan(100);
  });

  it('is the same every run of the same seed', () => {
    expect(dayOfSpeeds(7, 3)).toEqual(dayOfSpeeds(7, 3));
  });
});
