import type { DecodedPosition, PositionAttributes } from '../decoded-position';
import { buildPosition, type FixFields } from '../protocol/fix-builder';
import type { LastFixMemory } from '../protocol/position-draft';
import type { DecodeContext, DecodeOutcome, ProtocolSession } from '../protocol/tracker-protocol';
import { tk103Bo01Alarm, tk103Bq81Alarm, tk103CommandAlarm, tk103CommandIgnition } from './tk103-alarms';
import { readTk103Bms } from './tk103-bms';
import { readTk103Location } from './tk103-location';
import {
  readTk103Battery,
  readTk103Cells,
  readTk103CommandResult,
  readTk103LbsWifi,
  type Tk103Status,
} from './tk103-messages';
import { tk103Reply } from './tk103-reply';
import { parseTk103Sentence, type Tk103Sentence } from './tk103-sentence';

const ALARM_PREFIX = /^([A-Z]+),(\d+),(?:(\d+),)?/;

/**
 * One TK103 connection. Every sentence names its device, so there is no login state; the session
 * keeps the last valid fix for the records that carry none (battery, cells, LBS/WiFi, VIN, BMS).
 */
export class Tk103Session implements ProtocolSession {
  identity: string | undefined;
  private readonly memory: LastFixMemory = { lastFix: undefined };

  decode(frame: Buffer, context: DecodeContext): DecodeOutcome {
    const text = frame.toString('latin1');
    const sentence = parseTk103Sentence(text);
    if (!sentence) return { ok: false, reason: 'format' };
    const identity = sentence.id;
    this.identity = identity;
    const replies = tk103Reply(text);
    if (replies.handshake) return { ok: true, identity, positions: [], immediateReply: replies.handshake };

    const answer = sentence.command === 'ZC03' ? readTk103CommandResult(sentence.body) : undefined;
    if (answer !== undefined) return { ok: true, identity, positions: [], commandAnswer: { text: answer } };

    const record = this.read(sentence, context.clockOffsetMinutes);
    const positions: DecodedPosition[] = record
      ? [buildPosition(identity, record.fix, record.attributes, this.memory, context.receivedAt)]
      : [];
    return { ok: true, identity, positions, ...(replies.login ? { reply: replies.login } : {}) };
  }

  private read(sentence: Tk103Sentence, clockOffsetMinutes: number): Tk103Status | undefined {
    const { command, body, commaForm } = sentence;
    switch (command) {
      case 'ZC20':
        return readTk103Battery(body, clockOffsetMinutes);
      case 'BS50':
      case 'BS51': {
        const attributes = readTk103Bms(command, body);
        return attributes && { fix: { valid: false }, attributes };
      }
      case 'BV00':
        return /^[0-9A-Z]{17}$/.test(body)
          ? { fix: { valid: false }, attributes: { io: { vin: body } } }
          : undefined;
    }
    if (command.startsWith('DW5')) return withAlarm(readTk103LbsWifi(body, clockOffsetMinutes), command);
    if (body.includes('{')) return readTk103Cells(body);

    let locationBody = body;
    let alarm = tk103CommandAlarm(command);
    const io: Record<string, number | string> = {};
    if (command === 'BO01') {
      alarm = tk103Bo01Alarm(body.charAt(0));
      locationBody = body.slice(1);
    }
    const prefix = ALARM_PREFIX.exec(locationBody);
    if (prefix) {
      if (prefix[1] === 'ALARM') {
        alarm = tk103Bq81Alarm(prefix[2] ?? '') ?? alarm;
        io.alarmType = Number(prefix[2]);
        if (prefix[3] !== undefined) io.alarmValue = Number(prefix[3]);
      }
      locationBody = locationBody.slice(prefix[0].length);
    }
    const location = readTk103Location(locationBody, commaForm, clockOffsetMinutes);
    if (!location) return undefined;
    const attributes: PositionAttributes = location.attributes;
    if (Object.keys(io).length > 0) attributes.io = { ...attributes.io, ...io };
    return withAlarm({ fix: location.fix, attributes }, command, alarm);
  }
}

function withAlarm(
  record: { fix: FixFields; attributes: PositionAttributes } | undefined,
  command: string,
  alarm = tk103CommandAlarm(command),
): Tk103Status | undefined {
  if (!record) return undefined;
  if (alarm !== undefined) record.attributes.alarm = alarm;
  const ignition = tk103CommandIgnition(command);
  if (ignition !== undefined) record.attributes.ignition = ignition;
  return record;
}
