import type { CommandContext, CommandEncoder, CommandRequest } from '../protocol/tracker-protocol';
import { utcStamp } from '../protocol/utc-stamp';

/**
 * H02 commands: `*HQ,<id>,<command>,<HHmmss>,<parameters>#`. Engine stop and resume are S20 (fuel
 * and power cut on/off); the device answers with a V4 sentence naming the command. A custom
 * command is sent as written when it is a whole sentence (`*...#`), else wrapped as
 * `*HQ,<id>,<text>#`.
 */
export const h02Commands: CommandEncoder = {
  types: ['engineStop', 'engineResume', 'custom'],
  answers: true,
  encode(command: CommandRequest, context: CommandContext): Buffer | null {
    const time = utcStamp(context.now, 'HHmmss');
    const sentence = (body: string) => Buffer.from(`*HQ,${context.identity},${body}#`, 'latin1');
    switch (command.type) {
      case 'engineStop':
        return sentence(`S20,${time},1,1`);
      case 'engineResume':
        return sentence(`S20,${time},1,0`);
      case 'custom': {
        const text = command.text?.trim();
        if (!text) return null;
        if (text.startsWith('*')) return Buffer.from(text.endsWith('#') ? text : `${text}#`, 'latin1');
        return sentence(text.replace(/#$/, ''));
      }
      default:
        return null;
    }
  },
};
