import type { CommandContext, CommandEncoder, CommandRequest } from '../protocol/tracker-protocol';
import { meitrackMessage } from './meitrack-checksum';

/**
 * Meitrack GPRS commands `@@A<length>,<imei>,<command>*XX\r\n`: A10 asks for the position now,
 * C01 sets the outputs (output 1 on cuts the engine: `C01,0,12222`; off: `C01,0,02222`), F02
 * restarts the GSM module (reboot). A custom command is the content after the IMEI, e.g. `B70,1`.
 * The device answers with the same command code.
 */
export const meitrackCommands: CommandEncoder = {
  types: ['engineStop', 'engineResume', 'reboot', 'positionRequest', 'custom'],
  answers: true,
  encode(command: CommandRequest, context: CommandContext): Buffer | null {
    const send = (content: string) => meitrackMessage('@@', 'A', context.identity, content);
    switch (command.type) {
      case 'positionRequest':
        return send('A10');
      case 'engineStop':
        return send('C01,0,12222');
      case 'engineResume':
        return send('C01,0,02222');
      case 'reboot':
        return send('F02');
      case 'custom': {
        const text = command.text?.trim();
        return text ? send(text) : null;
      }
      default:
        return null;
    }
  },
};
