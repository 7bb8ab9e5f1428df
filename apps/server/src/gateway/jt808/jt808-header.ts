import { xorChecksum } from './jt808-escape';

/** The header of an un-escaped binary frame, and where its body lies. */
export interface Jt808Header {
  type: number;
  properties: number;
  bodyLength: number;
  /** The 2019 edition's protocol version byte, when properties bit 14 says it is there. */
  version: number | undefined;
  /** The terminal number bytes as sent (6, or 10 in the 2019 edition). */
  terminal: Buffer;
  serial: number;
  bodyStart: number;
  /** Index of the checksum byte (the body ends there). */
  checksumAt: number;
  checksumOk: boolean;
  lengthOk: boolean;
}

/** 0x5501/0x5502 (JT600-style bodies) carry a 1-byte serial. */
const SHORT_SERIAL_TYPES = new Set([0x5501, 0x5502]);

/**
 * Reads `7E id(2) properties(2) [version(1)] terminal(6|10) serial(2) body xor 7E`. Undefined
 * when the frame is too short for its header.
 */
export function readJt808Header(frame: Buffer): Jt808Header | undefined {
  if (frame.length < 15 || frame[0] !== 0x7e || frame[frame.length - 1] !== 0x7e) return undefined;
  const type = frame.readUInt16BE(1);
  const properties = frame.readUInt16BE(3);
  const is2019 = (properties & 0x4000) !== 0;
  let at = 5;
  const version = is2019 ? frame[at++] : undefined;
  const terminalLength = is2019 ? 10 : 6;
  const serialLength = SHORT_SERIAL_TYPES.has(type) ? 1 : 2;
  if (at + terminalLength + serialLength + 2 > frame.length) return undefined;
  const terminal = frame.subarray(at, at + terminalLength);
  at += terminalLength;
  const serial = serialLength === 1 ? (frame[at] as number) : frame.readUInt16BE(at);
  at += serialLength;
  // Sub-packaged messages carry the package count and number before the body.
  if ((properties & 0x2000) !== 0) at += 4;
  const checksumAt = frame.length - 2;
  if (at > checksumAt) return undefined;
  const bodyLength = properties & 0x3ff;
  return {
    type,
    properties,
    bodyLength,
    version,
    terminal,
    serial,
    bodyStart: at,
    checksumAt,
    checksumOk: xorChecksum(frame, 1, checksumAt) === frame[checksumAt],
    lengthOk: checksumAt - at === bodyLength,
  };
}

/** Luhn check digit of a number given as digits. */
function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The terminal number as the device registers it: its BCD digits; a terminal field that is not
 * BCD is a 6-byte number followed by its Luhn digit (an IMEI, as some clones send it).
 */
export function jt808TerminalDigits(terminal: Buffer): string {
  const hex = terminal.toString('hex');
  if (/^[0-9]+$/.test(hex)) return hex;
  const number = String(terminal.readUInt16BE(0) * 2 ** 32 + terminal.readUInt32BE(2));
  return `${number}${luhnDigit(number)}`;
}

/** The identity: the terminal digits without the leading zeros that pad them to 12 (or 20). */
export function jt808Identity(terminal: Buffer): string {
  const digits = jt808TerminalDigits(terminal);
  const stripped = digits.replace(/^0+/, '');
  return stripped.length >= 11 ? stripped : digits.slice(-Math.max(11, stripped.length));
}

/**
 * Whether un-escaped bytes between two 7E look like a terminal's message: a header that parses
 * with an id below 0x8000 (terminal to platform), and a body length or checksum that match, or
 * at least a BCD terminal number. Tells a frame from a closing and an opening delimiter with
 * something else between them.
 */
export function isPlausibleJt808(frame: Buffer): boolean {
  const header = readJt808Header(frame);
  if (header === undefined || header.type >= 0x8000) return false;
  return header.lengthOk || header.checksumOk || /^[0-9]+$/.test(header.terminal.toString('hex'));
}
