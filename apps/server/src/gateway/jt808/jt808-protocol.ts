import type { TrackerProtocol } from '../protocol/tracker-protocol';
import { jt808Commands } from './encode-jt808-command';
import { unescapeJt808 } from './jt808-escape';
import { Jt808FrameSplitter } from './jt808-frame-splitter';
import { isPlausibleJt808 } from './jt808-header';
import { Jt808Session } from './jt808-session';

const MAX_FIRST_FRAME = 2100;

/**
 * A first frame `7E … 7E` that is a plausible terminal message (see `isPlausibleJt808`). Needs the
 * whole first frame.
 */
function detectJt808(head: Buffer): 'yes' | 'no' | 'more' {
  if (head.length === 0) return 'more';
  if (head[0] !== 0x7e) return 'no';
  const end = head.indexOf(0x7e, 1);
  if (end < 0) return head.length < MAX_FIRST_FRAME ? 'more' : 'no';
  return isPlausibleJt808(unescapeJt808(head.subarray(0, end + 1))) ? 'yes' : 'no';
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
