import type { LoggedFrame } from '@navgan/domain/resources/device-support';
import type { DeviceSupport } from '../gateway/support/device-support';
import type { Bus } from './bus';

/** "What do you keep about this device?", asked of every gateway node. */
const subject = 'support.device';

interface DeviceSupportAnswer {
  frames: LoggedFrame[];
  connected: boolean;
}

/**
 * Gateway side: answers what this node keeps about a device (its last frames, whether it is
 * connected here). The asker has already checked that the caller may see the device.
 */
export function answerDeviceSupport(bus: Bus, support: DeviceSupport): () => void {
  return bus.reply<{ deviceId: number }, DeviceSupportAnswer>(subject, ({ deviceId }) => ({
    frames: support.frameLog.framesOf(deviceId),
    connected: support.sightings.isConnected(deviceId),
  }));
}

/**
 * Api side: a device's frames and connection as every gateway node keeps them (a device may have
 * talked to several since it last stayed on one): the frames merged newest first, at most
 * `limit`; connected when any node holds a connection.
 */
export async function deviceSupportEverywhere(
  bus: Bus,
  deviceId: number,
  limit = 100,
): Promise<DeviceSupportAnswer> {
  const answers = await bus.gather<DeviceSupportAnswer>(subject, { deviceId });
  const frames = answers.flatMap((answer) => answer.frames);
  frames.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { frames: frames.slice(0, limit), connected: answers.some((answer) => answer.connected) };
}
