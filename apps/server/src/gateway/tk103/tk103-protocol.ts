import type { TrackerProtocol } from '../protocol/tracker-protocol';
import { tk103Commands } from './encode-tk103-command';
import { detectTk103 } from './tk103-detect';
import { Tk103FrameSplitter } from './tk103-frame-splitter';
import { Tk103Session } from './tk103-session';

/** TK103 (Coban and clones): `(…)` text sentences over TCP and UDP; default port 5002. */
export const tk103Protocol: TrackerProtocol = {
  name: 'tk103',
  textual: true,
  udp: true,
  splitter: () => new Tk103FrameSplitter(),
  session: () => new Tk103Session(),
  detect: detectTk103,
  commands: tk103Commands,
};
