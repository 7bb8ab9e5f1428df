import type { FuelCheck } from '@navgan/domain/reports';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { fuelCards, fuelTransactions } from '../db/fuel-schema';
import { vehicleDailyRollups, vehicleEvents } from '../db/motion-schema';
import { inCompany } from '../db/tenant-scope';
import { companyVehicles, vehicleTechnicals } from '../db/vehicle-schema';
import type { ReportContext, ReportPage, ReportRow, RowWindow } from './report-page';
import { paged, vehicleColumns, vehicleOf } from './report-page';

/**
 * How a fuel-card fill-up is checked against the fuel level telemetry; docs/metrics.md gives the
 * reasons. Refuels themselves are the derivation's `refuel` events (a level rise of at least
 * `motionThresholds.refuelMinL` between two fixes).
 */
export const fuelReconciliation = {
  /** Refuels this long before or after the fill-up's recorded time belong to it. */
  matchWindowMs: 2 * 3_600_000,
  /** The level must have risen at least this share of the litres bought. */
  minRiseShare: 0.7,
  /** Litres bought beyond the tank's capacity by more than this share cannot all have gone in. */
  overTankShare: 0.05,
} as const;

/** The verdict on one fill-up: the tank first (needs no telemetry), then what the sensor saw. */
export function fuelCheckOf(input: {
  liters: number;
  riseL: number;
  tankL: number | null;
  telemetry: boolean;
}): FuelCheck {
  const R = fuelReconciliation;
  if (input.tankL !== null && input.tankL > 0 && input.liters > input.tankL * (1 + R.overTankShare))
    return 'over_tank';
  if (!input.telemetry) return 'no_telemetry';
  if (input.riseL <= 0) return 'no_refuel';
  if (input.riseL < input.liters * R.minRiseShare) return 'short_rise';
  return 'matched';
}

const t = fuelTransactions;
const r = vehicleDailyRollups;
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The vehicles among the chosen that have fuel telemetry in the window: a rollup day with litres
 * used or refuelled. A vehicle without a fuel sensor never has either.
 */
