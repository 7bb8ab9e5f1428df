/** Whether a connection's first bytes are a GT06 frame start (78 78 or 79 79). */
export function detectGt06(head: Buffer): 'yes' | 'no' | 'more' {
  if (head.length === 0) return 'more';
  if (head[0] !== 0x78 && head[0] !== 0x79) return 'no';
  if (head.length === 1) return 'more';
  return head[1] === head[0] ? 'yes' : 'no';
}
