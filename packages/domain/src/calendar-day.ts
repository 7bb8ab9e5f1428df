/**
 * Calendar days as ISO text (YYYY-MM-DD, Gregorian), the form the API stores and sends, and the
 * arithmetic on them. Days carry no time zone; turning an instant into a day needs one.
 */

/** Iran's time zone: the day an instant falls on, and where Jalali months begin, are read in it. */
export const iranTimeZone = 'Asia/Tehran';

const msPerDay = 86_400_000;

/** Days since 1970-01-01 of an ISO day. */
export function epochDayOf(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / msPerDay);
}

/** The ISO day a count of days since 1970-01-01 stands for. */
export function isoDayOfEpochDay(epochDay: number): string {
  return new Date(epochDay * msPerDay).toISOString().slice(0, 10);
}

export function addDays(isoDay: string, days: number): string {
  return isoDayOfEpochDay(epochDayOf(isoDay) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return epochDayOf(to) - epochDayOf(from);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone (Iran's unless told). */
export function isoDayIn(instant: Date, timeZone = iranTimeZone): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time (HH:mm, 24 h) of an instant in a time zone (Iran's unless told). */
export function clockTimeIn(instant: Date, timeZone = iranTimeZone): string {
  let format = timeFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormatters.set(timeZone, format);
  }
  return format.format(instant);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far a time zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetAt(ms: number, timeZone: string): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, format);
  }
  const p = Object.fromEntries(
    format.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The first instant of a calendar day in a time zone (Iran's unless told): its midnight, or the
 * moment clocks jumped to when a daylight-saving change skipped midnight (Iran until 2022).
 */
export function startOfDayIn(isoDay: string, timeZone = iranTimeZone): Date {
  const wallMidnight = epochDayOf(isoDay) * msPerDay;
  const first = wallMidnight - zoneOffsetAt(wallMidnight, timeZone);
  const second = wallMidnight - zoneOffsetAt(first, timeZone);
  const onTheDay = [first, second].filter((ms) => isoDayIn(new Date(ms), timeZone) === isoDay);
  return new Date(onTheDay.length > 0 ? Math.min(...onTheDay) : second);
}

/** A wall-clock minute: what a person reads on a clock and a calendar in some time zone. */
export interface WallMinute {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock minute of an instant in a time zone (Iran's unless told); seconds are dropped. */
export function wallMinuteIn(instant: Date, timeZone = iranTimeZone): WallMinute {
  const wall = new Date(instant.getTime() + zoneOffsetAt(instant.getTime(), timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/**
 * The instant a wall-clock minute names in a time zone (Iran's unless told), to the minute: what
 * a typed date-time means whatever zone the typing computer is in. A minute skipped by a clock
 * change is read as the one after the jump.
 */
export function instantOfWallMinute(wall: WallMinute, timeZone = iranTimeZone): Date {
  const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = wallMs - zoneOffsetAt(wallMs, timeZone);
  return new Date(wallMs - zoneOffsetAt(first, timeZone));
}
