import type { DecodedPosition, PositionAttributes } from '../decoded-position';

export interface OsmAndRequest {
  method: string;
  /** The query string (after '?'), or already parsed. */
  query: string | URLSearchParams;
  contentType?: string;
  body?: string;
}

export interface OsmAndOptions {
  /** Unit of the query-string `speed` (Traccar Client sends knots). */
  speedUnit?: 'kn' | 'kmh' | 'mps' | 'mph';
  /** When the request arrived: the fix time of a request without one. Defaults to now. */
  receivedAt?: Date;
}

export type OsmAndRefusal = 'method' | 'body' | 'missing' | 'invalid' | 'out-of-range';

export type OsmAndParseResult =
  /** `key`: the device secret, when the request carries one (never kept among the attributes). */
  | { ok: true; position: DecodedPosition; key?: string }
  | { ok: false; reason: OsmAndRefusal; field?: string };

const SPEED_TO_KMH = { kn: 1.852, kmh: 1, mps: 3.6, mph: 1.609344 } as const;
const MAX_SPEED_KMH = 2000;
const MAX_IO_KEYS = 64;
const MAX_TEXT = 128;
const MAX_ID = 128;
const SQL_LIKE_DATE = /^(\d{4})-(\d\d)-(\d\d)[ +](\d\d):(\d\d):(\d\d)$/;
const SAFE_KEY = /^[A-Za-z0-9_.-]{1,64}$/;

type Fail = { ok: false; reason: OsmAndRefusal; field?: string };

function fail(reason: OsmAndRefusal, field?: string): Fail {
  return field === undefined ? { ok: false, reason } : { ok: false, reason, field };
}

/** A finished position before validation of the location. */
interface Draft {
  deviceId?: string;
  key?: string;
  fixTime?: Date;
  valid: boolean;
  latitude?: number;
  longitude?: number;
  altitude?: number;
  speedKmh: number;
  course: number;
  attributes: PositionAttributes;
  hasCell: boolean;
}

/**
 * Parses a position sent the OsmAnd way: Traccar Client and many apps send
 * `?id=..&lat=..&lon=..&timestamp=..&speed=..` (query string or form body); Traccar Client 9+ and
 * the Transistorsoft background-geolocation plugin POST JSON
 * `{ device_id, location: { timestamp, coords: {...}, battery, is_moving, odometer, extras } }`.
 * A refusal names the field so the HTTP layer can answer 400 with it.
 */
export function parseOsmAndRequest(request: OsmAndRequest, options: OsmAndOptions = {}): OsmAndParseResult {
  try {
    return parse(request, options);
  } catch {
    return fail('body');
  }
}

function parse(request: OsmAndRequest, options: OsmAndOptions): OsmAndParseResult {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST') return fail('method');
  const receivedAt = options.receivedAt ?? new Date();
  const query = new URLSearchParams(
    typeof request.query === 'string' ? stripQuestionMark(request.query) : request.query,
  );
  // The key may sit in the app's server URL (`http://host:5055/?key=…`) whatever the body's form,
  // so it does not count as query content that would make a JSON body be ignored.
  const queryKey = query.get('key') ?? undefined;
  query.delete('key');
  const body = request.body?.trim() ?? '';
  const isJson = /json/i.test(request.contentType ?? '') || body.startsWith('{');

  let draft: Draft | Fail;
  if (!hasEntries(query) && body.length > 0 && isJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return fail('body');
    }
    draft = fromJson(parsed);
  } else {
    const params = hasEntries(query) || body.length === 0 ? query : new URLSearchParams(body);
    draft = fromParams(params, SPEED_TO_KMH[options.speedUnit ?? 'kn']);
  }
  if ('ok' in draft) return draft;
  if (queryKey !== undefined) draft.key = queryKey;
  return finish(draft, receivedAt);
}

function stripQuestionMark(query: string): string {
  const at = query.indexOf('?');
  return at >= 0 ? query.slice(at + 1) : query;
}

function hasEntries(params: URLSearchParams): boolean {
  return !params.keys().next().done;
}

function finish(draft: Draft, receivedAt: Date): OsmAndParseResult {
  if (draft.deviceId === undefined || draft.deviceId.length === 0) return fail('missing', 'id');
  if (draft.deviceId.length > MAX_ID) return fail('invalid', 'id');
  const attributes = draft.attributes;
  let { latitude, longitude, valid } = draft;
  if (latitude === undefined && longitude === undefined && draft.hasCell) {
    // A cell-tower report without a fix: kept, but marked as having no location of its own.
    latitude = 0;
    longitude = 0;
    valid = false;
    attributes.io = { ...attributes.io, outdated: 1 };
  }
  if (latitude === undefined) return fail('missing', 'lat');
  if (longitude === undefined) return fail('missing', 'lon');
  if (Math.abs(latitude) > 90) return fail('out-of-range', 'lat');
  if (Math.abs(longitude) > 180) return fail('out-of-range', 'lon');
  const position: DecodedPosition = {
    deviceId: draft.deviceId,
    fixTime: draft.fixTime ?? receivedAt,
    valid,
    latitude,
    longitude,
    speedKmh: draft.speedKmh,
    course: draft.course,
    attributes,
  };
  if (draft.altitude !== undefined) position.altitude = draft.altitude;
  return draft.key === undefined ? { ok: true, position } : { ok: true, position, key: draft.key };
}

