import type { DecodedPosition, PositionAttributes } from '../decoded-position';

/** `key`: the device secret the message carries, if any (never kept among the attributes). */
export type MqttParseResult =
  | { ok: true; position: DecodedPosition; key?: string }
  | { ok: false; reason: string };

const MAX_ID = 64;

/**
 * The device id a topic carries: the level matching the first `+` of the subscription
 * (`navgan/+/position` → `navgan/864…/position` gives `864…`); undefined when there is none.
 */
export function deviceIdFromTopic(pattern: string, topic: string): string | undefined {
  const wanted = pattern.replace(/^\$share\/[^/]+\//, '').split('/');
  const at = wanted.indexOf('+');
  if (at < 0) return undefined;
  const level = topic.split('/')[at];
  return level ? level : undefined;
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function time(value: unknown): Date | undefined {
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : new Date(ms);
  }
  const n = finite(value);
  if (n === undefined) return undefined;
  // Seconds or milliseconds since 1970: anything below 10^11 is seconds (until the year 5138).
  return new Date(n < 1e11 ? n * 1000 : n);
}

const numbers = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.every((v) => finite(v) !== undefined) ? (value as number[]) : undefined;

function attributesOf(raw: unknown): PositionAttributes {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const a = raw as Record<string, unknown>;
  const out: PositionAttributes = {};
  if (typeof a.ignition === 'boolean') out.ignition = a.ignition;
  if (typeof a.motion === 'boolean') out.motion = a.motion;
  for (const key of ['fuel', 'power', 'battery', 'batteryLevel', 'odometer', 'engineSeconds'] as const) {
    const n = finite(a[key]);
    if (n !== undefined && n >= 0) out[key] = n;
  }
  if (a.fuelUnit === 'l' || a.fuelUnit === '%') out.fuelUnit = a.fuelUnit;
  const temperatures = numbers(a.temperatures);
  if (temperatures) out.temperatures = temperatures;
  const humidities = numbers(a.humidities);
  if (humidities) out.humidities = humidities;
  if (typeof a.driverId === 'string' && a.driverId.length <= 64) out.driverId = a.driverId;
  if (typeof a.alarm === 'string' && a.alarm.length <= 32) out.alarm = a.alarm;
  return out;
}

/**
 * One position from an MQTT JSON message (docs/telemetry-mqtt.md): `{ id?, key?, lat, lon, speed?
 * (km/h), course?, altitude?, time?, valid?, attributes? }`. The topic's id wins over the body's.
 * Never throws; a refusal names what was wrong.
 */
export function parseMqttPosition(
  payload: Buffer,
  topicDeviceId: string | undefined,
  receivedAt = new Date(),
): MqttParseResult {
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, reason: 'json' };
  const b = body as Record<string, unknown>;
  const bodyId = typeof b.id === 'string' || typeof b.id === 'number' ? String(b.id) : undefined;
  const deviceId = topicDeviceId ?? bodyId;
  if (!deviceId || deviceId.length > MAX_ID) return { ok: false, reason: 'id' };
  const latitude = finite(b.lat);
  const longitude = finite(b.lon);
  if (latitude === undefined || Math.abs(latitude) > 90) return { ok: false, reason: 'lat' };
  if (longitude === undefined || Math.abs(longitude) > 180) return { ok: false, reason: 'lon' };
  const speedKmh = finite(b.speed) ?? 0;
  if (speedKmh < 0 || speedKmh > 2000) return { ok: false, reason: 'speed' };
  const fixTime = b.time === undefined ? receivedAt : time(b.time);
  if (!fixTime) return { ok: false, reason: 'time' };
  const position: DecodedPosition = {
    deviceId,
    fixTime,
    valid: b.valid !== false,
    latitude,
    longitude,
    speedKmh,
    course: (((finite(b.course) ?? 0) % 360) + 360) % 360,
    attributes: attributesOf(b.attributes),
  };
  const altitude = finite(b.altitude);
  if (altitude !== undefined) position.altitude = altitude;
  return typeof b.key === 'string' ? { ok: true, position, key: b.key } : { ok: true, position };
}
