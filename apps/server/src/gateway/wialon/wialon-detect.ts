/** A Wialon IPS packet head: optional `version;` and id, then `#TYPE#`. */
const HEADER = /^(?:[0-9A-Za-z.]{1,8};)?[0-9A-Za-z]{0,20}#(?:L|P|SD|D|B|M|AM)#/;
/** What can still become such a head. */
const PARTIAL = /^(?:[0-9A-Za-z.;]{0,30}(?:#(?:[A-Z]{1,2})?)?)$/;

/**
 * Recognises Wialon IPS from a connection's first bytes: `#L#…` (TCP login) or, from a device
 * that names itself in every packet, `id#SD#…`. Only letters, digits, `.` and `;` may precede the
 * first `#`, so no other protocol's first frame is taken.
 */
export function detectWialon(head: Buffer): 'yes' | 'no' | 'more' {
  const text = head.subarray(0, 40).toString('latin1');
  if (HEADER.test(text)) return 'yes';
  if (text.length < 33 && PARTIAL.test(text)) return 'more';
  return 'no';
}
