import type { LiveState } from './live-state-store';

/**
 * A live state's values as the live map's JSON writes them (`trackings/`, written as bytes by
 * feature-bytes.ts), formatted once per state, when an answer first writes it, and
 * kept with the state for every later answer and filter. Not on ingest: a fix nobody watches
 * would pay for it, and the polled answers are rebuilt off the request (live-answer-cache.ts)
 * anyway. Each segment holds the constant JSON up to the next catalog-dependent piece, so the
 * writer only copies whole Buffers (copying ranges of one Buffer measured several times slower).
 * What depends on the catalog row (a cold-chain vehicle's "no sensor" temperature) or on the clock
 * (the traffic status) is left to the writer.
 */
export interface LiveValuesJson {
  /** `{"type":"Point","coordinates":[lon,lat]}` */
  geometry: Buffer;
  /** `speed,"course":course` */
  speedCourse: Buffer;
  /** The first temperature reading as JSON, or null when there is none (the writer chooses). */
  temperature: Buffer | null;
  /** `fuel,"fuel_unit":…,"humidity":…,"ignition":…` */
  fuelToIgnition: Buffer;
  /** `"timestamp","traffic_status":"` */
  timestamp: Buffer;
}

/** Per state object: states are replaced on every fix, never mutated, so their bytes hold. */
const formatted = new WeakMap<LiveState, LiveValuesJson>();

/** Formats a state's values now and keeps them with the state. */
export function formatLiveValues(state: LiveState): LiveValuesJson {
  const { attributes } = state;
  const { fuel, ignition } = attributes;
  const temperature = firstReading(attributes.temperatures);
  const texts = [
    `{"type":"Point","coordinates":[${json(state.longitude)},${json(state.latitude)}]}`,
    `${json(Math.round((state.speedKmh ?? 0) * 10) / 10)},"course":${json(state.course ?? 0)}`,
    temperature === null ? '' : json(temperature),
    `${json(fuel ?? null)},"fuel_unit":${fuel === undefined ? 'null' : json(attributes.fuelUnit ?? null)}` +
      `,"humidity":${json(firstReading(attributes.humidities))}` +
      `,"ignition":${ignition === undefined ? 'null' : ignition ? '1' : '0'}`,
    `"${state.fixTime.toISOString()}","traffic_status":"`,
  ] as const;
  const [geometry, speedCourse, reading, fuelToIgnition, timestamp] = segmentsOf(texts);
  const values = {
    geometry,
    speedCourse,
    temperature: temperature === null ? null : reading,
    fuelToIgnition,
    timestamp,
  };
  formatted.set(state, values);
  return values;
}

/**
 * The texts as Buffers: views of one Buffer (one allocation per fix) when they are ASCII, as
 * nearly always; otherwise (a text attribute) one Buffer each.
 */
function segmentsOf<T extends readonly string[]>(texts: T): { [K in keyof T]: Buffer } {
  const joined = texts.join('');
  const all = Buffer.from(joined);
  type Segments = { [K in keyof T]: Buffer };
  if (all.length !== joined.length) return texts.map((text) => Buffer.from(text)) as unknown as Segments;
  let at = 0;
  return texts.map((text) => {
    const start = at;
    at += text.length;
    return all.subarray(start, at);
  }) as unknown as Segments;
}

/** The state's formatted values, formatted on first use. */
export function liveValuesOf(state: LiveState): LiveValuesJson {
  return formatted.get(state) ?? formatLiveValues(state);
}

/** A value as JSON.stringify writes it; numbers (nearly all of them) without the call. */
function json(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}` : 'null';
  return JSON.stringify(value) ?? 'null';
}

function firstReading(values: unknown): number | null {
  if (!Array.isArray(values)) return null;
  for (const value of values) if (typeof value === 'number') return value;
  return null;
}
