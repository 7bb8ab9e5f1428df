-- company_daily_rollups follows vehicle_daily_rollups through statement-level triggers with
-- transition tables: each statement's rows are summed per (company_id, day) and added (inserts),
-- subtracted (deletes) or both (updates: new minus old) in one upsert, whoever the writer is.
-- A day whose last vehicle row goes away is removed. Deltas of a company being deleted are dropped
-- (its totals go with it by the foreign key's cascade). Rows are upserted in (company, day) order so
-- that concurrent writers lock the same totals in the same order (no deadlock between them).
CREATE OR REPLACE FUNCTION company_daily_rollups_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into company_daily_rollups as c (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, harsh_acceleration, harsh_braking, harsh_cornering)
  select n.company_id, n.day, count(*), sum(n.distance_m), sum(n.engine_s), sum(n.moving_s), sum(n.idle_s), sum(n.stopped_s), sum(n.downtime_s), sum(n.fuel_used_l), sum(n.fuel_cost), sum(n.harsh_acceleration), sum(n.harsh_braking), sum(n.harsh_cornering)
  from n group by n.company_id, n.day order by 1, 2
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
    harsh_acceleration = c.harsh_acceleration + excluded.harsh_acceleration,
    harsh_braking = c.harsh_braking + excluded.harsh_braking,
    harsh_cornering = c.harsh_cornering + excluded.harsh_cornering;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_daily_rollups_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into company_daily_rollups as c (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, harsh_acceleration, harsh_braking, harsh_cornering)
  select o.company_id, o.day, -count(*), -sum(o.distance_m), -sum(o.engine_s), -sum(o.moving_s), -sum(o.idle_s), -sum(o.stopped_s), -sum(o.downtime_s), -sum(o.fuel_used_l), -sum(o.fuel_cost), -sum(o.harsh_acceleration), -sum(o.harsh_braking), -sum(o.harsh_cornering)
  from o where exists (select 1 from companies k where k.id = o.company_id)
  group by o.company_id, o.day order by 1, 2
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
  insert into company_daily_rollups as c (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, harsh_acceleration, harsh_braking, harsh_cornering)
  select d.company_id, d.day, sum(vehicle_days), sum(distance_m), sum(engine_s), sum(moving_s), sum(idle_s), sum(stopped_s), sum(downtime_s), sum(fuel_used_l), sum(fuel_cost), sum(harsh_acceleration), sum(harsh_braking), sum(harsh_cornering)
  from (
    select n.company_id, n.day, 1, n.distance_m, n.engine_s, n.moving_s, n.idle_s, n.stopped_s, n.downtime_s, n.fuel_used_l, n.fuel_cost, n.harsh_acceleration, n.harsh_braking, n.harsh_cornering from n
    union all
    select o.company_id, o.day, -1, -o.distance_m, -o.engine_s, -o.moving_s, -o.idle_s, -o.stopped_s, -o.downtime_s, -o.fuel_used_l, -o.fuel_cost, -o.harsh_acceleration, -o.harsh_braking, -o.harsh_cornering from o
  ) d (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, harsh_acceleration, harsh_braking, harsh_cornering)
  where exists (select 1 from companies k where k.id = d.company_id)
  group by d.company_id, d.day
  having sum(vehicle_days) <> 0 or sum(distance_m) <> 0 or sum(engine_s) <> 0 or sum(moving_s) <> 0 or sum(idle_s) <> 0 or sum(stopped_s) <> 0 or sum(downtime_s) <> 0 or sum(fuel_used_l) <> 0 or sum(fuel_cost) <> 0 or sum(harsh_acceleration) <> 0 or sum(harsh_braking) <> 0 or sum(harsh_cornering) <> 0
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
    harsh_acceleration = c.harsh_acceleration + excluded.harsh_acceleration,
    harsh_braking = c.harsh_braking + excluded.harsh_braking,
    harsh_cornering = c.harsh_cornering + excluded.harsh_cornering;
  delete from company_daily_rollups c
  using (select company_id, day from o except select company_id, day from n) g
  where c.company_id = g.company_id and c.day = g.day and c.vehicle_days <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS company_daily_rollups_on_insert ON vehicle_daily_rollups;
--> statement-breakpoint
DROP TRIGGER IF EXISTS company_daily_rollups_on_update ON vehicle_daily_rollups;
--> statement-breakpoint
DROP TRIGGER IF EXISTS company_daily_rollups_on_delete ON vehicle_daily_rollups;
--> statement-breakpoint
DELETE FROM company_daily_rollups;
--> statement-breakpoint
insert into company_daily_rollups as c (company_id, day, vehicle_days, distance_m, engine_s, moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, harsh_acceleration, harsh_braking, harsh_cornering)
select company_id, day, count(*), sum(r.distance_m), sum(r.engine_s), sum(r.moving_s), sum(r.idle_s), sum(r.stopped_s), sum(r.downtime_s), sum(r.fuel_used_l), sum(r.fuel_cost), sum(r.harsh_acceleration), sum(r.harsh_braking), sum(r.harsh_cornering)
from vehicle_daily_rollups r group by company_id, day;
--> statement-breakpoint
CREATE TRIGGER company_daily_rollups_on_insert AFTER INSERT ON vehicle_daily_rollups
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION company_daily_rollups_inserted();
--> statement-breakpoint
CREATE TRIGGER company_daily_rollups_on_update AFTER UPDATE ON vehicle_daily_rollups
  REFERENCING NEW TABLE AS n OLD TABLE AS o FOR EACH STATEMENT EXECUTE FUNCTION company_daily_rollups_updated();
--> statement-breakpoint
CREATE TRIGGER company_daily_rollups_on_delete AFTER DELETE ON vehicle_daily_rollups
  REFERENCING OLD TABLE AS o FOR EACH STATEMENT EXECUTE FUNCTION company_daily_rollups_deleted();
