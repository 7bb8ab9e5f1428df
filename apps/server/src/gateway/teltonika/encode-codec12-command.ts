import { crc16Ibm } from './crc16-ibm';

const CODEC_12 = 0x0c;
const COMMAND = 0x05;
/** What a device answers a command with (0x06), as simulated devices and tests send it. */
export const CODEC_12_RESPONSE = 0x06;

/**
 * Builds a Codec 12 server-to-device command packet: preamble, data length, codec 12, one
 * command of type 0x05, the payload, the count again and the CRC-16/IBM of the data part.
 * Text made only of hex digit pairs is sent as the raw bytes it spells (as Traccar does), so
 * binary payloads such as serial passthrough can be typed; pass bytes to avoid that reading.
 */
export function encodeCodec12Command(command: string | Uint8Array, type = COMMAND): Buffer {
  const payload =
    typeof command !== 'string'
      ? Buffer.from(command)
      : /^(?:[0-9a-fA-F]{2})+$/.test(command)
        ? Buffer.from(command, 'hex')
        : Buffer.from(command, 'latin1');

  const dataLength = 1 + 1 + 1 + 4 + payload.length + 1;
  const packet = Buffer.alloc(8 + dataLength + 4);
  packet.writeUInt32BE(dataLength, 4);
  let at = 8;
  at = packet.writeUInt8(CODEC_12, at);
  at = packet.writeUInt8(1, at);
  at = packet.writeUInt8(type, at);
  at = packet.writeUInt32BE(payload.length, at);
  at += payload.copy(packet, at);
  at = packet.writeUInt8(1, at);
  packet.writeUInt32BE(crc16Ibm(packet, 8, at), at);
  return packet;
}
