import type { DeviceCommandState } from '@navgan/domain/resources/device';

/** One device's record, its commands and its frame log (docs/commands.md). */
export const devicePath = (id: number) => `devices/${id}/`;
export const commandsPath = (id: number) => `devices/${id}/commands/`;
export const framesPath = (id: number) => `devices/${id}/frames/`;
export const framesDownloadPath = (id: number) => `devices/${id}/frames/download/`;
/** Trackers that connected with an identity no device has. */
export const unknownDevicesPath = 'devices/unknown/';

export type { FrameLogAnswer, LoggedFrame, UnknownDevice } from '@navgan/domain/resources/device-support';

/** A command still on its way: its list is asked again until none is. */
export const pendingStates: readonly DeviceCommandState[] = ['queued', 'sent'];

/** How often the commands are asked again while one is on its way, and the frame log always. */
export const commandPollMs = 2_000;
export const framePollMs = 5_000;
