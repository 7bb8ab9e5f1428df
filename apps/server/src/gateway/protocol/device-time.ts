/**
 * A device's date and time fields as a UTC instant, or undefined when they are no calendar date
 * (month 13, hour 25, day 0...). Two-digit years are 20xx. `offsetMinutes` is how far the device's
 * clock is ahead of UTC (the device's clock offset); the result is shifted back by it.
 */
export function deviceTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  offsetMinutes = 0,
): Date | undefined {
  const fullYear = year < 100 ? 2000 + year : year;
  const parts = [fullYear, month, day, hour, minute, second];
  if (!parts.every(Number.isInteger)) return undefined;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  if (hour < 0 || minute < 0 || second < 0 || fullYear < 1990 || fullYear > 2099) return undefined;
  const utc = Date.UTC(fullYear, month - 1, day, hour, minute, second);
  if (new Date(utc).getUTCDate() !== day) return undefined;
  return new Date(utc - offsetMinutes * 60_000);
}

/** `yyyyMMddHHmmss` or other patterns of a UTC instant, for replies that carry the server's time. */
export function utcStamp(time: Date, pattern: 'yyyyMMddHHmmss' | 'HHmmss' | 'yyMMddHHmmss'): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const yyyy = String(time.getUTCFullYear());
  const clock = `${two(time.getUTCHours())}${two(time.getUTCMinutes())}${two(time.getUTCSeconds())}`;
  const date = `${two(time.getUTCMonth() + 1)}${two(time.getUTCDate())}`;
  if (pattern === 'HHmmss') return clock;
  if (pattern === 'yyMMddHHmmss') return `${yyyy.slice(2)}${date}${clock}`;
  return `${yyyy}${date}${clock}`;
}
