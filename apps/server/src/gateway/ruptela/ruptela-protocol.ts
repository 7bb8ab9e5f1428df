import type { TrackerProtocol } from '../protocol/tracker-protocol';
import { ruptelaCommands } from './encode-ruptela-command';
import { RuptelaFrameSplitter } from './ruptela-frame-splitter';
import { RuptelaSession } from './ruptela-session';
import { isRuptelaStart } from './ruptela-start';

/** Ruptela (FM-Eco4, FM-Tco4, FM-Pro4...): length-prefixed binary with CRC-16/KERMIT, TCP. */
export const ruptelaProtocol: TrackerProtocol = {
  name: 'ruptela',
  textual: false,
  udp: false,
  splitter: () => new RuptelaFrameSplitter(),
  session: () => new RuptelaSession(),
  detect: (head) => isRuptelaStart(head.subarray(0, 11)),
  commands: ruptelaCommands,
};
