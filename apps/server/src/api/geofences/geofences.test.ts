import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenceEvents, ruleEvents } from '../../db/fence-schema';
import { VehicleCatalog } from '../../live/vehicle-catalog';
import { Evaluation } from '../../pipeline/evaluation';
import type { PositionRecord } from '../../pipeline/position-writer';
import { insertVehicle, signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const depot = {
  type: 'Polygon',
  coordinates: [
    [
      [51.33, 35.69],
      [51.35, 35.69],
      [51.35, 35.71],
      [51.33, 35.71],
      [51.33, 35.69],
    ],
  ],
};

const silentLog = { error: () => {} } as never;

describe('geofences and rules', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signInTwoCompanies>>;
  let truck: number;
  let foreignTruck: number;

  beforeAll(async () => {
    t = await createTestApp();
    s = await signInTwoCompanies(t, 'Fence');
    truck = await insertVehicle(t, s.companyA, 'Truck 1', '112223344');
    foreignTruck = await insertVehicle(t, s.companyB, 'Truck B', '552223344');
  });
  afterAll(() => t.close());

  describe('geofences API', () => {
    it('creates a polygon fence and answers it with its shape, list and summaries', async () => {
      const created = await s.a.post('geofences/', {
        title: 'Tehran depot',
        color: '#1E88E5',
        shape: depot,
        max_speed: '۴۰',
        forbidden: false,
      });
      expect(created.statusCode).toBe(201);
      const fence = created.json();
      expect(fence).toMatchObject({ title: 'Tehran depot', color: '#1e88e5', max_speed: 40, shape: depot });
      const list = (await s.a.get('geofences/')).json();
      expect(list.count).toBe(1);
      expect(list.results[0].id).toBe(fence.id);
      expect((await s.a.get('geofences/summaries/')).json()).toEqual([
        { id: fence.id, title: 'Tehran depot', color: '#1e88e5' },
      ]);
    });

    it('refuses a self-crossing polygon and a missing shape with field errors in the caller language', async () => {
      const bowTie = {
        type: 'Polygon',
        coordinates: [
          [
            [51, 35],
            [51.1, 35.1],
            [51.1, 35],
            [51, 35.1],
            [51, 35],
          ],
        ],
      };
      const en = await s.a.post('geofences/', { title: 'x', color: '#000000', shape: bowTie });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({ shape: ['Invalid Area on the map'] });
      const fa = await s.aFa.post('geofences/', { title: '', color: '#000000' });
      expect(fa.json()).toEqual({ title: ['عنوان الزامی است'], shape: ['محدوده روی نقشه الزامی است'] });
      expect((await s.a.get('geofences/')).json().count).toBe(1);
    });

    it('keeps companies apart: no reading, no pointing at another company vehicles', async () => {
      expect((await s.b.get('geofences/')).json().count).toBe(0);
      const theirs = await s.a.post('geofences/', {
        title: 'Foreign',
        color: '#000000',
        shape: { type: 'Circle', center: [51.3, 35.7], radius: 300 },
        company_vehicles: [foreignTruck],
      });
      expect(theirs.statusCode).toBe(400);
      expect(Object.keys(theirs.json())).toEqual(['company_vehicles']);
    });
  });

  describe('rules API', () => {
    it('needs a vehicle or tag and complete rows, with the spec messages', async () => {
      const fa = await s.aFa.post('rules/', {
        title: 'سرعت',
        conditions: [{ metric: 'speed', operator: '>' }],
      });
      expect(fa.json()).toEqual({
        company_vehicles: ['انتخاب خودرو یا برچسب الزامی است.'],
        conditions: ['دست‌کم یک قانون باید افزوده شود و همه‌ی قانون‌ها کامل باشند.'],
      });
      const en = await s.a.post('rules/', { title: 'Speed', company_vehicles: [truck], conditions: [] });
      expect(en.json()).toEqual({ conditions: ['At least one rule must be added and all rules completed.'] });
    });

    it('stores the rows and answers them', async () => {
      const created = await s.a.post('rules/', {
        title: 'Speeding',
        company_vehicles: [truck],
        conditions: [{ metric: 'speed', operator: '>', threshold: 80, duration: 2 }],
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().conditions).toEqual([
        { metric: 'speed', operator: '>', threshold: 80, duration: 2 },
      ]);
      expect((await s.b.get(`rules/${created.json().id}/`)).statusCode).toBe(404);
    });
  });

  describe('evaluation of committed positions', () => {
    let minute = 0;
    const record = (
      lng: number,
      lat: number,
      speedKmh: number,
      companyId = s.companyA,
      vehicleId = truck,
    ): PositionRecord => {
      minute += 1;
      const fixTime = new Date(Date.UTC(2026, 10, 21, 6, minute));
      return {
        companyId,
        deviceId: vehicleId,
        vehicleId,
        serverTime: fixTime,
        position: {
          deviceId: 'imei',
          fixTime,
          valid: true,
          latitude: lat,
          longitude: lng,
          speedKmh,
          course: 0,
          attributes: {},
        },
      };
    };

    it('stores one row per episode, closes it on exit, and notifies the company users in their language', async () => {
      const evaluation = new Evaluation(
        t.ctx.database.db,
        new VehicleCatalog(t.ctx.database.db, 0),
        silentLog,
        t.ctx.definitionChanges,
      );
      const feed = async (...records: PositionRecord[]) => {
        evaluation.accept(records);
        await evaluation.idle();
      };
      await feed(record(51.2, 35.6, 30));
      // A fence saved after the engine loaded the company's fences is seen on the next position.
      const forbidden = await s.a.post('geofences/', {
        title: 'Airport',
        color: '#e53935',
        shape: { type: 'Circle', center: [51.152, 35.416], radius: 2000 },
        forbidden: true,
      });
      expect(forbidden.statusCode).toBe(201);
      await feed(record(51.34, 35.7, 30), record(51.341, 35.7, 55), record(51.342, 35.7, 60));
      await feed(record(51.343, 35.7, 30), record(51.4, 35.8, 30));
      await feed(record(51.152, 35.416, 20), record(51.153, 35.416, 20), record(51.5, 35.9, 20));
      await feed(record(51.152, 35.416, 20, s.companyB, foreignTruck));

      const rows = await t.ctx.database.db.select().from(fenceEvents).orderBy(fenceEvents.id);
      expect(rows.map((r) => r.kind)).toEqual(['enter', 'over_speed', 'exit', 'enter', 'forbidden', 'exit']);
      expect(rows.every((r) => r.company_id === s.companyA)).toBe(true);
      expect(rows[1]?.ended_at).not.toBeNull();
      expect(rows[4]?.ended_at).not.toBeNull();
      // Started at 55 km/h, peaked at 60: the ended episode keeps its top speed.
      expect(rows[1]?.speed_kmh).toBe(60);

      const en = (await s.a.get('notifications/')).json();
      const fenceItems = en.filter(
        (n: { notification: { type: { en_title: string } } }) => n.notification.type.en_title === 'fence',
      );
      expect(fenceItems.map((n: { notification: { body: string } }) => n.notification.body)).toEqual([
        expect.stringContaining(
          '\u2068Truck 1\u2069 (11 و\u200E 233 - 44) entered the forbidden fence "Airport"',
        ),
        expect.stringContaining('drove 55 km/h in the fence "Tehran depot" (limit 40)'),
      ]);
      expect(fenceItems[0].notification.title).toBe('fence');
      expect(fenceItems[0].notification.subject_id).toBe(forbidden.json().id);
      const fa = (await s.aFa.get('notifications/')).json();
      expect(fa[0].notification.title).toBe('حصار جغرافیایی');
      expect(fa[0].notification.body).toContain(
        'ورود \u2068Truck 1\u2069 (۴۴ - ۲۳۳ و ۱۱) به حصار ممنوعه «Airport»',
      );
      expect((await s.b.get('notifications/')).json()).toEqual([]);

      // The analytics chart counts forbidden entries per day of the window, this company only.
      const stats = (
        await s.a.get('stats/fences/events/?start_range=2026-11-20&stop_range=2026-11-22')
      ).json();
      expect(stats.results.map((r: { forbid_fence_event_sum: number }) => r.forbid_fence_event_sum)).toEqual([
        0, 1, 0,
      ]);
      expect(stats.results[1].start_bucket_date).toBe('2026-11-20T20:30:00.000Z'); // Iran's midnight
      const theirs = (
        await s.b.get('stats/fences/events/?start_range=2026-11-20&stop_range=2026-11-22')
      ).json();
      expect(
        theirs.results.every((r: { forbid_fence_event_sum: number }) => r.forbid_fence_event_sum === 0),
      ).toBe(true);
      const tagged = (
        await s.a.get(
          'stats/fences/events/?start_range=2026-11-20&stop_range=2026-11-22&company_vehicle__company_vehicle_tags__id__in=999',
        )
      ).json();
      expect(tagged.results.map((r: { forbid_fence_event_sum: number }) => r.forbid_fence_event_sum)).toEqual(
        [0, 0, 0],
      );
      evaluation.close();
    });

    it('a rule fires once its duration has passed, once per episode, for its vehicles only', async () => {
      const evaluation = new Evaluation(
        t.ctx.database.db,
        new VehicleCatalog(t.ctx.database.db, 0),
        silentLog,
        t.ctx.definitionChanges,
      );
      const other = await insertVehicle(t, s.companyA, 'Van 2', '113334455');
      const before = (await s.a.get('notifications/')).json().length;
      const speeds = [90, 95, 92, 97, 99, 100, 50, 91];
      evaluation.accept(speeds.map((v) => record(50, 30, v)));
      evaluation.accept(speeds.map((v) => record(50, 30, v, s.companyA, other)));
      await evaluation.idle();
      const fired = await t.ctx.database.db.select().from(ruleEvents);
      // Held from minute 0: fires at the third fix (2 minutes), not again in that episode, and the
      // short episode after slowing down is inside the cooldown.
      expect(fired).toHaveLength(1);
      expect(fired[0]?.value).toBe(92);
      expect(fired[0]?.company_vehicle_id).toBe(truck);
      const items = (await s.a.get('notifications/')).json();
      expect(items.length - before).toBe(1);
      expect(items[0].notification.body).toBe(
        'Rule "Speeding" for \u2068Truck 1\u2069 (11 و\u200E 233 - 44): Speed (km/h) 92 (> 80)',
      );
      evaluation.close();
    });

    it('after a restart a rule resumes where it stood: a firing is neither lost nor repeated', async () => {
      const db = t.ctx.database.db;
      const van = await insertVehicle(t, s.companyA, 'Van 3', '114445566');
      await s.a.post('rules/', {
        title: 'Fast for five',
        company_vehicles: [van],
        conditions: [{ metric: 'speed', operator: '>', threshold: 80, duration: 5 }],
      });
      const life = () => new Evaluation(db, new VehicleCatalog(db, 0), silentLog, t.ctx.definitionChanges);
      // Minutes 1-16 over the limit; speed 81 + n at minute n, so the fix that fired is known.
      const fixes = Array.from({ length: 16 }, (_, n) => record(50, 30, 82 + n, s.companyA, van));
      const firedAt = async () =>
        (await db.select().from(ruleEvents))
          .filter((row) => row.company_vehicle_id === van)
          .map((row) => row.value);
      // First life: three minutes over the limit, then the process stops.
      const first = life();
      first.accept(fixes.slice(0, 3));
      await first.idle();
      first.close();
      // Second life: the tracker sends minutes 2-3 again, then more. The episode began at minute 1,
      // so it fires at minute 6 (not 7, as a memory starting from the resent fixes would).
      const second = life();
      second.accept(fixes.slice(1, 8));
      await second.idle();
      second.close();
      expect(await firedAt()).toEqual([87]);
      // Third life, the same episode going on: fired already, it stays quiet.
      const third = life();
      third.accept(fixes.slice(8));
      await third.idle();
      third.close();
      expect(await firedAt()).toEqual([87]);
    });
  });
});
