import type { MotionEvent, MotionSink, StopRecord, TallyKey, TripRecord } from './motion-machine';
import { tallyKeys } from './motion-machine';

/** The figures of one vehicle-day or driver-day gathered from some fixes, to be added to its row. */
export interface DayTally {
  companyId: number;
  /** Vehicle id for vehicle rows, driver id for driver rows. */
  subjectId: number;
  day: string;
  values: Record<TallyKey, number>;
  maxSpeedKmh: number;
  maxSpeedAt: number | null;
  /** Driver rows: the vehicle driven at the top speed. */
  maxSpeedVehicleId: number | null;
  odometerM: number | null;
  engineTotalS: number | null;
  /** Some span of the day had a fuel level at both ends: `fuel_used_l` is a figure, not "no data". */
  fuelMeasured: boolean;
}

interface Owned {
  companyId: number;
  vehicleId: number;
  driverId: number | null;
}
export type TripRow = TripRecord & Owned;
export type StopRow = StopRecord & Owned;
export type EventRow = MotionEvent & Owned;

export interface BatchFilter {
  /** Keep only figures of days inside [fromDay, toDay] and records starting in [from, until). */
  fromDay: string;
  toDay: string;
  from: number;
  until: number;
}

/**
 * Everything the motion machines produced from some fixes, merged per vehicle-day and driver-day,
 * plus the trips, stops and events: what one write adds to the database.
 */
export class MotionBatch {
  readonly vehicleDays = new Map<string, DayTally>();
  readonly driverDays = new Map<string, DayTally>();
  readonly trips: TripRow[] = [];
  readonly stops: StopRow[] = [];
  readonly events: EventRow[] = [];
  /** Vehicle-days whose fuel figures changed (their cost is worked out again). */
  readonly fuelTouched = new Set<string>();

  constructor(private readonly filter?: BatchFilter) {}

  /**
   * Leaves out what belongs to vehicles deleted meanwhile and forgets drivers deleted meanwhile,
   * so one deletion never blocks the write of everyone else's figures.
   */
  dropMissing(vehicles: Set<number>, drivers: Set<number>): void {
    for (const [key, row] of this.vehicleDays) if (!vehicles.has(row.subjectId)) this.vehicleDays.delete(key);
    for (const [key, row] of this.driverDays) {
      if (!drivers.has(row.subjectId)) this.driverDays.delete(key);
      else if (row.maxSpeedVehicleId !== null && !vehicles.has(row.maxSpeedVehicleId))
        row.maxSpeedVehicleId = null;
    }
    for (const list of [this.trips, this.stops, this.events] as Owned[][]) {
      let kept = 0;
      for (const row of list) {
        if (!vehicles.has(row.vehicleId)) continue;
        if (row.driverId !== null && !drivers.has(row.driverId)) row.driverId = null;
        list[kept++] = row;
      }
      list.length = kept;
    }
  }

  /** Every vehicle and driver the batch refers to. */
  owners(): { vehicles: number[]; drivers: number[] } {
    const vehicles = new Set<number>();
    const drivers = new Set<number>();
    for (const row of this.vehicleDays.values()) vehicles.add(row.subjectId);
    for (const row of this.driverDays.values()) {
      drivers.add(row.subjectId);
      // A driver row names the vehicle of its top speed, which may not be in the batch (a rebuild writes drivers last).
      if (row.maxSpeedVehicleId !== null) vehicles.add(row.maxSpeedVehicleId);
    }
    for (const row of [...this.trips, ...this.stops, ...this.events]) {
      vehicles.add(row.vehicleId);
      if (row.driverId !== null) drivers.add(row.driverId);
    }
    return { vehicles: [...vehicles], drivers: [...drivers] };
  }

  get empty(): boolean {
    return this.vehicleDays.size === 0 && this.trips.length + this.stops.length + this.events.length === 0;
  }

  /** A sink for one vehicle; `driverAt` names the driver assigned at an instant. */
  sinkFor(companyId: number, vehicleId: number, driverAt: (at: number) => number | null): MotionSink {
    const keepDay = (day: string) => !this.filter || (day >= this.filter.fromDay && day <= this.filter.toDay);
    const keepAt = (at: number) => !this.filter || (at >= this.filter.from && at < this.filter.until);
    const owned = (at: number): Owned => ({ companyId, vehicleId, driverId: driverAt(at) });
    // Consecutive contributions of a vehicle share the day and the driver: remember the last rows.
    let last: {
      day: string;
      driverId: number | null;
      vehicleRow: DayTally;
      driverRow: DayTally | null;
    } | null = null;
    const rows = (day: string, at: number) => {
      const driverId = driverAt(at);
      if (last && last.day === day && last.driverId === driverId) return last;
      last = {
        day,
        driverId,
        vehicleRow: tallyOf(this.vehicleDays, companyId, vehicleId, day),
        driverRow: driverId === null ? null : tallyOf(this.driverDays, companyId, driverId, day),
      };
      return last;
    };
    return {
      add: (day, at, key, value) => {
        if (!keepDay(day)) return;
        const { vehicleRow, driverRow } = rows(day, at);
        vehicleRow.values[key] += value;
        if (driverRow) driverRow.values[key] += value;
        if (key === 'fuel_used_l') {
          vehicleRow.fuelMeasured = true;
          if (driverRow) driverRow.fuelMeasured = true;
        }
        if (key === 'fuel_used_l' || key === 'refuel_l') this.fuelTouched.add(`${vehicleId}|${day}`);
      },
      speed: (day, at, kmh) => {
        if (!keepDay(day)) return;
        const { vehicleRow, driverRow } = rows(day, at);
        for (const row of [vehicleRow, driverRow]) {
          if (row && (row.maxSpeedAt === null || kmh > row.maxSpeedKmh)) {
            row.maxSpeedKmh = kmh;
            row.maxSpeedAt = at;
            row.maxSpeedVehicleId = vehicleId;
          }
        }
      },
      counters: (day, at, odometerM, engineTotalS) => {
        if (!keepDay(day)) return;
        const row = rows(day, at).vehicleRow;
        row.odometerM = odometerM;
        row.engineTotalS = engineTotalS;
      },
      trip: (trip) => {
        if (keepAt(trip.startAt)) this.trips.push({ ...trip, ...owned(trip.startAt) });
      },
      stop: (stop) => {
        if (keepAt(stop.startAt)) this.stops.push({ ...stop, ...owned(stop.startAt) });
      },
      event: (event) => {
        if (keepAt(event.at)) this.events.push({ ...event, ...owned(event.at) });
      },
    };
  }
}

function tallyOf(map: Map<string, DayTally>, companyId: number, subjectId: number, day: string): DayTally {
  const key = `${subjectId}|${day}`;
  let row = map.get(key);
  if (!row) {
    row = {
      companyId,
      subjectId,
      day,
      values: Object.fromEntries(tallyKeys.map((k) => [k, 0])) as Record<TallyKey, number>,
      maxSpeedKmh: 0,
      maxSpeedAt: null,
      maxSpeedVehicleId: null,
      odometerM: null,
      engineTotalS: null,
      fuelMeasured: false,
    };
    map.set(key, row);
  }
  return row;
}
