import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../db/fleet-schema';
import { notifications } from '../db/schema';
import { vehicleServices } from '../db/service-schema';
import { companyVehicles } from '../db/vehicle-schema';
import { MotionDeriver } from '../derive/motion-deriver';
import { LiveStateStore } from '../live/live-state-store';
import { VehicleCatalog } from '../live/vehicle-catalog';
import type { PositionRecord } from '../pipeline/position-writer';
import { MotionMemory } from '../pipeline/rules/rule-tracker';
import { insertVehicle, signInTwoCompanies } from '../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { TestClock } from '../test/test-clock';
import { backgroundJobs } from './background-jobs';
import { reminderThreshold } from './reminder-job';
import { Scheduler } from './scheduler';

const silentLog = { error: () => {} } as never;
const minutes = (n: number) => n * 60_000;

describe('background jobs', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signInTwoCompanies>>;
  let truck: number;
  let liveStates: LiveStateStore;
  const clock = new TestClock(new Date('2026-11-21T08:00:00Z'));
  const jobsAt = () =>
    backgroundJobs({
      db: t.ctx.database.db,
      catalog: new VehicleCatalog(t.ctx.database.db, 0),
      liveStates,
      motion: new MotionMemory(),
      offlineAfterMs: minutes(10),
      log: silentLog,
      clock,
    });
  const heard = (at: Date): PositionRecord => ({
    companyId: s.companyA,
    deviceId: 41,
    vehicleId: truck,
    serverTime: at,
    position: {
      deviceId: 'x',
      fixTime: at,
      valid: true,
      latitude: 35.7,
      longitude: 51.4,
      speedKmh: 0,
      course: 0,
      attributes: {},
    },
  });
  // The plate as the panel writes it: letter (code 22 is «و») included, Persian digits in fa.
  const truckEn = '\u2068Truck 1\u2069 (11 و\u200E 233 - 44)';
  const truckFa = '\u2068Truck 1\u2069 (۴۴ - ۲۳۳ و ۱۱)';
  const bodies = async (companyId: number) =>
    (
      await t.ctx.database.db
        .select({ en: notifications.en_body })
        .from(notifications)
        .where(eq(notifications.company_id, companyId))
    ).map((row) => row.en);

  beforeAll(async () => {
    t = await createTestApp();
    s = await signInTwoCompanies(t, 'Jobs');
    truck = await insertVehicle(t, s.companyA, 'Truck 1', '112223344');
    liveStates = new LiveStateStore(t.ctx.database.db);
  });
  afterAll(() => t.close());

  it('announces an offline vehicle once per episode, however often the job runs', async () => {
    liveStates.apply([heard(new Date(clock.ms() - minutes(5)))]);
    const jobs = jobsAt();
    await jobs.runNow('offline');
    expect(await bodies(s.companyA)).toEqual([]);
    await clock.advance(minutes(20));
    await jobs.runNow('offline');
    await jobs.runNow('offline');
    await jobsAt().runNow('offline'); // a restarted server
    expect(await bodies(s.companyA)).toEqual([`No data from ${truckEn} for 25 minutes`]);
    // Data again, then silence again: a second episode, a second notification.
    liveStates.apply([heard(clock.now())]);
    await clock.advance(minutes(30));
    await jobs.runNow('offline');
    expect(await bodies(s.companyA)).toHaveLength(2);
    expect(await bodies(s.companyB)).toEqual([]);
    const items = (await s.aFa.get('notifications/')).json();
    expect(items[0].notification.type.en_title).toBe('vehicle');
    expect(items[0].notification.body).toBe(`از ${truckFa} ۳۰ دقیقه است داده‌ای نرسیده است`);
  });

  it('announces documents and services coming due once per threshold, never again on later runs or restarts', async () => {
    const db = t.ctx.database.db;
    await db.delete(notifications);
    clock.set(new Date('2026-11-21T08:00:00Z'));
    await db
      .update(companyVehicles)
      .set({ third_party_insurance_expiry: '2026-12-10' })
      .where(eq(companyVehicles.id, truck));
    await db.insert(drivers).values({
      company_id: s.companyA,
      first_name: 'Reza',
      last_name: 'Karimi',
      national_code: '0499370899',
      gender: 'male',
      mobile: '09121234567',
      licence_expiry: '2026-11-25',
    });
    await jobsAt().runNow('documents-due');
    await jobsAt().runNow('documents-due');
    expect((await bodies(s.companyA)).sort()).toEqual([
      'Driving licence of Reza Karimi is due on 25/11/2026',
      `Third-party insurance of ${truckEn} is due on 10/12/2026`,
    ]);
    clock.set(new Date('2026-12-05T08:00:00Z')); // the insurance is a week away now; the licence overdue
    await jobsAt().runNow('documents-due');
    await jobsAt().runNow('documents-due');
    const after = await bodies(s.companyA);
    expect(after).toHaveLength(4);
    expect(after).toContain('Driving licence of Reza Karimi was due on 25/11/2026');
    expect(await bodies(s.companyB)).toEqual([]);
  });

  it('announces a service coming due once, as a "service" notification', async () => {
    const db = t.ctx.database.db;
    await db.delete(notifications);
    clock.set(new Date('2026-11-21T08:00:00Z'));
    await db.insert(vehicleServices).values({
      company_id: s.companyA,
      company_vehicle_id: truck,
      service_type: 'oil',
      date: '2026-06-01',
      due_date: '2026-11-26',
      notify_days_before: 10,
    });
    await jobsAt().runNow('services-due');
    await jobsAt().runNow('services-due');
    expect(await bodies(s.companyA)).toEqual([`Periodic service (oil) of ${truckEn} is due on 26/11/2026`]);
    const [item] = (await s.a.get('notifications/')).json();
    expect(item.notification.type.en_title).toBe('service');
    expect(item.notification.subject_id).toBe(truck);
  });

  it('threshold buckets: a month ahead, a week ahead, overdue', () => {
    expect([
      reminderThreshold(20),
      reminderThreshold(7),
      reminderThreshold(0),
      reminderThreshold(-1),
    ]).toEqual(['month', 'week', 'week', 'overdue']);
  });

  it('time rules: a vehicle silent past the rule duration fires once per episode', async () => {
    const db = t.ctx.database.db;
    await db.delete(notifications);
    await s.a.post('rules/', {
      title: 'Silent',
      company_vehicles: [truck],
      conditions: [{ metric: 'offline_duration', operator: '>=', threshold: 60 }],
    });
    clock.set(new Date('2027-01-10T08:00:00Z')); // after every fix the earlier tests sent
    liveStates.apply([heard(new Date(clock.ms() + minutes(1)))]);
    await clock.advance(minutes(30));
    await jobsAt().runNow('time-rules');
    expect(await bodies(s.companyA)).toEqual([]);
    await clock.advance(minutes(60));
    await jobsAt().runNow('time-rules');
    await jobsAt().runNow('time-rules');
    expect(await bodies(s.companyA)).toEqual([
      `Rule "Silent" for ${truckEn}: Offline duration (minutes) 89 (>= 60)`,
    ]);
  });

  it('time rules: an idle that began before a restart keeps its start, and fires once', async () => {
    const db = t.ctx.database.db;
    await db.delete(notifications);
    const van = await insertVehicle(t, s.companyA, 'Van 9', '112229988');
    await s.a.post('rules/', {
      title: 'Idling',
      company_vehicles: [van],
      conditions: [{ metric: 'idle_duration', operator: '>=', threshold: 10 }],
    });
    const start = new Date('2027-02-01T08:00:00Z');
    const fix = (minute: number, speedKmh: number): PositionRecord => {
      const at = new Date(start.getTime() + minutes(minute));
      const record = heard(at);
      return {
        ...record,
        vehicleId: van,
        position: { ...record.position, speedKmh, attributes: { ignition: true } },
      };
    };
    // The derivation saw it drive, then stand with the engine on from minute 2; then the process stopped.
    const deriver = new MotionDeriver(db, silentLog);
    deriver.accept([fix(0, 40), fix(1, 35), fix(2, 0), fix(3, 0), fix(4, 0)]);
    await deriver.stop();
    // Started again, nothing heard from the van since: its idle is counted from minute 2.
    clock.set(new Date(start.getTime() + minutes(15)));
    await jobsAt().runNow('time-rules');
    await clock.advance(minutes(5));
    await jobsAt().runNow('time-rules');
    expect(await bodies(s.companyA)).toEqual([
      'Rule "Idling" for \u2068Van 9\u2069 (11 و\u200E 299 - 88): Idle duration (minutes) 13 (>= 10)',
    ]);
  });

  it('the scheduler never runs a job twice at once and waits for it on stop', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => {};
    const scheduler = new Scheduler(silentLog, clock).every('slow', 10, async () => {
      running += 1;
      runs += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      running -= 1;
    });
    scheduler.start();
    await clock.advance(50);
    const stopped = scheduler.stop();
    release();
    await stopped;
    expect(most).toBe(1);
    expect(runs).toBe(1);
  });
});
