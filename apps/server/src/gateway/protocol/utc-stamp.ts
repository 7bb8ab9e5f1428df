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