function number(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function bool(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}

function coordinate(value: string | undefined, field: 'lat' | 'lon'): number | Fail {
  const n = number(value);
  if (n === undefined) return fail('invalid', field);
  return n;
}

function parseTime(value: string): Date | undefined {
  const v = value.trim();
  let ms: number;
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    ms = n < 2 ** 31 ? n * 1000 : n;
  } else if (SQL_LIKE_DATE.test(v)) {
    const m = SQL_LIKE_DATE.exec(v) as RegExpExecArray;
    const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
    if ((mo as number) < 1 || (mo as number) > 12 || (d as number) < 1 || (d as number) > 31)
      return undefined;
    if ((h as number) > 23 || (mi as number) > 59 || (s as number) > 59) return undefined;
    ms = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  } else if (v.includes('T')) {
    ms = Date.parse(v);
  } else {
    return undefined;
  }
  // Reject what is not a plausible fix time rather than store year 1970 or 275760.
  if (!Number.isFinite(ms) || ms < Date.UTC(2000, 0, 1) || ms > Date.UTC(2100, 0, 1)) return undefined;
  return new Date(ms);
}

function speed(kmh: number): number {
  return kmh >= 0 && kmh <= MAX_SPEED_KMH ? Math.round(kmh * 1000) / 1000 : 0;
}

function course(degrees: number): number {
  return degrees >= 0 && degrees <= 360 ? degrees : 0;
}

function putIo(attributes: PositionAttributes, key: string, value: unknown): void {
  if (!SAFE_KEY.test(key)) return;
  let stored: number | string;
  if (typeof value === 'number' && Number.isFinite(value)) stored = value;
  else if (typeof value === 'boolean') stored = value ? 1 : 0;
  else if (typeof value === 'string' && value.length <= MAX_TEXT) stored = value;
  else return;
  attributes.io ??= {};
  if (!(key in attributes.io) && Object.keys(attributes.io).length >= MAX_IO_KEYS) return;
  attributes.io[key] = stored;
}

/** Cold-chain sensors as Traccar's apps name them: temp/temp1..temp4, humidity/humidity1..humidity4. */
function putSensor(attributes: PositionAttributes, key: string, value: number): boolean {
  const match = /^(temp|humidity)([1-4]?)$/.exec(key);
  if (!match) return false;
  const slot = match[2] ? Number(match[2]) - 1 : 0;
  const field = match[1] === 'temp' ? 'temperatures' : 'humidities';
  const list = attributes[field] ?? [];
  list[slot] = value;
  attributes[field] = list;
  return true;
}

