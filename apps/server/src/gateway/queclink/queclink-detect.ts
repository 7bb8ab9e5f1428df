const TEXT_HEADS = ['+RESP:GT', '+BUFF:GT', '+ACK:GT'];
const BINARY_HEADS = ['+RSP', '+BSP', '+EVT', '+BVT', '+INF', '+BNF', '+HBD', '+CRD', '+BRD', '+LGN', '+ACK'];

/**
 * Recognises Queclink @Track from a connection's first bytes: a text head (`+RESP:GT`,
 * `+BUFF:GT`, `+ACK:GT`), a binary head (`+RSP`, `+EVT`, `+INF`…), or the compact binary form
 * (`+` then 0x00).
 */
export function detectQueclink(head: Buffer): 'yes' | 'no' | 'more' {
  if (head.length === 0) return 'more';
  if (head[0] !== 0x2b) return 'no';
  if (head.length >= 2 && head[1] === 0) return 'yes';
  const text = head.subarray(0, 8).toString('latin1');
  const heads = [...TEXT_HEADS, ...BINARY_HEADS];
  if (TEXT_HEADS.some((h) => text.startsWith(h))) return 'yes';
  if (text.length >= 5 && BINARY_HEADS.some((h) => text.startsWith(h)) && !text.startsWith('+ACK:'))
    return 'yes';
  return heads.some((h) => h.startsWith(text)) ? 'more' : 'no';
}
