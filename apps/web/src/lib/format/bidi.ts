/** Text kept left to right inside right-to-left text: a signed reading stays '−18.5 °C', not '°C 18.5−'. */
export function ltrIsolate(text: string): string {
  return `\u2066${text}\u2069`;
}
