import type { FixRecord } from '../protocol/fix-builder';
import type { CommandAnswer } from '../protocol/tracker-protocol';
import { QueclinkFields } from './queclink-fields';
import {
  readAccessory,
  readBasic,
  readCells,
  readDar,
  readDat,
  readDtt,
  readLbs,
  readObd,
  readVersion,
  readWifi,
} from './queclink-messages';
import { queclinkModel } from './queclink-models';
import { readCan, readEri, readFri, readIgnition, readInf } from './queclink-reports';

export interface QueclinkText {
  identity?: string;
  records: FixRecord[];
  reply?: Buffer;
  commandAnswer?: CommandAnswer;
}

const HEADER = /^\+(RESP|BUFF|ACK):GT([A-Z0-9]{3})/;
const IMEI = /^(?:\d{15}|[0-9A-Fa-f]{14})$/;

/**
 * One @Track text message: `+RESP:` (live), `+BUFF:` (buffered) or `+ACK:` (answer) + `GT` + type,
 * then `protocol version,IMEI,device name,…,send time,count number`. Undefined when it is none.
 * Every position carries the message type as `io.type`.
 */
export function decodeQueclinkText(frame: Buffer, clockOffsetMinutes: number): QueclinkText | undefined {
  const text = frame.toString('latin1').replace(/\$$/, '');
  const header = HEADER.exec(text);
  if (!header) return undefined;
  const [, kind, type = ''] = header;
  const f = new QueclinkFields(text.split(','), clockOffsetMinutes);
  const identity = [f.at(2), f.at(1)].find((id) => IMEI.test(id));
  const result: QueclinkText = identity ? { identity, records: [] } : { records: [] };
  if (kind === 'ACK') {
    const last = f.at(f.length - 1);
    if (type === 'HBD') {
      result.reply = Buffer.from(`+SACK:GTHBD,${f.at(1)},${last}$`, 'latin1');
      return result;
    }
    result.records.push({
      fix: { valid: false, time: f.sendTime() },
      attributes: { io: { result: f.at(0) } },
    });
    const serial = f.hex(f.length - 3);
    result.commandAnswer = { text, ...(serial !== undefined ? { serial } : {}) };
    return result;
  }
  const model = queclinkModel(f.at(1));
  const records = read(f, model, type);
  for (const record of records) record.attributes.io = { ...record.attributes.io, type };
  result.records = records;
  return result;
}

function read(f: QueclinkFields, model: string, type: string): FixRecord[] {
  switch (type) {
    case 'INF':
      // The GT300's information report has no protocol version: nothing to read.
      return f.at(1).length > 10 ? [] : readInf(f, model);
    case 'CAN':
      return readCan(f, model);
    case 'OBD':
      return [readObd(f, model)];
    case 'FRI':
    case 'GEO':
    case 'RTL':
    case 'DOG':
      return readFri(f);
    case 'ERI':
      return readEri(f, model);
    case 'IGN':
    case 'IGF':
    case 'VGN':
    case 'VGF':
      return readIgnition(f, model, type);
    case 'DAT':
      return [readDat(f, model)];
    case 'DAR':
      return [readDar(f, model)];
    case 'DTT': {
      const record = readDtt(f);
      return record ? [record] : [];
    }
    case 'BAA':
    case 'BID':
      return [readAccessory(f, model, type)];
    case 'WIF':
      return [readWifi(f)];
    case 'GSM':
      return [readCells(f, 4, 6)];
    case 'LBS':
      return [readLbs(f)];
    case 'VER':
      return [readVersion(f)];
    case 'LSW':
    case 'TSW': {
      const record = readBasic(f, model, type);
      record.attributes.io = {
        ...record.attributes.io,
        [type === 'LSW' ? 'in1' : 'in2']: f.at(5) === '1' ? 1 : 0,
      };
      return [record];
    }
    case 'IDA': {
      const record = readBasic(f, model, type);
      if (f.at(5) !== '') record.attributes.driverId = f.at(5);
      return [record];
    }
    default:
      return [readBasic(f, model, type)];
  }
}
