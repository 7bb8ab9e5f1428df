import type { TrackerProtocol } from '../protocol/tracker-protocol';
import { meitrackCommands } from './encode-meitrack-command';
import { MeitrackFrameSplitter } from './meitrack-frame-splitter';
import { MeitrackSession } from './meitrack-session';

const HEAD = /^\$\$[\x21-\x7e]\d{1,5},\d{10,20},[A-Z0-9]{3},/;
const PREFIX = /^\$(\$([\x21-\x7e](\d{1,5}(,(\d{1,20}(,[A-Z0-9]{0,3})?)?)?)?)?)?$/;

/** `$$` + flag + length + `,` + IMEI digits + `,` + a 3-character command + `,`. */
function detectMeitrack(head: Buffer): 'yes' | 'no' | 'more' {
  const text = head.subarray(0, 48).toString('latin1');
  if (HEAD.test(text)) return 'yes';
  return PREFIX.test(text) ? 'more' : 'no';
}

/** Meitrack (MVT, T and P series): text and binary reports, TCP and UDP. */
export const meitrackProtocol: TrackerProtocol = {
  name: 'meitrack',
  textual: true,
  udp: true,
  splitter: () => new MeitrackFrameSplitter(),
  session: () => new MeitrackSession(),
  detect: detectMeitrack,
  commands: meitrackCommands,
};
