/**
 * The answers a TK103 device waits for, chosen as the protocol does from the 4 characters after a
 * 12-character id: BP00 (handshake) → `(id AP01HSO)`, BP05 (login) → `(id AP05)`. Sentences with
 * another id length have something else there and get no answer.
 */
export function tk103Reply(text: string): { handshake?: Buffer; login?: Buffer } {
  if (text.length < 17 || text[0] !== '(') return {};
  const id = text.slice(1, 13);
  const type = text.slice(13, 17);
  if (type === 'BP00') return { handshake: Buffer.from(`(${id}AP01HSO)`, 'latin1') };
  if (type === 'BP05') return { login: Buffer.from(`(${id}AP05)`, 'latin1') };
  return {};
}
