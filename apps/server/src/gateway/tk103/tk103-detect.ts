/** The start of a TK103 sentence, header complete: `(` + id + optional comma + command. */
const HEADER = /^\([0-9A-Za-z]{1,20}?,?[A-Z]{2}[0-9][0-9A-Z]/;
/** What can still become such a header. */
const PARTIAL = [/^\(?$/, /^\([0-9A-Za-z]{1,20}$/, /^\([0-9A-Za-z]{1,20},(?:[A-Z](?:[A-Z](?:[0-9])?)?)?$/];

/**
 * Recognises TK103 from a connection's first bytes. The JT/T 808 ASCII sentence also starts with
 * `(` and an id but goes on with digits (`(794104004140,1,001,…)`), never a two-letter command.
 */
export function detectTk103(head: Buffer): 'yes' | 'no' | 'more' {
  const text = head.subarray(0, 32).toString('latin1');
  if (HEADER.test(text)) return 'yes';
  if (PARTIAL.some((re) => re.test(text))) return 'more';
  return 'no';
}
