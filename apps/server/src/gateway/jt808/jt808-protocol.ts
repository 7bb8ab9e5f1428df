import type { TrackerProtocol } from '../protocol/tracker-protocol';
import { jt808Commands } from './encode-jt808-command';
import { unescapeJt808 } from './jt808-escape';
import { Jt808FrameSplitter } from './jt808-frame-splitter';
import { isPlausibleJt808, readJt808Header } from './jt808-header';
import { Jt808Session } from './jt808-session';

/** Message ids a terminal sends (to the platform); a first frame with another id is not JT/T 808. */
const TERMINAL_MESSAGES = new Set([
  0x0001, 0x0002, 0x0003, 0x0100, 0x0102, 0x0104, 0x0107, 0x0108, 0x0109, 0x0200, 0x0201, 0x0210, 0x0500,
  0x0506, 0x0701, 0x0702, 0x0704, 0x0705, 0x0800, 0x0801, 0x0805, 0x0900, 0x0901, 0x0a00, 0x1007, 0x1300,
  0x2070, 0x5501, 0x5502, 0x6006,
]);

/**
 * A first frame `7E` + a header with a terminal message id and no encryption bits; when the whole
 * frame is in `head`, its body length or checksum must also match. Decides within the header.
 */
function detectJt808(head: Buffer): 'yes' | 'no' | 'more' {
  if (head.length === 0) return 'more';
  if (head[0] !== 0x7e) return 'no';
  const end = head.indexOf(0x7e, 1);
  const frame = unescapeJt808(end < 0 ? head : head.subarray(0, end + 1));
  if (frame.length < 5) return end < 0 ? 'more' : 'no';
  const type = frame.readUInt16BE(1);
  const properties = frame.readUInt16BE(3);
  if (!TERMINAL_MESSAGES.has(type)) return 'no';
  // Encryption bits (10-12) are never set by the terminals we know, except the JT600-style reports.
  if ((properties & 0x1c00) !== 0 && type !== 0x5501 && type !== 0x5502) return 'no';
  if (end < 0) return frame.length >= ((properties & 0x4000) !== 0 ? 17 : 13) ? 'yes' : 'more';
  return isPlausibleJt808(frame) && (readJt808Header(frame)?.lengthOk || readJt808Header(frame)?.checksumOk)
    ? 'yes'
    : 'no';
}

/** JT/T 808 (2011/2013/2019), the Chinese national standard for vehicle terminals: TCP. */
export const jt808Protocol: TrackerProtocol = {
  name: 'jt808',
  textual: false,
  udp: false,
  splitter: () => new Jt808FrameSplitter(),
  session: () => new Jt808Session(),
  detect: detectJt808,
  commands: jt808Commands,
};
