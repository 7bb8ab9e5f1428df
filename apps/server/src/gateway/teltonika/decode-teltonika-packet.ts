import { crc16Ibm } from './crc16-ibm';
import {
  CODEC_12,
  CODEC_13,
  decodeAvlData,
  type TeltonikaDecodeOptions,
  type TeltonikaDecodeResult,
  type TeltonikaRefusal,
} from './decode-avl-data';

const HEADER = 8;
const CRC_SIZE = 4;

/**
 * Decodes one TCP AVL data packet (preamble, data length, codec data, CRC) as the frame reader
 * delivers it. The IMEI comes from the connection's handshake, so the caller passes it in.
 * Never throws: any input yields a result.
 */
export function decodeTeltonikaPacket(
  frame: Uint8Array,
  options: TeltonikaDecodeOptions & { deviceId: string },
): TeltonikaDecodeResult {
  try {
    return decode(frame, options);
  } catch {
    return { ok: false, reason: 'internal' };
  }
}

function decode(
  frame: Uint8Array,
  options: TeltonikaDecodeOptions & { deviceId: string },
): TeltonikaDecodeResult {
  const lenient = options.lenient === true;
  if (frame.length < HEADER + 2) return { ok: false, reason: 'truncated' };
  if (frame[0] !== 0 || frame[1] !== 0 || frame[2] !== 0 || frame[3] !== 0)
    return { ok: false, reason: 'preamble' };

  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  const declared = view.getUint32(4);
  const tolerated: TeltonikaRefusal[] = [];
  let end = HEADER + declared;
  let endIsBound = false;

  if (end + CRC_SIZE !== frame.length) {
    if (!lenient) return { ok: false, reason: 'length' };
    tolerated.push('length');
    // The length field is wrong, so where the data stops is unknown: read records until they end.
    end = frame.length;
    endIsBound = true;
  } else if (view.getUint32(end) !== crc16Ibm(frame, HEADER, end)) {
    if (!lenient) return { ok: false, reason: 'crc' };
    tolerated.push('crc');
  }

  const data = decodeAvlData(frame, HEADER, end, options.deviceId, options, endIsBound);
  if (typeof data === 'string') return { ok: false, reason: data };

  // Command responses are not acknowledged; AVL data is, with the number of records received.
  const ack = Buffer.alloc(data.codec === CODEC_12 || data.codec === CODEC_13 ? 0 : 4);
  if (ack.length === 4) ack.writeUInt32BE(data.recordCount);
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
