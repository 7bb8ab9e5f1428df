/**
 * Calendar days travel as ISO text ('2025-11-21'); date pickers work on Date objects at local
 * midnight. Both directions use local time so a picked day never shifts with the time zone.
 */
export function isoDayToDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  date.setFullYear(Number(year));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function dateToIsoDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
