/**
 * A TK103 sentence split into its header and body: `(` + device id + command + data + `)`, the
 * compact form (`(027044702512BP05…)`, the id mostly 12 characters) or the comma form
 * (`(864768011069660,ZC11,…)`). Commands are two letters and two characters (`BR00`, `BP05`,
 * `DW3B`, `ZC20`…).
 */
export interface Tk103Sentence {
  id: string;
  command: string;
  /** The id was followed by a comma: dates of this form are `ddmmyy`, not `yymmdd`. */
  commaForm: boolean;
  /** Everything after the command (and its comma), without the closing `)`. */
  body: string;
  /** The sentence without `(` and `)`. */
  inner: string;
}

// Most clones send a 12-character id; others 11 to 15 digits, or the id, a comma and the command.
const HEADERS = [
  /^([0-9A-Za-z]{12})()([A-Z]{2}[0-9][0-9A-Z]),?/,
  /^([0-9A-Za-z]{1,20}?)(,?)([A-Z]{2}[0-9][0-9A-Z]),?/,
];

export function parseTk103Sentence(text: string): Tk103Sentence | undefined {
  if (!text.startsWith('(')) return undefined;
  const inner = text.endsWith(')') ? text.slice(1, -1) : text.slice(1);
  const header = HEADERS.map((re) => re.exec(inner)).find((m) => m !== null);
  if (!header) return undefined;
  const [matched, id = '', comma, command = ''] = header;
  return { id, command, commaForm: comma === ',', body: inner.slice(matched.length), inner };
}
