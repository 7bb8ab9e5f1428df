import { isMoving, motionThresholds } from './motion';

/** The live map's vehicle states (spec section 4): offline means "not updated". */
export const trafficStatuses = ['moving', 'idle', 'stopped', 'offline'] as const;
export type TrafficStatus = (typeof trafficStatuses)[number];

export interface TrafficThresholds {
  /** No data for longer than this: offline (configurable; the offline job uses the same). */
  offlineAfterMs: number;
}

export const defaultTrafficThresholds: TrafficThresholds = {
  offlineAfterMs: motionThresholds.offlineAfterMs,
};

export interface TrafficInput {
  /** When the server last heard from the device (not the fix time: a device can send old fixes). */
  lastSeen: Date | null;
  speedKmh: number;
  ignition: boolean | null | undefined;
  motion?: boolean | undefined;
}

/**
 * moving: as the motion model says (`isMoving`);
 * idle: ignition on but not moving; stopped: ignition off or unknown and not moving;
 * offline: nothing heard for too long, whatever the last values said.
 */
export function trafficStatusOf(
  input: TrafficInput,
  now: Date,
  thresholds = defaultTrafficThresholds,
): TrafficStatus {
  if (!input.lastSeen || now.getTime() - input.lastSeen.getTime() > thresholds.offlineAfterMs)
    return 'offline';
  if (isMoving(input)) return 'moving';
  if (input.ignition === true) return 'idle';
  return 'stopped';
}

/** The spec's 'updated' vs 'not updated' split of the realtime pie. */
export function isUpdated(status: TrafficStatus): boolean {
  return status !== 'offline';
}
