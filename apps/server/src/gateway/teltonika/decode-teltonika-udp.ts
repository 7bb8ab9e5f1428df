import {
  CODEC_12,
  CODEC_13,
  decodeAvlData,
  type TeltonikaDecodeOptions,
  type TeltonikaDecodeResult,
  type TeltonikaRefusal,
} from './decode-avl-data';

const MAX_IMEI_LENGTH = 20;

/**
 * Decodes one UDP datagram: 2-byte length, 2-byte packet id, an unused byte, the AVL packet id,
 * the IMEI (2-byte length + ASCII), then the codec data without preamble or CRC. The ack echoes
 * both ids and the number of records accepted. Never throws.
 */
export function decodeTeltonikaUdp(
  datagram: Uint8Array,
  options: TeltonikaDecodeOptions = {},
): TeltonikaDecodeResult {
  try {
    return decode(datagram, options);
  } catch {
    return { ok: false, reason: 'internal' };
  }
}

function decode(datagram: Uint8Array, options: TeltonikaDecodeOptions): TeltonikaDecodeResult {
  const lenient = options.lenient === true;
  if (datagram.length < 8) return { ok: false, reason: 'truncated' };
  const view = new DataView(datagram.buffer, datagram.byteOffset, datagram.byteLength);
  const tolerated: TeltonikaRefusal[] = [];

  if (view.getUint16(0) + 2 !== datagram.length) {
    if (!lenient) return { ok: false, reason: 'length' };
    tolerated.push('length');
  }
  const packetId = view.getUint16(2);
  const avlPacketId = view.getUint8(5);
  const imeiLength = view.getUint16(6);
  const imeiEnd = 8 + imeiLength;
  if (imeiLength === 0 || imeiLength > MAX_IMEI_LENGTH) return { ok: false, reason: 'malformed' };
  if (imeiEnd > datagram.length) return { ok: false, reason: 'truncated' };
  const imei = Buffer.from(datagram.subarray(8, imeiEnd)).toString('latin1');
  if (!/^\d+$/.test(imei)) return { ok: false, reason: 'malformed' };

  const data = decodeAvlData(datagram, imeiEnd, datagram.length, imei, options, lenient);
  if (typeof data === 'string') return { ok: false, reason: data };

  let ack = Buffer.alloc(0);
  if (data.codec !== CODEC_12 && data.codec !== CODEC_13) {
    ack = Buffer.alloc(7);
    ack.writeUInt16BE(5, 0);
    ack.writeUInt16BE(packetId, 2);
    ack.writeUInt8(0x01, 4);
    ack.writeUInt8(avlPacketId, 5);
    ack.writeUInt8(data.recordCount, 6);
  }
  return {
    ok: true,
    codec: data.codec,
    positions: data.positions,
    responses: data.responses,
    recordCount: data.recordCount,
    dropped: data.dropped,
    ack,
    tolerated: [...tolerated, ...data.tolerated],
  };
}
