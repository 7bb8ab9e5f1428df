import type { CommandEncoder } from '../protocol/tracker-protocol';

/**
 * @Track AT commands: `AT+GT<cmd>=<password>,<parameters>,<serial>$`. The device echoes the serial
 * (4 hex digits) in its `+ACK:GT<cmd>` answer. The password is the device's configured one; the
 * panel keeps none yet, so commands go with an empty password, which devices accept when none is
 * set. A custom command is sent as written (a `$` is added if missing).
 */
export const queclinkCommands: CommandEncoder = {
  types: ['engineStop', 'engineResume', 'reboot', 'positionRequest', 'custom'],
  answers: true,
  encode(command, context) {
    const serial = (context.serial & 0xffff).toString(16).toUpperCase().padStart(4, '0');
    switch (command.type) {
      case 'engineStop':
        return at(`AT+GTOUT=,1,,,0,0,0,0,0,0,0,,,,,,,${serial}$`);
      case 'engineResume':
        return at(`AT+GTOUT=,0,,,0,0,0,0,0,0,0,,,,,,,${serial}$`);
      case 'positionRequest':
        return at(`AT+GTRTO=,1,,,,,,${serial}$`);
      case 'reboot':
        return at(`AT+GTRTO=,3,,,,,,${serial}$`);
      case 'custom': {
        const text = command.text?.trim();
        if (!text) return null;
        return at(text.endsWith('$') ? text : `${text}$`);
      }
    }
  },
};

function at(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}
