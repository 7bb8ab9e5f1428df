import { crc16Arc } from './wialon-crc';

/**
 * A Wialon IPS packet: `[version;][id]#TYPE#data`. The id prefix (UDP style, `99999999#SD#…` or
 * `2.0;99999999#D#…`) names the device; without it the packet belongs to the connection's login.
 */
export interface WialonPacket {
  /** The id the packet names itself, if any. */
  id?: string;
  type: string;
  /** The data after `#TYPE#`, without the checksum field when there is one. */
  data: string;
  /** The IPS 2.0 checksum field, when the packet carries one, and whether it matches. */
  crc?: { ok: boolean };
}

const HEADER = /^(?:([^#]*?;)?([^#;]*))?#([A-Z]{1,2})#/;

/** Fields of a data record in IPS 1.1; IPS 2.0 adds the checksum as one more. */
const FIELD_COUNTS: Record<string, number> = { SD: 10, D: 16 };

const CRC_FIELD = /^(?:0x)?[0-9A-Fa-f]{1,4}$/;

export function parseWialonPacket(frame: Buffer): WialonPacket | undefined {
  const head = frame.subarray(0, 64).toString('latin1');
  const header = HEADER.exec(head);
  if (!header) return undefined;
  const [matched, , prefix = '', type = ''] = header;
  const dataStart = Buffer.byteLength(matched, 'latin1');
  const packet: WialonPacket = { type, data: '' };
  if (prefix !== '') packet.id = prefix;
  const body = frame.subarray(dataStart);
  const crcAt = checksumField(type, body);
  if (crcAt === undefined) {
    packet.data = body.toString('utf8');
    return packet;
  }
  const field = body.subarray(crcAt).toString('latin1');
  packet.crc = { ok: Number.parseInt(field.replace(/^0x/, ''), 16) === crc16Arc(body, 0, crcAt) };
  packet.data = body.subarray(0, crcAt - 1).toString('utf8');
  return packet;
}

/**
 * Where the IPS 2.0 checksum field starts, or undefined when the packet has none: the login of
 * the `2.0;id;password;crc` form, records with one field more than in IPS 1.1 whose last field is
 * 1 to 4 hex digits, and a black box whose last `|` part is that checksum.
 */
function checksumField(type: string, body: Buffer): number | undefined {
  const text = body.toString('latin1');
  const separator = type === 'B' ? '|' : ';';
  const at = text.lastIndexOf(separator);
  if (at < 0 || !CRC_FIELD.test(text.slice(at + 1))) return undefined;
  const fields = text.split(';').length;
  const carries =
    type === 'B' ||
    (type === 'L' && text.startsWith('2.0;') && fields === 4) ||
    fields === (FIELD_COUNTS[type] ?? -1) + 1;
  return carries ? at + 1 : undefined;
}
