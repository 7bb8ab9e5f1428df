/** The live map's vehicle states (spec section 4): offline means "not updated". */
export const trafficStatuses = ['moving', 'idle', 'stopped', 'offline'] as const;
export type TrafficStatus = (typeof trafficStatuses)[number];

export interface TrafficThresholds {
  /** No data for longer than this: offline. */
  offlineAfterMs: number;
  /** Faster than this counts as moving (GPS drift of a parked vehicle stays below it). */
  movingAboveKmh: number;
}

/**
 * Default thresholds: 10 minutes without data is offline (trackers report every 1–2 minutes even
 * when parked, so several missed reports), above 5 km/h is moving.
 */
export const defaultTrafficThresholds: TrafficThresholds = { offlineAfterMs: 10 * 60_000, movingAboveKmh: 5 };

export interface TrafficInput {
  /** When the server last heard from the device (not the fix time: a device can send old fixes). */
  lastSeen: Date | null;
  speedKmh: number;
  ignition: boolean | null | undefined;
  motion?: boolean | undefined;
}

/**
 * moving: faster than the threshold (or the device says it moves and has some speed);
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
  if (input.speedKmh > thresholds.movingAboveKmh || (input.motion === true && input.speedKmh > 1))
    return 'moving';
  if (input.ignition === true) return 'idle';
  return 'stopped';
}

/** The spec's 'updated' vs 'not updated' split of the realtime pie. */
export function isUpdated(status: TrafficStatus): boolean {
  return status !== 'offline';
}
