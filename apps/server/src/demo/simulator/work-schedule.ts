import { addDays, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { toJalali } from '@navgan/domain/jalali';
import type { DemoRole } from '../demo-fleet';
import { Random } from './random';

/** What a vehicle's working pattern depends on (a simulated vehicle's spec has them). */
export interface DutyTraits {
  role: DemoRole;
  city: boolean;
  light: boolean;
  index: number;
}

/**
 * The demo fleet's working pattern (documented in docs/demo-fleet.md): how far each kind of vehicle
 * drives on a working day, its shift, and how often it works on a Friday or rests on a weekday.
 */
export interface DutyProfile {
  /** Kilometres after which the vehicle starts no new job that day (a job under way is finished). */
  kmPerDay: readonly [number, number];
  /** Shift start and the hour after which no new job starts, Tehran time (hours). */
  startHour: readonly [number, number];
  endHour: readonly [number, number];
  /** Chance of working on a Friday (the weekend) or a public holiday. */
  holidayWork: number;
  /** Chance of a weekday off (leave, repairs, no load). */
  weekdayRest: number;
}

export type DutyKind = 'long-haul' | 'city-truck' | 'city-light' | 'service';

export const dutyProfiles: Record<DutyKind, DutyProfile> = {
  'long-haul': {
    kmPerDay: [400, 650],
    startHour: [5.5, 7],
    endHour: [18, 20],
    holidayWork: 0.15,
    weekdayRest: 0.1,
  },
  'city-truck': {
    kmPerDay: [70, 150],
    startHour: [7, 8.5],
    endHour: [15, 16.5],
    holidayWork: 0.1,
    weekdayRest: 0.06,
  },
  'city-light': {
    kmPerDay: [80, 170],
    startHour: [7, 8.5],
    endHour: [15, 16.5],
    holidayWork: 0.1,
    weekdayRest: 0.06,
  },
  service: {
    kmPerDay: [40, 110],
    startHour: [8, 9],
    endHour: [13, 15],
    holidayWork: 0.05,
    weekdayRest: 0.05,
  },
};

export function dutyKindOf(spec: Pick<DutyTraits, 'role' | 'city' | 'light'>): DutyKind {
  if (spec.role === 'service') return 'service';
  if (!spec.city) return 'long-haul';
  return spec.light ? 'city-light' : 'city-truck';
}

/**
 * Iran's public holidays of the solar calendar (Jalali month and day): Nowruz (1–4 Farvardin),
 * Islamic Republic Day and Sizdah Bedar (12–13 Farvardin), 14–15 Khordad, 22 Bahman, 29 Esfand.
 * The religious holidays follow the lunar calendar and move every year; they are left out.
 */
const solarHolidays = new Set(['1-1', '1-2', '1-3', '1-4', '1-12', '1-13', '3-14', '3-15', '11-22', '12-29']);

/** Friday (Iran's weekend) or a solar-calendar public holiday. */
export function isDayOff(isoDay: string): boolean {
  if (new Date(`${isoDay}T12:00:00Z`).getUTCDay() === 5) return true;
  const { month, day } = toJalali(isoDay);
  return solarHolidays.has(`${month}-${day}`);
}

export interface DayDuty {
  day: string;
  works: boolean;
  kmBudget: number;
  /** Instants (ms) of the shift's start and of the hour after which no new job starts. */
  startsAt: number;
  endsAt: number;
}

/** One vehicle's duty on one Iran day: the same for the same vehicle and day, whatever ran before. */
export function dutyOn(spec: Pick<DutyTraits, 'role' | 'city' | 'light' | 'index'>, day: string): DayDuty {
  const profile = dutyProfiles[dutyKindOf(spec)];
  const random = new Random(hash(`${spec.index}|${day}`));
  const works = isDayOff(day) ? random.chance(profile.holidayWork) : !random.chance(profile.weekdayRest);
  const midnight = startOfDayIn(day).getTime();
  return {
    day,
    works,
    kmBudget: random.between(...profile.kmPerDay),
    startsAt: midnight + random.between(...profile.startHour) * 3_600_000,
    endsAt: midnight + random.between(...profile.endHour) * 3_600_000,
  };
}

/** The start of the vehicle's next shift after `at` (today's when it has not begun, else a later working day's). */
export function nextShiftStart(
  spec: Pick<DutyTraits, 'role' | 'city' | 'light' | 'index'>,
  at: number,
): number {
  let day = isoDayIn(new Date(at));
  for (let i = 0; i < 30; i++, day = addDays(day, 1)) {
    const duty = dutyOn(spec, day);
    if (duty.works && duty.startsAt > at) return duty.startsAt;
  }
  return at + 86_400_000;
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}
