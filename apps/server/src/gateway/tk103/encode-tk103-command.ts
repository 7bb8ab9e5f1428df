import type { CommandEncoder } from '../protocol/tracker-protocol';

/** The TK103 command codes, sent as `(` + device id + code + `)`. */
const CODES = {
  engineStop: 'AV010',
  engineResume: 'AV011',
  reboot: 'AT00',
  positionRequest: 'AP00',
} as const;

/**
 * TK103 commands. A custom command is the code and its data as the device's manual gives them
 * (e.g. `AR00003C0000` for a report every 60 s). The clones answer most codes with a status
 * sentence of their own that does not name the command, so an answer cannot be matched: the
 * command stays `sent`.
 */
export const tk103Commands: CommandEncoder = {
  types: ['engineStop', 'engineResume', 'reboot', 'positionRequest', 'custom'],
  answers: false,
  encode(command, context) {
    const code = command.type === 'custom' ? command.text : CODES[command.type];
    if (code === undefined || code === '') return null;
    return Buffer.from(`(${context.identity}${code})`, 'latin1');
  },
};
