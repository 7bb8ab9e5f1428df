/**
 * Clones of the GT06 protocol reuse message types with other layouts; the only thing that tells
 * them apart is the length of the packet (facts gathered by Traccar from real devices).
 */
export type Gt06Variant =
  | 'standard'
  | 'vxt01'
  | 'wanwayS20'
  | 'sr411Mini'
  | 'gt06eCard'
  | 'benway'
  | 's5'
  | 'space10x'
  | 'obd6'
  | 'wetrust'
  | 'jc400'
  | 'sl4x'
  | 'seeworld'
  | 'rfid'
  | 'lw4g';

export function detectGt06Variant(frame: Uint8Array): Gt06Variant {
  if (frame[0] !== 0x78 || frame.length < 4) return 'standard';
  const length = frame[2] ?? 0;
  const type = frame[3] ?? 0;
  switch (type) {
    case 0x12:
      if (length === 0x24) return 'vxt01';
      if (length >= 0x71) return 'gt06eCard';
      if (length === 0x21) return 'benway';
      if (length === 0x2b) return 's5';
      if (length === 0x29) return 'wetrust';
      return 'standard';
    case 0x16:
      if (length === 0x24) return 'vxt01';
      if (length === 0x26) return 'seeworld';
      return 'standard';
    case 0x24:
      if (length === 0x31) return 'wanwayS20';
      if (length === 0x2e) return 'sr411Mini';
      return 'standard';
    case 0x19:
      return length >= 0x17 ? 'space10x' : 'standard';
    case 0x13:
      return length === 0x13 ? 'obd6' : 'standard';
    case 0x95:
      return frame[4] === 0xff && frame[5] === 0xff ? 'jc400' : 'standard';
    case 0x34:
      return length === 0x37 ? 'sl4x' : 'standard';
    case 0x31:
      return length === 0x2a ? 'sl4x' : 'standard';
    case 0x32:
      return length === 0x27 || length === 0x29 ? 'sl4x' : 'standard';
    case 0x22:
      return length === 0x2f ? 'seeworld' : 'standard';
    case 0x17:
      return length === 0x28 ? 'rfid' : 'standard';
    case 0xa2:
      return length === 0x40 ? 'lw4g' : 'standard';
    default:
      return 'standard';
  }
}
