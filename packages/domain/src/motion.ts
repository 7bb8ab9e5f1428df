/**
 * The one motion model: every threshold of the motion derivation, the rules and the live map, with
 * its reason in docs/metrics.md, and the one test of "moving". One place, so trips in reports, a
 * rule's "stopped for" and the map's marker cannot disagree about the same fix.
 */
export const motionThresholds = {
  /** At or above this speed a valid fix counts as moving; below it GPS drift reads as 1-4 km/h. */
  movingKmh: 5,
  /**
   * A device that says it moves (its accelerometer's movement flag) is believed from this speed up:
   * a truck crawling in a jam; a flag with no speed at all is a parked vehicle being rocked.
   */
  flaggedMovingAboveKmh: 1,
  /** No data for longer than this: offline (trackers report every 1–2 minutes even when parked). */
  offlineAfterMs: 10 * 60_000,
  /** A trip ends once the vehicle has not moved for this long (traffic jams and lights are shorter). */
  stopAfterS: 180,
  /** ...or this long when the ignition went off meanwhile (a delivery with the key turned). */
  stopAfterIgnitionOffS: 60,
  /** A movement becomes a trip once it has covered this distance (parking manoeuvres do not). */
  tripMinDistanceM: 200,
  /** Engine on and not moving for at least this long is an idle period (an event). */
  idleMinS: 300,
  /** Above the limit for at least this long is an over-speed episode (one overtaking is not). */
  overspeedMinS: 10,
  /** Limit when the company set none (Iran's limit on most non-motorway roads outside towns). */
  defaultOverspeedKmh: 90,
  /** A silence longer than this between two fixes is downtime, unless the vehicle sat parked. */
  maxGapS: 600,
  /** A parked vehicle found within this distance after a long silence was parked all along. */
  parkedDriftM: 200,
  /** Two still fixes closer than this are GPS jitter, not distance. */
  jitterM: 50,
  /** Steps implying a faster speed are position jumps and are not counted. */
  maxPlausibleKmh: 250,
  /** Harsh events from speed and heading only between fixes at most this far apart. */
  harshMaxStepS: 5,
  /** Speed gain per second that is harsh acceleration, m/s² (≈ 0.3 g). */
  harshAccelerationMs2: 3,
  /** Speed loss per second that is harsh braking, m/s² (≈ 0.36 g). */
  harshBrakingMs2: 3.5,
  /** Lateral acceleration (speed × turn rate) that is harsh cornering, m/s² (≈ 0.3 g). */
  harshCorneringMs2: 3,
  /** Cornering is judged only above this speed (turning in a yard is not harsh). */
  harshCorneringMinKmh: 30,
  /** One manoeuvre spans several fixes: one event of a kind per vehicle within this window. */
  harshDebounceS: 10,
  /** A rise of the fuel level at least this large is a refuel; smaller changes are sensor noise. */
  refuelMinL: 5,
  /** A device counter moving faster than this per second of wall time is a reset or a glitch. */
  engineCounterSlackS: 60,
} as const;

/** What "moving" is judged from: a fix's speed, whether it is a valid fix, the device's own flag. */
export interface MovementSample {
  speedKmh: number;
  /** An invalid fix (no GPS lock) moves nothing, whatever speed it carries. */
  valid?: boolean;
  /** The device's movement flag, when it sends one. */
  motion?: boolean | undefined;
}

/** Whether a fix is a moving vehicle's: the derivation, the rules and the live map all ask this. */
export function isMoving(sample: MovementSample): boolean {
  if (sample.valid === false) return false;
  return (
    sample.speedKmh >= motionThresholds.movingKmh ||
    (sample.motion === true && sample.speedKmh > motionThresholds.flaggedMovingAboveKmh)
  );
}

/**
 * The still runs the time rules measure ("stopped for", "idling for"): since which fix the vehicle
 * has not moved, and since which it has not moved with the ignition reported on. Epoch ms.
 */
export interface StillRuns {
  stoppedSince: number | null;
  idleSince: number | null;
}

/** The still runs after one more fix (fixes in time order). */
export function nextStillRuns(
  runs: StillRuns,
  at: number,
  sample: MovementSample,
  ignition: boolean | null | undefined,
): StillRuns {
  const moving = isMoving(sample);
  return {
    stoppedSince: moving ? null : (runs.stoppedSince ?? at),
    idleSince: !moving && ignition === true ? (runs.idleSince ?? at) : null,
  };
}
