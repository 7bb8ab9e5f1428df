import { buildGt06Reply } from './gt06-reply';

export type Gt06Command =
  | { type: 'engineStop' }
  | { type: 'engineResume' }
  /** A text command as the device's manual gives it, e.g. 'WHERE#' or 'TIMER,30#'. */
  | { type: 'custom'; text: string };

export interface Gt06CommandOptions {
  /** Serial number of the packet; the device echoes it in its 0x15/0x21 answer. */
  serial?: number;
  /** Server flag (4 bytes) the device also echoes, to match the answer to the command. */
  serverFlag?: number;
}

const COMMAND_TEXT = {
  engineStop: 'Relay,1#',
  engineResume: 'Relay,0#',
} as const;

/**
 * Online command (protocol 0x80): command length, server flag, ASCII command. Commands too long for
 * a 1-byte packet length are sent in the 0x7979 form.
 */
export function encodeGt06Command(command: Gt06Command, options: Gt06CommandOptions = {}): Buffer {
  const text = command.type === 'custom' ? command.text : COMMAND_TEXT[command.type];
  const ascii = Buffer.from(text, 'latin1');
  const content = Buffer.alloc(1 + 4 + ascii.length);
  content[0] = Math.min(4 + ascii.length, 0xff);
  content.writeUInt32BE((options.serverFlag ?? 0) >>> 0, 1);
  ascii.copy(content, 5);
  const extended = 1 + content.length + 4 > 0xff;
  return buildGt06Reply(0x80, options.serial ?? 0, content, extended);
}