async function vehiclesWithTelemetry({ db, tenant, query }: ReportContext): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: r.company_vehicle_id })
    .from(r)
    .where(
      inCompany(
        r,
        tenant,
        inArray(r.company_vehicle_id, query.vehicleIds),
        gte(r.day, query.from),
        lte(r.day, query.to),
        or(gt(r.fuel_used_l, 0), gt(r.refuel_l, 0)),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * `reports/fuel-transactions/`: the chosen vehicles' fuel-card transactions in the window, newest
 * first, each with the level rise telemetry saw around it and its verdict; the summary reconciles,
 * per vehicle, litres bought with refuels seen and litres consumed (from the daily rollups).
 */
export async function fuelTransactionsReport(context: ReportContext, window: RowWindow): Promise<ReportPage> {
  const { db, tenant, query } = context;
  const where = inCompany(
    t,
    tenant,
    inArray(t.company_vehicle_id, query.vehicleIds),
    gte(t.occurred_at, query.start),
    lt(t.occurred_at, query.until),
  );
  const span = `${fuelReconciliation.matchWindowMs} milliseconds`;
  const rise = sql<number>`coalesce((select sum(${vehicleEvents.value}) from ${vehicleEvents}
      where ${vehicleEvents.company_id} = ${tenant.companyId}
        and ${vehicleEvents.company_vehicle_id} = ${t.company_vehicle_id}
        and ${vehicleEvents.kind} = 'refuel'
        and ${vehicleEvents.at} between ${t.occurred_at} - ${span}::interval
                                    and ${t.occurred_at} + ${span}::interval), 0)`.mapWith(Number);
  const rowsOf = (limit: number | undefined, offset: number) => {
    const q = db
      .select({
        ...vehicleColumns,
        occurred_at: t.occurred_at,
        card_title: fuelCards.title,
        card_number: fuelCards.card_number,
        liters: t.liters,
        paid_total: t.paid_total,
        station: t.station,
        tank_l: vehicleTechnicals.tank_capacity_l,
        rise_l: rise,
      })
      .from(t)
      .innerJoin(companyVehicles, eq(companyVehicles.id, t.company_vehicle_id))
      .innerJoin(fuelCards, eq(fuelCards.id, t.fuel_card_id))
      .leftJoin(vehicleTechnicals, eq(vehicleTechnicals.company_vehicle_id, t.company_vehicle_id))
      .where(where)
      .orderBy(desc(t.occurred_at), desc(t.id))
      .offset(offset);
    return limit === undefined ? q : q.limit(limit);
  };
  const [{ count: n, rows }, every, telemetry, used] = await Promise.all([
    paged(() => db.select({ n: count() }).from(t).where(where), rowsOf, window),
    // The summary needs every transaction's verdict, not only the page's.
    window === 'all' ? null : rowsOf(undefined, 0),
    vehiclesWithTelemetry(context),
    db
      .select({
        ...vehicleColumns,
        consumed_l: sql<number>`sum(${r.fuel_used_l})`.mapWith(Number),
        refuel_l: sql<number>`sum(${r.refuel_l})`.mapWith(Number),
      })
      .from(r)
      .innerJoin(companyVehicles, eq(companyVehicles.id, r.company_vehicle_id))
      .where(
        and(
          inCompany(r, tenant, inArray(r.company_vehicle_id, query.vehicleIds)),
          gte(r.day, query.from),
          lte(r.day, query.to),
        ),
      )
      .groupBy(companyVehicles.id)
      .orderBy(asc(companyVehicles.name)),
  ]);
  const judged = (row: (typeof rows)[number]) => ({
    row,
    check: fuelCheckOf({
      liters: row.liters,
      riseL: row.rise_l,
      tankL: row.tank_l,
      telemetry: telemetry.has(row.vehicle_id),
    }),
  });
  const results = rows.map(judged).map(({ row, check }) => ({
    company_vehicle: vehicleOf(row),
    occurred_at: row.occurred_at.toISOString(),
    card: `${row.card_title} (${row.card_number})`,
    liters: row.liters,
    paid_total: row.paid_total,
    station: row.station || null,
    telemetry_rise_l: telemetry.has(row.vehicle_id) ? round1(row.rise_l) : null,
    fuel_check: check,
  }));
  return { count: n, results, summary: reconcile((every ?? rows).map(judged), used, telemetry) };
}

type Judged = {
  row: { vehicle_id: number; vehicle_name: string; license_plate: string; liters: number };
  check: FuelCheck;
};
type Used = {
  vehicle_id: number;
  vehicle_name: string;
  license_plate: string;
  consumed_l: number;
  refuel_l: number;
};

/** One summary row per vehicle with transactions or fuel telemetry in the window, by name. */
function reconcile(judged: Judged[], used: Used[], telemetry: Set<number>): ReportRow[] {
  const byVehicle = new Map<
    number,
    { vehicle: Used | Judged['row']; bought: number; n: number; flagged: number }
  >();
  for (const { row, check } of judged) {
    const entry = byVehicle.get(row.vehicle_id) ?? { vehicle: row, bought: 0, n: 0, flagged: 0 };
    entry.bought += row.liters;
    entry.n += 1;
    if (check !== 'matched' && check !== 'no_telemetry') entry.flagged += 1;
    byVehicle.set(row.vehicle_id, entry);
  }
  const usedBy = new Map(used.map((u) => [u.vehicle_id, u]));
  for (const u of used)
    if (!byVehicle.has(u.vehicle_id) && telemetry.has(u.vehicle_id))
      byVehicle.set(u.vehicle_id, { vehicle: u, bought: 0, n: 0, flagged: 0 });
  return [...byVehicle.entries()]
    .map(([id, entry]) => {
      const seen = telemetry.has(id);
      const u = usedBy.get(id);
      return {
        company_vehicle: vehicleOf(entry.vehicle),
        transactions: entry.n,
        bought_l: round1(entry.bought),
        refuel_l: seen ? round1(u?.refuel_l ?? 0) : null,
        consumed_l: seen ? round1(u?.consumed_l ?? 0) : null,
        unseen_l: seen ? round1(Math.max(0, entry.bought - (u?.refuel_l ?? 0))) : null,
        suspicious: entry.flagged,
        telemetry: seen,
      };
    })
    .sort(
      (a, b) =>
        a.company_vehicle.name.localeCompare(b.company_vehicle.name) ||
        a.company_vehicle.id - b.company_vehicle.id,
    );
}
