import type { CommandEncoder } from '../protocol/tracker-protocol';
import { encodeCodec12Command } from './encode-codec12-command';

/** The SMS/GPRS command texts of Teltonika's FMB firmware for the panel's commands. */
const TEXT = {
  engineStop: 'setdigout 1',
  engineResume: 'setdigout 0',
  reboot: 'cpureset',
  positionRequest: 'getgps',
} as const;

/** Teltonika commands travel as Codec 12; the device answers each with a Codec 12 response. */
export const teltonikaCommands: CommandEncoder = {
  types: ['engineStop', 'engineResume', 'reboot', 'positionRequest', 'custom'],
  answers: true,
  encode(command) {
    if (command.type === 'custom') return command.text ? encodeCodec12Command(command.text) : null;
    return encodeCodec12Command(TEXT[command.type]);
  },
};
