import { isoDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { visibleRecordCondition } from '../../access/organization-scope';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/sql-helpers';
import type { Tenant } from '../../db/tenant-scope';

/** `stats/fleets/todays/` (spec section 3, "Today's report"). */
export interface TodaysReport {
  max_speed: number;
  max_speed_datetime: string | null;
  mean_speed: number;
  max_speed_company_vehicle: {
    id: number;
    name: string;
    license_plate: string;
    vehicle: { id: number; fa_title: string; en_title: string } | null;
    color: { id: number; fa_title: string; en_title: string; code: string } | null;
    /** The driver assigned when the top speed was reached; null is shown as 'no driver'. */
    driver: { id: number; first_name: string; last_name: string } | null;
  } | null;
}

interface TopRow {
  max_speed_kmh: number;
  max_speed_at: Date | string;
  id: number;
  name: string;
  license_plate: string;
  type_id: number | null;
  type_fa: string | null;
  type_en: string | null;
  color_id: number | null;
  color_fa: string | null;
  color_en: string | null;
  color_code: string | null;
  driver_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * Today's (Iran day) top speed of the vehicles the caller sees with its vehicle and the driver
 * assigned at that moment, and their mean speed while moving — from today's rollups only (two
 * indexed queries on (company_id, day), whatever the fleet size).
 */
export async function todaysReport(db: Db, tenant: Tenant, now = new Date()): Promise<TodaysReport> {
  const day = isoDayIn(now);
  const companyId = tenant.companyId;
  const seen = visibleRecordCondition(sql`r.company_vehicle_id`, 'vehicles', tenant);
  const visible = seen ? sql`and ${seen}` : sql``;
  const [meanResult, topResult] = await Promise.all([
    db.execute(sql`select coalesce(sum(speed_time_sum), 0) as speed_time, coalesce(sum(moving_s), 0) as moving
      from vehicle_daily_rollups r where company_id = ${companyId} and day = ${day} ${visible}`),
    db.execute(sql`
      select r.max_speed_kmh, r.max_speed_at, v.id, v.name, v.license_plate,
        t.id as type_id, t.fa_title as type_fa, t.en_title as type_en,
        c.id as color_id, c.fa_title as color_fa, c.en_title as color_en, c.code as color_code,
        d.id as driver_id, d.first_name, d.last_name
      from vehicle_daily_rollups r
      join company_vehicles v on v.id = r.company_vehicle_id and v.company_id = ${companyId}
      left join vehicle_types t on t.id = v.vehicle_type_id
      left join colors c on c.id = v.color_id
      left join driver_assignments a on a.company_vehicle_id = v.id and a.from_at <= r.max_speed_at
        and (a.until_at is null or r.max_speed_at < a.until_at)
      left join drivers d on d.id = a.driver_id
      where r.company_id = ${companyId} and r.day = ${day} and r.max_speed_at is not null ${visible}
      order by r.max_speed_kmh desc, r.max_speed_at, v.id
      limit 1`),
  ]);
  const mean = rowsOf<{ speed_time: number; moving: number }>(meanResult)[0];
  const moving = Number(mean?.moving ?? 0);
  const top = rowsOf<TopRow>(topResult)[0];
  return {
    max_speed: top ? round1(Number(top.max_speed_kmh)) : 0,
    max_speed_datetime: top ? new Date(top.max_speed_at).toISOString() : null,
    mean_speed: moving > 0 ? round1(Number(mean?.speed_time ?? 0) / moving) : 0,
    max_speed_company_vehicle: top
      ? {
          id: top.id,
          name: top.name,
          license_plate: top.license_plate,
          vehicle:
            top.type_id === null
              ? null
              : { id: top.type_id, fa_title: top.type_fa ?? '', en_title: top.type_en ?? '' },
          color:
            top.color_id === null
              ? null
              : {
                  id: top.color_id,
                  fa_title: top.color_fa ?? '',
                  en_title: top.color_en ?? '',
                  code: top.color_code ?? '',
                },
          driver:
            top.driver_id === null
              ? null
              : { id: top.driver_id, first_name: top.first_name ?? '', last_name: top.last_name ?? '' },
        }
      : null,
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
