ALTER TABLE "driver_daily_rollups" ALTER COLUMN "fuel_used_l" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "driver_daily_rollups" ALTER COLUMN "fuel_used_l" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_daily_rollups" ALTER COLUMN "fuel_cost" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "driver_daily_rollups" ALTER COLUMN "fuel_cost" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_daily_rollups" ALTER COLUMN "fuel_used_l" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vehicle_daily_rollups" ALTER COLUMN "fuel_used_l" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_daily_rollups" ALTER COLUMN "fuel_cost" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vehicle_daily_rollups" ALTER COLUMN "fuel_cost" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_daily_rollups" ADD COLUMN "fuel_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_daily_rollups" ADD COLUMN "fuel_distance_m" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_daily_rollups" ADD COLUMN "cost_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_daily_rollups" ADD COLUMN "cost_distance_m" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Fuel is measured or not: vehicle and driver rows keep null litres (no fuel level at both ends of
-- any span that day) and null cost (no transactions, and no litres or no price) instead of 0.
-- Existing rows: a day with neither litres used nor a refuel had no reading (a parked day of a
-- sensor vehicle is 0 again after 'rollups:rebuild'); a zero cost without litres or with litres but
-- no price was not known.
DROP TRIGGER IF EXISTS company_daily_rollups_on_insert ON vehicle_daily_rollups;
--> statement-breakpoint
DROP TRIGGER IF EXISTS company_daily_rollups_on_update ON vehicle_daily_rollups;
--> statement-breakpoint
DROP TRIGGER IF EXISTS company_daily_rollups_on_delete ON vehicle_daily_rollups;
--> statement-breakpoint
UPDATE vehicle_daily_rollups SET fuel_used_l = null WHERE fuel_used_l = 0 AND refuel_l = 0;
--> statement-breakpoint
UPDATE vehicle_daily_rollups SET fuel_cost = null WHERE fuel_cost = 0 AND (fuel_used_l IS NULL OR fuel_used_l > 0);
--> statement-breakpoint
UPDATE driver_daily_rollups SET fuel_used_l = null WHERE fuel_used_l = 0 AND refuel_l = 0;
--> statement-breakpoint
UPDATE driver_daily_rollups SET fuel_cost = null WHERE fuel_cost = 0 AND (fuel_used_l IS NULL OR fuel_used_l > 0);
--> statement-breakpoint
-- The company totals as in 0003, with the known fuel and cost and the distance and rows behind them.
CREATE OR REPLACE FUNCTION company_daily_rollups_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into company_daily_rollups as c (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, fuel_days, fuel_distance_m, cost_days, cost_distance_m, harsh_acceleration, harsh_braking, harsh_cornering)
  select d.company_id, d.day, sum(vehicle_days), sum(distance_m), sum(engine_s), sum(moving_s), sum(idle_s), sum(stopped_s), sum(downtime_s), sum(fuel_used_l), sum(fuel_cost), sum(fuel_days), sum(fuel_distance_m), sum(cost_days), sum(cost_distance_m), sum(harsh_acceleration), sum(harsh_braking), sum(harsh_cornering)
  from (select n.company_id, n.day, 1, n.distance_m, n.engine_s, n.moving_s, n.idle_s, n.stopped_s, n.downtime_s, coalesce(n.fuel_used_l, 0), coalesce(n.fuel_cost, 0), (n.fuel_used_l is not null)::int, case when n.fuel_used_l is not null then n.distance_m else 0 end, (n.fuel_cost is not null)::int, case when n.fuel_cost is not null then n.distance_m else 0 end, n.harsh_acceleration, n.harsh_braking, n.harsh_cornering from n) d (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, fuel_days, fuel_distance_m, cost_days, cost_distance_m, harsh_acceleration, harsh_braking, harsh_cornering)
  where exists (select 1 from companies k where k.id = d.company_id)
  group by d.company_id, d.day
  order by 1, 2
  on conflict (company_id, day) do update set
    vehicle_days = c.vehicle_days + excluded.vehicle_days,
    distance_m = c.distance_m + excluded.distance_m,
    engine_s = c.engine_s + excluded.engine_s,
    moving_s = c.moving_s + excluded.moving_s,
    idle_s = c.idle_s + excluded.idle_s,
    stopped_s = c.stopped_s + excluded.stopped_s,
    downtime_s = c.downtime_s + excluded.downtime_s,
    fuel_used_l = c.fuel_used_l + excluded.fuel_used_l,
    fuel_cost = c.fuel_cost + excluded.fuel_cost,
    fuel_days = c.fuel_days + excluded.fuel_days,
    fuel_distance_m = c.fuel_distance_m + excluded.fuel_distance_m,
    cost_days = c.cost_days + excluded.cost_days,
    cost_distance_m = c.cost_distance_m + excluded.cost_distance_m,
    harsh_acceleration = c.harsh_acceleration + excluded.harsh_acceleration,
    harsh_braking = c.harsh_braking + excluded.harsh_braking,
    harsh_cornering = c.harsh_cornering + excluded.harsh_cornering;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_daily_rollups_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into company_daily_rollups as c (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, fuel_days, fuel_distance_m, cost_days, cost_distance_m, harsh_acceleration, harsh_braking, harsh_cornering)
  select d.company_id, d.day, sum(vehicle_days), sum(distance_m), sum(engine_s), sum(moving_s), sum(idle_s), sum(stopped_s), sum(downtime_s), sum(fuel_used_l), sum(fuel_cost), sum(fuel_days), sum(fuel_distance_m), sum(cost_days), sum(cost_distance_m), sum(harsh_acceleration), sum(harsh_braking), sum(harsh_cornering)
  from (select o.company_id, o.day, -(1), -(o.distance_m), -(o.engine_s), -(o.moving_s), -(o.idle_s), -(o.stopped_s), -(o.downtime_s), -(coalesce(o.fuel_used_l, 0)), -(coalesce(o.fuel_cost, 0)), -((o.fuel_used_l is not null)::int), -(case when o.fuel_used_l is not null then o.distance_m else 0 end), -((o.fuel_cost is not null)::int), -(case when o.fuel_cost is not null then o.distance_m else 0 end), -(o.harsh_acceleration), -(o.harsh_braking), -(o.harsh_cornering) from o) d (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, fuel_days, fuel_distance_m, cost_days, cost_distance_m, harsh_acceleration, harsh_braking, harsh_cornering)
  where exists (select 1 from companies k where k.id = d.company_id)
  group by d.company_id, d.day
  order by 1, 2
  on conflict (company_id, day) do update set
    vehicle_days = c.vehicle_days + excluded.vehicle_days,
    distance_m = c.distance_m + excluded.distance_m,
    engine_s = c.engine_s + excluded.engine_s,
    moving_s = c.moving_s + excluded.moving_s,
    idle_s = c.idle_s + excluded.idle_s,
    stopped_s = c.stopped_s + excluded.stopped_s,
    downtime_s = c.downtime_s + excluded.downtime_s,
    fuel_used_l = c.fuel_used_l + excluded.fuel_used_l,
    fuel_cost = c.fuel_cost + excluded.fuel_cost,
    fuel_days = c.fuel_days + excluded.fuel_days,
    fuel_distance_m = c.fuel_distance_m + excluded.fuel_distance_m,
    cost_days = c.cost_days + excluded.cost_days,
    cost_distance_m = c.cost_distance_m + excluded.cost_distance_m,
    harsh_acceleration = c.harsh_acceleration + excluded.harsh_acceleration,
    harsh_braking = c.harsh_braking + excluded.harsh_braking,
    harsh_cornering = c.harsh_cornering + excluded.harsh_cornering;
  delete from company_daily_rollups c using (select distinct company_id, day from o) g
  where c.company_id = g.company_id and c.day = g.day and c.vehicle_days <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_daily_rollups_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into company_daily_rollups as c (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, fuel_days, fuel_distance_m, cost_days, cost_distance_m, harsh_acceleration, harsh_braking, harsh_cornering)
  select d.company_id, d.day, sum(vehicle_days), sum(distance_m), sum(engine_s), sum(moving_s), sum(idle_s), sum(stopped_s), sum(downtime_s), sum(fuel_used_l), sum(fuel_cost), sum(fuel_days), sum(fuel_distance_m), sum(cost_days), sum(cost_distance_m), sum(harsh_acceleration), sum(harsh_braking), sum(harsh_cornering)
  from (select n.company_id, n.day, 1, n.distance_m, n.engine_s, n.moving_s, n.idle_s, n.stopped_s, n.downtime_s, coalesce(n.fuel_used_l, 0), coalesce(n.fuel_cost, 0), (n.fuel_used_l is not null)::int, case when n.fuel_used_l is not null then n.distance_m else 0 end, (n.fuel_cost is not null)::int, case when n.fuel_cost is not null then n.distance_m else 0 end, n.harsh_acceleration, n.harsh_braking, n.harsh_cornering from n union all select o.company_id, o.day, -(1), -(o.distance_m), -(o.engine_s), -(o.moving_s), -(o.idle_s), -(o.stopped_s), -(o.downtime_s), -(coalesce(o.fuel_used_l, 0)), -(coalesce(o.fuel_cost, 0)), -((o.fuel_used_l is not null)::int), -(case when o.fuel_used_l is not null then o.distance_m else 0 end), -((o.fuel_cost is not null)::int), -(case when o.fuel_cost is not null then o.distance_m else 0 end), -(o.harsh_acceleration), -(o.harsh_braking), -(o.harsh_cornering) from o) d (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, fuel_days, fuel_distance_m, cost_days, cost_distance_m, harsh_acceleration, harsh_braking, harsh_cornering)
  where exists (select 1 from companies k where k.id = d.company_id)
  group by d.company_id, d.day
  having sum(vehicle_days) <> 0 or sum(distance_m) <> 0 or sum(engine_s) <> 0 or sum(moving_s) <> 0 or sum(idle_s) <> 0 or sum(stopped_s) <> 0 or sum(downtime_s) <> 0 or sum(fuel_used_l) <> 0 or sum(fuel_cost) <> 0 or sum(fuel_days) <> 0 or sum(fuel_distance_m) <> 0 or sum(cost_days) <> 0 or sum(cost_distance_m) <> 0 or sum(harsh_acceleration) <> 0 or sum(harsh_braking) <> 0 or sum(harsh_cornering) <> 0
  order by 1, 2
  on conflict (company_id, day) do update set
    vehicle_days = c.vehicle_days + excluded.vehicle_days,
    distance_m = c.distance_m + excluded.distance_m,
    engine_s = c.engine_s + excluded.engine_s,
    moving_s = c.moving_s + excluded.moving_s,
    idle_s = c.idle_s + excluded.idle_s,
    stopped_s = c.stopped_s + excluded.stopped_s,
    downtime_s = c.downtime_s + excluded.downtime_s,
    fuel_used_l = c.fuel_used_l + excluded.fuel_used_l,
    fuel_cost = c.fuel_cost + excluded.fuel_cost,
    fuel_days = c.fuel_days + excluded.fuel_days,
    fuel_distance_m = c.fuel_distance_m + excluded.fuel_distance_m,
    cost_days = c.cost_days + excluded.cost_days,
    cost_distance_m = c.cost_distance_m + excluded.cost_distance_m,
    harsh_acceleration = c.harsh_acceleration + excluded.harsh_acceleration,
    harsh_braking = c.harsh_braking + excluded.harsh_braking,
    harsh_cornering = c.harsh_cornering + excluded.harsh_cornering;
  delete from company_daily_rollups c
  using (select company_id, day from o except select company_id, day from n) g
  where c.company_id = g.company_id and c.day = g.day and c.vehicle_days <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM company_daily_rollups;
