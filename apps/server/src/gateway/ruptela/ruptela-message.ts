import { crc16Kermit } from './crc16-kermit';

/** Server → device ids are the device command id + 100. */
export const SERVER_ID_OFFSET = 100;

/** Device message ids. */
export const RuptelaType = {
  records: 0x01,
  smsResponse: 0x07,
  dtcs: 0x09,
  identification: 0x0f,
  heartbeat: 0x10,
  setIo: 0x11,
  files: 0x25,
  extendedRecords: 0x44,
} as const;

/** `length(2) id(1) content CRC-16/KERMIT(2)`, the length counting id and content. */
export function ruptelaMessage(id: number, content: Buffer): Buffer {
  const frame = Buffer.alloc(2 + 1 + content.length + 2);
  frame.writeUInt16BE(1 + content.length, 0);
  frame[2] = id;
  content.copy(frame, 3);
  frame.writeUInt16BE(crc16Kermit(frame, 2, frame.length - 2), frame.length - 2);
  return frame;
}

/** `length(2) IMEI(8) type(1) payload CRC(2)`: where a device frame's parts are, and whether they add up. */
export interface RuptelaHeader {
  imei: string;
  type: number;
  payloadStart: number;
  payloadEnd: number;
  crcOk: boolean;
  lengthOk: boolean;
}

const MAX_IMEI = 999_999_999_999_999n;

export function readRuptelaHeader(frame: Buffer): RuptelaHeader | undefined {
  if (frame.length < 2 + 8 + 1 + 2) return undefined;
  const imeiValue = frame.readBigUInt64BE(2);
  if (imeiValue > MAX_IMEI) return undefined;
  const end = frame.length - 2;
  return {
    imei: imeiValue.toString().padStart(15, '0'),
    type: frame[10] as number,
    payloadStart: 11,
    payloadEnd: end,
    crcOk: crc16Kermit(frame, 2, end) === frame.readUInt16BE(end),
    lengthOk: frame.readUInt16BE(0) + 4 === frame.length,
  };
}
