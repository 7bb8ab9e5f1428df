import type { CommandEncoder } from '../protocol/tracker-protocol';

/**
 * Wialon IPS carries one command: a text message to the device or its driver, `#M#text` CR LF.
 * The device acknowledges it with `#AM#1` (delivered) or `#AM#0`.
 */
export const wialonCommands: CommandEncoder = {
  types: ['custom'],
  answers: true,
  encode(command) {
    if (command.type !== 'custom' || !command.text || /[\r\n]/.test(command.text)) return null;
    return Buffer.from(`#M#${command.text}\r\n`, 'utf8');
  },
};