function fromParams(params: URLSearchParams, speedFactor: number): Draft | Fail {
  const draft: Draft = { valid: true, speedKmh: 0, course: 0, attributes: {}, hasCell: false };
  const a = draft.attributes;
  for (const [key, value] of params) {
    switch (key) {
      case 'id':
      case 'deviceid':
        draft.deviceId = value.trim();
        break;
      case 'key':
        draft.key = value;
        break;
      case 'valid':
        draft.valid = bool(value) ?? draft.valid;
        break;
      case 'timestamp': {
        const time = parseTime(value);
        if (time === undefined) return fail('invalid', 'timestamp');
        draft.fixTime = time;
        break;
      }
      case 'lat': {
        const lat = coordinate(value, 'lat');
        if (typeof lat !== 'number') return lat;
        draft.latitude = lat;
        break;
      }
      case 'lon': {
        const lon = coordinate(value, 'lon');
        if (typeof lon !== 'number') return lon;
        draft.longitude = lon;
        break;
      }
      case 'location': {
        const [lat, lon] = value.split(',');
        const latitude = coordinate(lat, 'lat');
        if (typeof latitude !== 'number') return fail('invalid', 'location');
        const longitude = coordinate(lon, 'lon');
        if (typeof longitude !== 'number') return fail('invalid', 'location');
        draft.latitude = latitude;
        draft.longitude = longitude;
        break;
      }
      case 'cell': {
        const parts = value.split(',').map((p) => number(p));
        const [mcc, mnc, lac, cid] = parts;
        if (mcc !== undefined && mnc !== undefined && lac !== undefined && cid !== undefined) {
          draft.hasCell = true;
          a.cell ??= { mcc, mnc, lac, cid };
        }
        break;
      }
      case 'wifi':
        putIo(a, 'wifiCount', ((a.io?.wifiCount as number | undefined) ?? 0) + 1);
        break;
      case 'speed': {
        const n = number(value);
        if (n !== undefined) draft.speedKmh = speed(n * speedFactor);
        break;
      }
      case 'bearing':
      case 'heading': {
        const n = number(value);
        if (n !== undefined) draft.course = course(n);
        break;
      }
      case 'altitude': {
        const n = number(value);
        if (n !== undefined) draft.altitude = n;
        break;
      }
      case 'hdop': {
        const n = number(value);
        if (n !== undefined && n >= 0) a.hdop = n;
        break;
      }
      case 'batt': {
        const n = number(value);
        if (n !== undefined && n >= 0 && n <= 100) a.batteryLevel = n;
        break;
      }
      case 'ignition': {
        const b = bool(value);
        if (b !== undefined) a.ignition = b;
        break;
      }
      case 'motion': {
        const b = bool(value);
        if (b !== undefined) a.motion = b;
        break;
      }
      case 'fuel': {
        const n = number(value);
        if (n !== undefined && n >= 0) {
          // Litres, as the motion derivation and the fuel report read an OsmAnd level.
          a.fuel = n;
          a.fuelUnit = 'l';
        }
        break;
      }
      case 'odometer': {
        const n = number(value);
        if (n !== undefined && n >= 0) a.odometer = n;
        break;
      }
      case 'power':
      case 'battery': {
        const n = number(value);
        if (n !== undefined) a[key] = n;
        break;
      }
      case 'driverUniqueId':
        if (value.length > 0 && value.length <= MAX_TEXT) a.driverId = value;
        break;
      default: {
        const n = number(value);
        if (n !== undefined && putSensor(a, key, n)) break;
        putIo(a, key, n ?? bool(value) ?? value);
      }
    }
  }
  return draft;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function fromJson(json: unknown): Draft | Fail {
  const root = record(json);
  if (root === undefined) return fail('body');
  const rawLocation = Array.isArray(root.location) ? root.location[0] : root.location;
  const location = record(rawLocation);
  if (location === undefined) return fail('missing', 'location');
  const coords = record(location.coords);
  if (coords === undefined) return fail('missing', 'lat');

  const draft: Draft = { valid: true, speedKmh: 0, course: 0, attributes: {}, hasCell: false };
  const a = draft.attributes;
  const id = root.device_id ?? root.deviceId ?? root.id;
  if (typeof id === 'string') draft.deviceId = id.trim();
  else if (typeof id === 'number' && Number.isFinite(id)) draft.deviceId = String(id);
  if (typeof root.key === 'string') draft.key = root.key;

  if (location.timestamp !== undefined) {
    const time = typeof location.timestamp === 'string' ? parseTime(location.timestamp) : undefined;
    const fromNumber =
      typeof location.timestamp === 'number' ? parseTime(String(Math.trunc(location.timestamp))) : undefined;
    if (time === undefined && fromNumber === undefined) return fail('invalid', 'timestamp');
    draft.fixTime = time ?? fromNumber;
  }

  if (coords.latitude !== undefined) {
    const lat = finite(coords.latitude);
    if (lat === undefined) return fail('invalid', 'lat');
    draft.latitude = lat;
  }
  if (coords.longitude !== undefined) {
    const lon = finite(coords.longitude);
    if (lon === undefined) return fail('invalid', 'lon');
    draft.longitude = lon;
  }
  const mps = finite(coords.speed);
  if (mps !== undefined) draft.speedKmh = speed(mps * SPEED_TO_KMH.mps);
  const heading = finite(coords.heading);
  if (heading !== undefined) draft.course = course(heading);
  const altitude = finite(coords.altitude);
  if (altitude !== undefined) draft.altitude = altitude;
  const accuracy = finite(coords.accuracy);
  if (accuracy !== undefined && accuracy >= 0) putIo(a, 'accuracy', accuracy);

  if (typeof location.is_moving === 'boolean') a.motion = location.is_moving;
  const odometer = finite(location.odometer);
  if (odometer !== undefined && odometer >= 0) a.odometer = odometer;
  if (typeof location.event === 'string') putIo(a, 'event', location.event);
  if (typeof location.mock === 'boolean') putIo(a, 'mock', location.mock);
  const activity = record(location.activity);
  if (typeof activity?.type === 'string') putIo(a, 'activity', activity.type);
  const battery = record(location.battery);
  const level = finite(battery?.level);
  if (level !== undefined && level >= 0 && level <= 1) a.batteryLevel = Math.round(level * 100);
  if (typeof battery?.is_charging === 'boolean') putIo(a, 'charge', battery.is_charging);
  const extras = record(location.extras);
  if (extras) for (const [key, value] of Object.entries(extras)) putIo(a, key, value);
  return draft;
}