--> statement-breakpoint
  insert into company_daily_rollups as c (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, fuel_days, fuel_distance_m, cost_days, cost_distance_m, harsh_acceleration, harsh_braking, harsh_cornering)
  select d.company_id, d.day, sum(vehicle_days), sum(distance_m), sum(engine_s), sum(moving_s), sum(idle_s), sum(stopped_s), sum(downtime_s), sum(fuel_used_l), sum(fuel_cost), sum(fuel_days), sum(fuel_distance_m), sum(cost_days), sum(cost_distance_m), sum(harsh_acceleration), sum(harsh_braking), sum(harsh_cornering)
  from (select vehicle_daily_rollups.company_id, vehicle_daily_rollups.day, 1, vehicle_daily_rollups.distance_m, vehicle_daily_rollups.engine_s, vehicle_daily_rollups.moving_s, vehicle_daily_rollups.idle_s, vehicle_daily_rollups.stopped_s, vehicle_daily_rollups.downtime_s, coalesce(vehicle_daily_rollups.fuel_used_l, 0), coalesce(vehicle_daily_rollups.fuel_cost, 0), (vehicle_daily_rollups.fuel_used_l is not null)::int, case when vehicle_daily_rollups.fuel_used_l is not null then vehicle_daily_rollups.distance_m else 0 end, (vehicle_daily_rollups.fuel_cost is not null)::int, case when vehicle_daily_rollups.fuel_cost is not null then vehicle_daily_rollups.distance_m else 0 end, vehicle_daily_rollups.harsh_acceleration, vehicle_daily_rollups.harsh_braking, vehicle_daily_rollups.harsh_cornering from vehicle_daily_rollups) d (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, fuel_days, fuel_distance_m, cost_days, cost_distance_m, harsh_acceleration, harsh_braking, harsh_cornering)
  where exists (select 1 from companies k where k.id = d.company_id)
  group by d.company_id, d.day
  order by 1, 2
  on conflict (company_id, day) do update set
    vehicle_days = c.vehicle_days + excluded.vehicle_days,
    distance_m = c.distance_m + excluded.distance_m,
    engine_s = c.engine_s + excluded.engine_s,
    moving_s = c.moving_s + excluded.moving_s,
    idle_s = c.idle_s + excluded.idle_s,
    stopped_s = c.stopped_s + excluded.stopped_s,
    downtime_s = c.downtime_s + excluded.downtime_s,
    fuel_used_l = c.fuel_used_l + excluded.fuel_used_l,
    fuel_cost = c.fuel_cost + excluded.fuel_cost,
    fuel_days = c.fuel_days + excluded.fuel_days,
    fuel_distance_m = c.fuel_distance_m + excluded.fuel_distance_m,
    cost_days = c.cost_days + excluded.cost_days,
    cost_distance_m = c.cost_distance_m + excluded.cost_distance_m,
    harsh_acceleration = c.harsh_acceleration + excluded.harsh_acceleration,
    harsh_braking = c.harsh_braking + excluded.harsh_braking,
    harsh_cornering = c.harsh_cornering + excluded.harsh_cornering;
--> statement-breakpoint
CREATE TRIGGER company_daily_rollups_on_insert AFTER INSERT ON vehicle_daily_rollups
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION company_daily_rollups_inserted();
--> statement-breakpoint
CREATE TRIGGER company_daily_rollups_on_update AFTER UPDATE ON vehicle_daily_rollups
  REFERENCING NEW TABLE AS n OLD TABLE AS o FOR EACH STATEMENT EXECUTE FUNCTION company_daily_rollups_updated();
--> statement-breakpoint
CREATE TRIGGER company_daily_rollups_on_delete AFTER DELETE ON vehicle_daily_rollups
  REFERENCING OLD TABLE AS o FOR EACH STATEMENT EXECUTE FUNCTION company_daily_rollups_deleted();
