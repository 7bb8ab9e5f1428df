import type { Db } from '../../db/database';
import { DeviceSightings } from './device-sightings';
import { FrameLog } from './frame-log';

/** What the gateway keeps about devices for the support screens: one per process. */
export interface DeviceSupport {
  frameLog: FrameLog;
  sightings: DeviceSightings;
}

export function newDeviceSupport(db: Db, nodeId?: string): DeviceSupport {
  return { frameLog: new FrameLog(), sightings: new DeviceSightings(db, nodeId) };
}
