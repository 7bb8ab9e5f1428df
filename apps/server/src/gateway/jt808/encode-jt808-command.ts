import type { CommandContext, CommandEncoder, CommandRequest } from '../protocol/tracker-protocol';
import { jt808Message } from './jt808-message';

/**
 * The terminal field for a device identity: up to 12 digits as 6 BCD bytes; a 15-digit IMEI as
 * the 6-byte number without its check digit (how such clones send it); up to 20 digits as the
 * 2019 edition's 10 BCD bytes.
 */
export function jt808TerminalBytes(identity: string): Buffer {
  if (identity.length <= 12) return Buffer.from(identity.padStart(12, '0'), 'hex');
  if (identity.length === 15) {
    const value = Number(identity.slice(0, 14));
    const bytes = Buffer.alloc(6);
    bytes.writeUInt16BE(Math.floor(value / 2 ** 32), 0);
    bytes.writeUInt32BE(value % 2 ** 32, 2);
    return bytes;
  }
  return Buffer.from(identity.padStart(20, '0'), 'hex');
}

const HEX_FRAME = /^7e([0-9a-f]{2})+7e$/i;

/**
 * Commands as platform messages: engine stop/resume are terminal control 0x8105 with the vendor
 * command words 0xF0/0xF1, reboot is 0x8105 command word 4 (terminal reset), a position request is
 * 0x8201. A custom command given as a whole hex frame (`7E…7E`) is sent as is; text goes out as a
 * 0x8300 text message (flag 0x01). The terminal answers with 0x0001 (general response) or 0x0201,
 * echoing the serial.
 */
export const jt808Commands: CommandEncoder = {
  types: ['engineStop', 'engineResume', 'reboot', 'positionRequest', 'custom'],
  answers: true,
  encode(command: CommandRequest, context: CommandContext): Buffer | null {
    const address = { version: undefined, terminal: jt808TerminalBytes(context.identity) };
    const send = (type: number, body: number[] | Buffer) =>
      jt808Message(type, address, Buffer.from(body), { serial: context.serial & 0xffff });
    switch (command.type) {
      case 'engineStop':
        return send(0x8105, [0xf0]);
      case 'engineResume':
        return send(0x8105, [0xf1]);
      case 'reboot':
        return send(0x8105, [0x04]);
      case 'positionRequest':
        return send(0x8201, []);
      case 'custom': {
        const text = command.text?.trim();
        if (!text) return null;
        if (HEX_FRAME.test(text)) return Buffer.from(text, 'hex');
        return send(0x8300, Buffer.concat([Buffer.from([0x01]), Buffer.from(text, 'latin1')]));
      }
      default:
        return null;
    }
  },
};
