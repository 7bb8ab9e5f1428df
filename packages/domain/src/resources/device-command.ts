import { z } from 'zod';
import { type DeviceCommandState, type DeviceCommandType, deviceCommandTypes } from './device';
import { optionalText, requiredChoice } from './fields';
import type { UserSummary } from './user';
import { flag } from './vehicle';

/** Longest custom command text (the longest any supported protocol's command field takes). */
export const COMMAND_TEXT_MAX = 200;

/**
 * Body of `POST devices/{id}/commands/`. A custom command needs its text; engine stop must say it
 * was confirmed by the user (the panel asks), so no stray call stops a vehicle.
 */
export const deviceCommandInput = z
  .object({
    type: requiredChoice(deviceCommandTypes),
    text: optionalText(COMMAND_TEXT_MAX),
    confirmed: flag(),
  })
  .superRefine((command, context) => {
    if (command.type === 'custom' && command.text === '')
      context.addIssue({ code: 'custom', path: ['text'], message: 'required' });
  });
export type DeviceCommandInput = z.input<typeof deviceCommandInput>;

/** A command as `GET devices/{id}/commands/` lists it. */
export interface DeviceCommand {
  id: number;
  type: DeviceCommandType;
  text: string;
  state: DeviceCommandState;
  created: string;
  created_by: UserSummary | null;
  sent_at: string | null;
  answered_at: string | null;
  answer: string;
}

/** The list answer, with the commands the device's protocol can carry. */
export interface DeviceCommandPage {
  count: number;
  results: DeviceCommand[];
  available: DeviceCommandType[];
}
