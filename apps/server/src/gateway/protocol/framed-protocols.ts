import { h02Protocol } from '../h02/h02-protocol';
import { jt808Protocol } from '../jt808/jt808-protocol';
import { meitrackProtocol } from '../meitrack/meitrack-protocol';
import { queclinkProtocol } from '../queclink/queclink-protocol';
import { ruptelaProtocol } from '../ruptela/ruptela-protocol';
import { tk103Protocol } from '../tk103/tk103-protocol';
import { wialonProtocol } from '../wialon/wialon-protocol';
import type { TrackerProtocol } from './tracker-protocol';

/**
 * Every framed protocol spoken through the generic connection (protocol-connection.ts), in the
 * order the auto-detecting port asks them whether they recognise a connection's first bytes.
 * One line per protocol.
 */
export const framedProtocols: readonly TrackerProtocol[] = [
  h02Protocol,
  tk103Protocol,
  wialonProtocol,
  jt808Protocol,
  meitrackProtocol,
  queclinkProtocol,
  ruptelaProtocol,
];
