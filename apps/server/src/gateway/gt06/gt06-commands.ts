import type { CommandEncoder } from '../protocol/tracker-protocol';
import { encodeGt06Command } from './encode-gt06-command';

/** GT06-family firmware texts for the commands encodeGt06Command has no type of its own for. */
const TEXT = {
  reboot: 'RESET#',
  positionRequest: 'WHERE#',
} as const;

/** GT06 commands go out as 0x80 online commands; the device answers with an 0x15/0x21 string. */
export const gt06Commands: CommandEncoder = {
  types: ['engineStop', 'engineResume', 'reboot', 'positionRequest', 'custom'],
  answers: true,
  encode(command, context) {
    const options = { serial: context.serial, serverFlag: context.serial };
    if (command.type === 'engineStop' || command.type === 'engineResume')
      return encodeGt06Command({ type: command.type }, options);
    const text = command.type === 'custom' ? command.text : TEXT[command.type];
    return text ? encodeGt06Command({ type: 'custom', text }, options) : null;
  },
};
