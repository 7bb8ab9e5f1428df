import type { TrackerProtocol } from '../protocol/tracker-protocol';
import { queclinkCommands } from './encode-queclink-command';
import { detectQueclink } from './queclink-detect';
import { QueclinkFrameSplitter } from './queclink-frame-splitter';
import { QueclinkSession } from './queclink-session';

/** Queclink @Track (GL/GV/GT series): text and binary reports over TCP and UDP; default port 5004. */
export const queclinkProtocol: TrackerProtocol = {
  name: 'queclink',
  textual: true,
  udp: true,
  splitter: () => new QueclinkFrameSplitter(),
  session: () => new QueclinkSession(),
  detect: detectQueclink,
  commands: queclinkCommands,
};
