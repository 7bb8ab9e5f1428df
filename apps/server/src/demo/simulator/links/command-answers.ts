import { buildGt06Reply } from '../../../gateway/gt06/gt06-reply';
import { decodeTeltonikaPacket } from '../../../gateway/teltonika/decode-teltonika-packet';
import { CODEC_12_RESPONSE, encodeCodec12Command } from '../../../gateway/teltonika/encode-codec12-command';

/** What a server command at the start of `received` asks of a simulated device. */
export type CommandAtHead =
  /** Not a command: the bytes are the dialect's to read. */
  | undefined
  /** Perhaps a command, not complete yet. */
  | { used: 0 }
  /** A command: `used` bytes, and the device's answer to send back. */
  | { used: number; reply: Buffer };

/** How firmware answers the commands the panel sends (texts as real devices phrase them). */
const ANSWERS: Record<string, string> = {
  'Relay,1#': 'Cut off the fuel supply: Success!',
  'Relay,0#': 'Restore fuel supply: Success!',
  'RESET#': 'Reset OK',
  'WHERE#': 'Position sent',
  'setdigout 1': 'DOUT1:1 Timeout:INFINITY',
  'setdigout 0': 'DOUT1:0 Timeout:INFINITY',
  cpureset: 'Reset OK',
  getgps: 'GPS:1 Sat:9',
};

const answerTo = (command: string) => ANSWERS[command] ?? `${command}: OK`;

/** A GT06 0x80 online command → the device's 0x15 string answer echoing the server flag. */
export function gt06CommandAtHead(received: Buffer): CommandAtHead {
  if (received.length < 4) return received[0] === 0x78 ? { used: 0 } : undefined;
  if (received[0] !== 0x78 || received[1] !== 0x78 || received[3] !== 0x80) return undefined;
  const end = (received[2] ?? 0) + 5;
  if (received.length < end) return { used: 0 };
  const length = received[4] ?? 0;
  const flag = received.subarray(5, 9);
  const command = received.toString('latin1', 9, 5 + length);
  const answer = Buffer.from(answerTo(command), 'latin1');
  const content = Buffer.concat([Uint8Array.of(4 + answer.length), flag, answer]);
  return { used: end, reply: buildGt06Reply(0x15, received.readUInt16BE(end - 6), content) };
}

/** A Teltonika Codec 12 command → the device's Codec 12 response. */
export function teltonikaCommandAtHead(received: Buffer): CommandAtHead {
  const zeros = Math.min(4, received.length);
  for (let i = 0; i < zeros; i++) if (received[i] !== 0) return undefined;
  if (received.length < 9) return { used: 0 };
  if (received[8] !== 0x0c) return undefined;
  const end = 8 + received.readUInt32BE(4) + 4;
  if (received.length < end) return { used: 0 };
  const decoded = decodeTeltonikaPacket(received.subarray(0, end), { deviceId: '', lenient: true });
  const command = decoded.ok ? (decoded.responses[0]?.text ?? '') : '';
  return {
    used: end,
    reply: encodeCodec12Command(Buffer.from(answerTo(command), 'latin1'), CODEC_12_RESPONSE),
  };
}
