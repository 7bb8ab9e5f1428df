import type { TrackerProtocol } from '../protocol/tracker-protocol';
import { wialonCommands } from './encode-wialon-command';
import { detectWialon } from './wialon-detect';
import { WialonLineSplitter } from './wialon-line-splitter';
import { WialonSession } from './wialon-session';

/** Wialon IPS 1.1 and 2.0: text packets, one per line, over TCP and UDP; default port 20332. */
export const wialonProtocol: TrackerProtocol = {
  name: 'wialon',
  textual: true,
  udp: true,
  splitter: () => new WialonLineSplitter(),
  session: () => new WialonSession(),
  detect: detectWialon,
  commands: wialonCommands,
};
