import { addDays, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import type { DemoProtocol, DemoRole } from '../demo-fleet';
import { bearingDegrees, type LatLng } from './geo';
import type { LinkMessage } from './links/device-link';
import { tehranDepot } from './places';
import type { DeviceFix } from './protocols/device-fix';
import type { Random } from './random';
import {
  cityRound,
  corridorRoute,
  limitAt,
  pointOnLeg,
  type Route,
  randomCorridor,
  routeLength,
} from './routes';
import { type DayDuty, dutyOn, nextShiftStart } from './work-schedule';

export interface SimVehicleSpec {
  imei: string;
  protocol: DemoProtocol;
  role: DemoRole;
  isColdChain: boolean;
  /** Delivers inside Tehran (else drives the intercity corridors). */
  city: boolean;
  /** A car or light vehicle: quicker, 12 V, smaller tank. */
  light: boolean;
  index: number;
  /** Simulated seconds after the start when the 'offline' role goes silent (default OFFLINE_AFTER_S). */
  silentAfterS?: number;
  /**
   * Keep the working pattern of work-schedule.ts (shifts, km per day, Fridays and holidays off).
   * The demo history does; the live simulator keeps every vehicle on the road so the map is lively.
   */
  workSchedule?: boolean;
}

type HarshKind = 'harshBraking' | 'harshAcceleration' | 'harshCornering';
/**
 * Harsh manoeuvres per 100 km of an average driver (each driver's `aggression` scales them):
 * braking most, then pulling away, then cornering, a few per 100 km at most (docs/demo-fleet.md).
 */
export const harshPer100Km: Record<HarshKind, number> = {
  harshBraking: 1.2,
  harshAcceleration: 0.7,
  harshCornering: 0.45,
};
/** Cruising speed on the open highway, km/h, set per vehicle (governors and habits differ). */
const CRUISE_KMH = { light: [88, 112], heavy: [76, 96] } as const;
/** A city round may take the day this far past its kilometres (× the budget); a longer one waits. */
const roundOverrun = 1.2;
/** How much more or less often than average a driver brakes, accelerates or corners hard. */
const AGGRESSION = [0.3, 2] as const;

type Action =
  | { kind: 'drive'; route: Route; stopsAfterLeg: Set<number>; leg: number; s: number }
  | { kind: 'halt'; seconds: number; ignition: boolean; refuel?: boolean; doorOpen?: boolean };

interface Halt {
  from: number;
  until: number;
  ignition: boolean;
  refuel: boolean;
  doorOpen: boolean;
}

const REPORT_MOVING_S = 10;
const REPORT_IDLE_S = 30;
const REPORT_PARKED_S = 120;
/** A GT06 device parked sends heartbeats, and a location only this often. */
const GT06_PARKED_LOCATION_S = 600;
/** The tank of the vehicle model, litres: 60 for cars and light vehicles, 400 for trucks. */
export function tankLitres(spec: Pick<SimVehicleSpec, 'light'>): number {
  return spec.light ? 60 : 400;
}

/**
 * A few intercity drivers (every twelfth vehicle from the eighth, long-haul only: 3 of the 36 demo
 * vehicles) now and then race on the open highway, so over-speed episodes happen at every limit a
 * company may set up to 120 km/h.
 */
export function speedsOnHighways(spec: Pick<SimVehicleSpec, 'city' | 'role' | 'index'>): boolean {
  return !spec.city && spec.role === 'long-haul' && spec.index % 12 === 7;
}

/** Such a driver starts a burst about once per this many seconds on an open highway (a few a day). */
const BURST_EVERY_S = 14_400;
/** How long a burst lasts, s, and how fast it goes, km/h: above 120, below the 130 of a motorway's fastest lane. */
const BURST_S = [60, 150] as const;
const BURST_KMH = [123, 128] as const;

/** The vehicle that goes offline stops sending this long after the simulation starts, unless told otherwise. */
export const OFFLINE_AFTER_S = 240;

/**
 * One simulated vehicle: a plan of drives and halts it works through, integrated in steps of at
 * most two seconds (speed towards the road's limit with the vehicle's acceleration, braking ahead
 * of stops and corners, traffic stops in the city), and the tracker on board deciding when to
 * report (every 10 s moving, 30 s idling, 2 min parked, at once on ignition changes and harsh events).
 */
export class SimVehicle {
  position: LatLng = { ...tehranDepot };
  course = 0;
  /** m/s */
  speed = 0;
  ignition = false;
  /** Percent of the tank (the tracker reports it as litres of `tankLitres`). */
  fuel: number;
  odometer: number;
  temperature: number | null;
  humidity: number;
  /** True once the vehicle has gone silent for good (the 'offline' role). */
  gone = false;
  private readonly plan: Action[] = [];
  private halt: Halt | null = null;
  private t: number;
  private readonly startedAt: number;
  private nextReport: number;
  private lastLocationAt = 0;
  private pendingAlarm: DeviceFix['alarm'];
  private reportNow = false;
  private sensorDownUntil = 0;
  private headingStep: [LatLng, LatLng] | null = null;
  /** Seconds between reports while moving (trackers are often set coarser than 10 s). */
  reportMovingS = REPORT_MOVING_S;
  private readonly setpoint: number;
  private readonly driverFactor: number;
  private readonly accel: number;
  private readonly tankFactor: number;
  private readonly speeder: boolean;
  private burstUntil = 0;
  private burstKmh = 0;
  private readonly cruiseKmh: number;
  private readonly aggression: number;
  /** Odometer (m) at which each kind of harsh manoeuvre is next due. */
  private readonly nextHarsh: Record<HarshKind, number>;
  private duty: DayDuty | null = null;
  private dutyOdometer = 0;
  private dutyDayEndsAt = 0;

  constructor(
    readonly spec: SimVehicleSpec,
    private readonly random: Random,
    start: Date,
  ) {
    this.t = start.getTime();
    this.startedAt = this.t;
    this.fuel = random.between(35, 95);
    this.odometer = 40_000_000 + spec.index * 7_350_000;
    this.setpoint = spec.city ? 4 : -18;
    this.temperature = spec.isColdChain ? this.setpoint + random.between(-1, 1) : null;
    this.humidity = random.between(78, 88);
    this.driverFactor = random.between(0.88, 1.05);
    this.accel = spec.light ? 1.3 : 0.6;
    // Percent of the tank per km: 9 l/100 km of 60 l, or 35 l/100 km of 400 l.
    this.tankFactor = spec.light ? 0.15 : 0.0875;
    this.speeder = speedsOnHighways(spec);
    const [slowest, fastest] = spec.light ? CRUISE_KMH.light : CRUISE_KMH.heavy;
    this.cruiseKmh = random.between(slowest, fastest);
    this.aggression = random.between(...AGGRESSION);
    this.nextHarsh = {
      harshBraking: this.odometer + this.harshGap('harshBraking'),
      harshAcceleration: this.odometer + this.harshGap('harshAcceleration'),
      harshCornering: this.odometer + this.harshGap('harshCornering'),
    };
    // Reports spread over the interval, so thousands of vehicles do not report in the same second.
    this.nextReport = this.t + random.between(0, REPORT_MOVING_S * 1000);
    this.startSomewhere();
  }

  /** Runs the vehicle up to `until` and answers what its tracker sends meanwhile. */
  advance(until: Date): LinkMessage[] {
    const messages: LinkMessage[] = [];
    const end = until.getTime();
    while (this.t < end && !this.gone) {
      let dt = Math.min(2, (end - this.t) / 1000);
      // Halted without cargo sensors nothing changes but the clock: leap to the halt's end or the
      // next report, whichever comes first (the same figures, far fewer steps).
      if (this.halt && !this.spec.isColdChain && !this.reportNow) {
        const leap = Math.min(this.halt.until, this.nextReport, end) - this.t;
        if (leap > dt * 1000) dt = leap / 1000;
      }
      this.step(dt);
      this.t += dt * 1000;
      if (
        this.spec.role === 'offline' &&
        this.t - this.startedAt >= (this.spec.silentAfterS ?? OFFLINE_AFTER_S) * 1000
      ) {
        this.gone = true;
        break;
      }
      if (this.reportNow || this.t >= this.nextReport) messages.push(this.report());
    }
    return messages;
  }

  private startSomewhere(): void {
    const roll = this.random.next();
    this.planNext();
    // Every plan opens with a halt (warming up, loading) before its drive.
    const driveAt = this.plan.findIndex((action) => action.kind === 'drive');
    const first = this.plan[driveAt];
    if (roll < 0.7 && first?.kind === 'drive') {
      // Mid-way through the first drive, already at speed, so the map is lively from the start:
      // the halt before it lies behind the vehicle.
      this.plan.splice(0, driveAt);
      first.leg = Math.floor(this.random.next() * first.route.length);
      const leg = first.route[first.leg];
      if (leg) {
        first.s = this.random.between(0, leg.length * 0.8);
        this.position = pointOnLeg(leg, first.s);
        this.speed = (limitAt(leg, first.s) / 3.6) * 0.8;
      }
      this.ignition = true;
    } else if (roll < 0.85) {
      this.plan.unshift({ kind: 'halt', seconds: this.random.between(60, 600), ignition: true });
    } else {
      this.plan.unshift({ kind: 'halt', seconds: this.random.between(300, 1800), ignition: false });
    }
  }

  /** The next job of the vehicle's role, ending with a halt at its destination. */
  private planNext(): void {
    const r = this.random;
    const limit = this.cruiseKmh;
    if (this.spec.city || this.spec.role === 'service') {
      const { route, stopsAfterLeg } = cityRound(r, Math.floor(r.between(3, 6)), this.spec.light ? 60 : 50);
      // A round that would take the day far past its kilometres waits for tomorrow.
      if (!this.fitsToday(routeLength(route))) {
        this.plan.push(this.rest());
        return;
      }
      this.plan.push(
        { kind: 'halt', seconds: r.between(120, 300), ignition: true }, // warming up, loading
        { kind: 'drive', route, stopsAfterLeg, leg: 0, s: 0 },
        { kind: 'halt', seconds: r.between(900, 2400), ignition: false },
      );
      return;
    }
    const corridor = randomCorridor(r);
    const stops = Math.floor(r.between(1, corridor.length));
    const out = corridorRoute(corridor, stops, false, r, limit);
    const back = corridorRoute(corridor, stops, true, r, limit);
    this.plan.push(
      { kind: 'halt', seconds: r.between(180, 420), ignition: true },
      { kind: 'drive', route: out, stopsAfterLeg: new Set(), leg: 0, s: 0 },
      { kind: 'halt', seconds: r.between(1800, 3600), ignition: false, doorOpen: true }, // unloading
      { kind: 'halt', seconds: r.between(120, 300), ignition: true },
      { kind: 'drive', route: back, stopsAfterLeg: new Set(), leg: 0, s: 0 },
      { kind: 'halt', seconds: r.between(1800, 5400), ignition: false },
    );
  }

  private setIgnition(on: boolean): void {
    if (this.ignition !== on) this.reportNow = true;
    this.ignition = on;
  }

  private step(dt: number): void {
    if (this.halt) {
      this.idleStep(dt);
      return;
    }
    const action = this.plan[0];
    if (!action) {
      // A job done: the next one, unless the day's shift or kilometres are over.
      if (this.offDuty()) this.plan.push(this.rest());
      else this.planNext();
      return;
    }
    if (action.kind === 'halt') {
      this.plan.shift();
      this.halt = {
        from: this.t,
        until: this.t + action.seconds * 1000,
        ignition: action.ignition,
        refuel: action.refuel ?? false,
        doorOpen: action.doorOpen ?? false,
      };
      this.speed = 0;
      this.setIgnition(action.ignition);
      return;
    }
    this.setIgnition(true);
    this.driveStep(action, dt);
  }

  private idleStep(dt: number): void {
    const halt = this.halt as Halt;
    if (halt.ignition) this.fuel = Math.max(0, this.fuel - (dt / 3600) * 0.5);
    // The door stays open for the first minutes of an unloading stop.
    this.sensors(dt, halt.doorOpen && this.t - halt.from < 180_000);
    if (this.t < halt.until) return;
    if (halt.refuel) {
      this.fuel = this.random.between(92, 99);
      this.reportNow = true;
    }
    this.halt = null;
  }

  private driveStep(action: Extract<Action, { kind: 'drive' }>, dt: number): void {
    const r = this.random;
    const leg = action.route[action.leg];
    if (!leg) {
      this.plan.shift();
      return;
    }
    const remaining = leg.length - action.s;
    const lastLeg = action.leg === action.route.length - 1;
    const stopAtEnd = lastLeg || action.stopsAfterLeg.has(action.leg);
    // Corners of city streets are taken at 20 km/h; towns at the end of a highway leg at 50.
    const endSpeed = stopAtEnd ? 0 : leg.townMetres > 0 ? 50 / 3.6 : 20 / 3.6;
    const brake = 1.2;
    const allowed = Math.sqrt(endSpeed ** 2 + 2 * brake * Math.max(0, remaining - 5));
    const roadKmh = limitAt(leg, action.s);
    // Out of town on a highway leg (city legs have no town part).
    const openHighway = leg.townMetres > 0 && roadKmh === leg.limitKmh;
    // Only the speeders draw for bursts, so every other vehicle's run stays as it was.
    if (this.speeder && openHighway && this.t >= this.burstUntil && r.chance(dt / BURST_EVERY_S)) {
      this.burstUntil = this.t + r.between(...BURST_S) * 1000;
      this.burstKmh = r.between(...BURST_KMH);
    }
    const wantedKmh = openHighway && this.t < this.burstUntil ? this.burstKmh : roadKmh * this.driverFactor;
    // Off duty on a highway (night, or the day's kilometres driven): pull over gently and rest.
    const pullOver = leg.townMetres > 0 && this.offDuty();
    const target = pullOver ? 0 : Math.min(wantedKmh / 3.6, allowed);
    // At the target it holds (braking whenever not above it made speeds saw-tooth 9 km/h below the limit).
    let a = target > this.speed ? this.accel : target < this.speed ? -brake : 0;
    // Harsh manoeuvres come by distance, each when the road allows it once due.
    if (!pullOver) {
      if (this.harshDue('harshBraking') && this.speed > 8) {
        a = -4.5;
        this.harsh('harshBraking');
      } else if (this.harshDue('harshAcceleration') && this.speed < 10 && target > this.speed + 5) {
        a = 3.5;
        this.harsh('harshAcceleration');
      } else if (this.harshDue('harshCornering') && this.speed > 30 / 3.6) {
        this.harsh('harshCornering');
      }
    }
    this.speed = Math.max(0, Math.min(target + (a > 0 && a > this.accel ? 3 : 0), this.speed + a * dt));
    if (pullOver && this.speed < 0.5) {
      this.speed = 0;
      this.plan.unshift(this.rest());
      return;
    }
    // Never stall before the end: within the last metres the braking curve allows no speed at all,
    // so the vehicle creeps the rest of the way (it used to stand there for good, engine running).
    if (this.speed < 0.3 && remaining > 0) this.speed = remaining > 10 ? Math.min(target, 1) : 1;
    const moved = this.speed * dt;
    action.s += moved;
    this.odometer += moved;
    this.fuel = Math.max(0, this.fuel - (moved / 1000) * this.tankFactor);
    this.sensors(dt, false);
    const before = this.position;
    this.position = pointOnLeg(leg, Math.min(action.s, leg.length));
    // The heading of the last step that moved, worked out only when a report needs it.
    if (moved > 0.5) this.headingStep = [before, this.position];

    if (action.s >= leg.length) {
      const carry = action.s - leg.length;
      action.leg++;
      action.s = stopAtEnd ? 0 : carry;
      if (stopAtEnd) this.speed = 0;
      if (action.leg >= action.route.length) {
        this.plan.shift();
      } else if (action.stopsAfterLeg.has(action.leg - 1)) {
        // A delivery: engine running for a while, then off.
        this.plan.unshift(
          { kind: 'halt', seconds: r.between(60, 240), ignition: true },
          { kind: 'halt', seconds: r.between(300, 900), ignition: false, doorOpen: true },
        );
      } else if (leg.townMetres > 0 && this.fuel < 25) {
        this.speed = 0;
        this.plan.unshift({ kind: 'halt', seconds: r.between(480, 900), ignition: false, refuel: true });
      }
    } else if (leg.townMetres === 0 && this.speed < 14 && this.speed > 3 && r.chance(dt / 300)) {
      // A red light or a jam: stopped with the engine on.
      this.speed = 0;
      this.plan.unshift({ kind: 'halt', seconds: r.between(15, 90), ignition: true });
    }
  }

  /** Whether the vehicle is off duty now: a day off, outside its shift, or its kilometres for the day driven. */
  private offDuty(): boolean {
    if (!this.spec.workSchedule) return false;
    if (!this.duty || this.t >= this.dutyDayEndsAt) {
      const day = isoDayIn(new Date(this.t));
      this.duty = dutyOn(this.spec, day);
      this.dutyOdometer = this.odometer;
      this.dutyDayEndsAt = startOfDayIn(addDays(day, 1)).getTime();
    }
    const duty = this.duty;
    return (
      !duty.works ||
      this.t < duty.startsAt ||
      this.t >= duty.endsAt ||
      (this.odometer - this.dutyOdometer) / 1000 >= duty.kmBudget
    );
  }

  /** Whether a job of `metres` fits in what is left of today's kilometres (the day's first job always does). */
  private fitsToday(metres: number): boolean {
    if (!this.spec.workSchedule || this.offDuty()) return !this.spec.workSchedule;
    const driven = (this.odometer - this.dutyOdometer) / 1000;
    return driven < 1 || driven + metres / 1000 <= (this.duty as DayDuty).kmBudget * roundOverrun;
  }

  /** Parked with the engine off until the vehicle's next shift. */
  private rest(): Action {
    return { kind: 'halt', seconds: (nextShiftStart(this.spec, this.t) - this.t) / 1000, ignition: false };
  }

  /** Metres to the next harsh manoeuvre of a kind: exponential, at the driver's rate. */
  private harshGap(kind: HarshKind): number {
    return (-Math.log(1 - this.random.next()) * 100_000) / (harshPer100Km[kind] * this.aggression);
  }

  private harshDue(kind: HarshKind): boolean {
    return this.odometer >= this.nextHarsh[kind];
  }

  private harsh(kind: HarshKind): void {
    this.pendingAlarm = kind;
    this.reportNow = true;
    this.nextHarsh[kind] = this.odometer + this.harshGap(kind);
  }

  /** Cold-chain sensors: settle towards the set point, warm while the door is open; now and then the probe drops out. */
  private sensors(dt: number, doorOpen: boolean): void {
    if (!this.spec.isColdChain || this.temperature === null) return;
    const goal = doorOpen ? 12 : this.setpoint;
    this.temperature +=
      (goal - this.temperature) * Math.min(1, dt / 600) + this.random.between(-0.05, 0.05) * dt;
    this.humidity = Math.min(
      98,
      Math.max(60, this.humidity + this.random.between(-0.2, 0.2) * dt + (doorOpen ? 0.05 * dt : 0)),
    );
    if (this.t >= this.sensorDownUntil && this.random.chance(dt / 1800)) {
      this.sensorDownUntil = this.t + this.random.between(120, 480) * 1000;
    }
  }

  private report(): LinkMessage {
    if (this.headingStep) {
      this.course = bearingDegrees(this.headingStep[0], this.headingStep[1]);
      this.headingStep = null;
    }
    const moving = this.speed > 0.5;
    this.nextReport =
      this.t + 1000 * (moving ? this.reportMovingS : this.ignition ? REPORT_IDLE_S : REPORT_PARKED_S);
    const urgent = this.reportNow;
    this.reportNow = false;
    if (
      this.spec.protocol === 'gt06' &&
      !urgent &&
      !this.ignition &&
      this.t - this.lastLocationAt < GT06_PARKED_LOCATION_S * 1000
    ) {
      return { heartbeat: { ignition: false } };
    }
    this.lastLocationAt = this.t;
    const fix: DeviceFix = {
      imei: this.spec.imei,
      time: new Date(Math.floor(this.t / 1000) * 1000),
      latitude: this.position.lat,
      longitude: this.position.lng,
      altitude: Math.round(1150 + 250 * Math.sin(this.position.lat * 7) * Math.cos(this.position.lng * 5)),
      speedKmh: this.speed * 3.6,
      course: this.course,
      ignition: this.ignition,
      powerVolts: (this.spec.light ? 12.6 : 25.2) + (this.ignition ? (this.spec.light ? 1.5 : 2.6) : 0),
      odometerMetres: this.odometer,
      fuelLitres: Math.round(this.fuel * tankLitres(this.spec)) / 100,
    };
    if (this.spec.isColdChain) {
      fix.temperature = this.t < this.sensorDownUntil ? null : Math.round((this.temperature ?? 0) * 10) / 10;
      fix.humidity = Math.round(this.humidity * 10) / 10;
    }
    if (this.pendingAlarm) {
      fix.alarm = this.pendingAlarm;
      this.pendingAlarm = undefined;
    }
    return { fixes: [fix] };
  }
}
