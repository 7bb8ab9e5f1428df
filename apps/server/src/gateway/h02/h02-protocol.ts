import type { TrackerProtocol } from '../protocol/tracker-protocol';
import { h02Commands } from './encode-h02-command';
import { H02FrameSplitter } from './h02-frame-splitter';
import { H02Session } from './h02-session';

const TEXT_HEAD = /^\*[A-Za-z]{2},[0-9]*,/;

function isBcd(byte: number): boolean {
  return byte >> 4 <= 9 && (byte & 0x0f) <= 9;
}

function twoDigits(byte: number | undefined): number {
  return byte === undefined ? -1 : (byte >> 4) * 10 + (byte & 0x0f);
}

/**
 * A text sentence `*XX,<digits>,` or a binary record `$` + 5 BCD id bytes + a BCD time and date
 * that are a real clock reading (which tells it from Meitrack's `$$`).
 */
function detectH02(head: Buffer): 'yes' | 'no' | 'more' {
  if (head.length === 0) return 'more';
  if (head[0] === 0x2a) {
    const text = head.subarray(0, 24).toString('latin1');
    if (TEXT_HEAD.test(text)) return 'yes';
    const prefix = /^\*([A-Za-z]{0,2}|[A-Za-z]{2},[0-9]*)$/;
    return prefix.test(text) && head.length < 24 ? 'more' : 'no';
  }
  if (head[0] !== 0x24) return 'no';
  // The id is 5 BCD bytes (8 in 42-byte records), then hhmmss ddmmyy.
  const layouts = [6, 9].map((clockAt) => clockReading(head, clockAt));
  if (layouts.includes('yes')) return 'yes';
  return layouts.includes('more') ? 'more' : 'no';
}

function clockReading(head: Buffer, clockAt: number): 'yes' | 'no' | 'more' {
  const limits = [23, 59, 59, 31, 12, 99];
  for (let i = 1; i < clockAt + limits.length; i++) {
    const byte = head[i];
    if (byte === undefined) return 'more';
    if (!isBcd(byte)) return 'no';
    if (i < clockAt) continue;
    const value = twoDigits(byte);
    const k = i - clockAt;
    if (value > (limits[k] as number) || (k === 3 && value === 0) || (k === 4 && value === 0)) return 'no';
  }
  return 'yes';
}

/** H02 (Sinotrack and clones): text `*HQ,...#` sentences and binary `$` records, TCP and UDP. */
export const h02Protocol: TrackerProtocol = {
  name: 'h02',
  textual: true,
  udp: true,
  splitter: () => new H02FrameSplitter(),
  session: () => new H02Session(),
  detect: detectH02,
  commands: h02Commands,
};
