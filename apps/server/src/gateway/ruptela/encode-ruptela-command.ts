import type { CommandContext, CommandEncoder, CommandRequest } from '../protocol/tracker-protocol';
import { ruptelaMessage, SERVER_ID_OFFSET } from './ruptela-message';

/** Command 8 (SMS via GPRS): the device runs an SMS command text and answers with command 7. */
const SMS_VIA_GPRS = 8;

/**
 * Ruptela commands are the device's SMS commands sent over GPRS (id 108 = 100 + 8), e.g.
 * ` Setio 2,1`, answered with command 7. A custom command written as a whole hex frame is sent as
 * is.
 */
export const ruptelaCommands: CommandEncoder = {
  types: ['custom'],
  answers: true,
  encode(command: CommandRequest, _context: CommandContext): Buffer | null {
    if (command.type !== 'custom' || !command.text) return null;
    const text = command.text;
    if (/^([0-9a-fA-F]{2}){5,}$/.test(text)) return Buffer.from(text, 'hex');
    return ruptelaMessage(SMS_VIA_GPRS + SERVER_ID_OFFSET, Buffer.from(text, 'latin1'));
  },
};
