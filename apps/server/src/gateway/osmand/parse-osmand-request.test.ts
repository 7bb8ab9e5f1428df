import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDeviceFrames } from '../gt06/device-frames.test-data';
import { type OsmAndParseResult, parseOsmAndRequest } from './parse-osmand-request';

const { osmand } = loadDeviceFrames();
const receivedAt = new Date('2026-01-01T00:00:00Z');

function get(query: string): OsmAndParseResult {
  return parseOsmAndRequest({ method: 'GET', query }, { receivedAt });
}

function expectSane(result: OsmAndParseResult): void {
  if (!result.ok) {
    expect(typeof result.reason).toBe('string');
    return;
  }
  const p = result.position;
  expect(p.deviceId.length).toBeGreaterThan(0);
  expect(Number.isFinite(p.fixTime.getTime())).toBe(true);
  expect(Number.isFinite(p.latitude) && Math.abs(p.latitude) <= 90).toBe(true);
  expect(Number.isFinite(p.longitude) && Math.abs(p.longitude) <= 180).toBe(true);
  expect(Number.isFinite(p.speedKmh) && p.speedKmh >= 0).toBe(true);
  expect(p.course >= 0 && p.course <= 360).toBe(true);
}

describe('OsmAnd requests from Traccar’s test suite', () => {
  it('has the 15 requests', () => {
    expect(osmand).toHaveLength(15);
  });

  it.each(osmand.map((r, i) => [i, r] as const))('request %i', (_, r) => {
    const result = parseOsmAndRequest(
      { method: r.method, query: r.query ?? '', contentType: r.content_type, body: r.body },
      { receivedAt },
    );
    expectSane(result);
    if (r.expect.position_expected === false) {
      expect(result.ok).toBe(false);
      return;
    }
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    const p = result.position;
    if (r.expect.check_location) {
      expect(p.fixTime.getUTCFullYear()).toBeGreaterThan(1999);
      expect(p.attributes.io?.outdated).toBeUndefined();
    }
    const attribute = r.expect.attribute;
    if (attribute) expect(p.attributes.io?.[attribute.key]).toEqual(attribute.value);
  });

  it('reads the values of a full query-string report', () => {
    const result = get(
      'id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24',
    );
    expect(result).toEqual({
      ok: true,
      position: {
        deviceId: '123456789012345',
        fixTime: new Date(1504763810 * 1000),
        valid: true,
        latitude: 40.7232948571,
        longitude: -74.0061408571,
        speedKmh: 74.08,
        course: 7.19889788244,
        attributes: { ignition: true, fuel: 24, fuelUnit: 'l', io: { rpm: 933 } },
      },
    });
  });

  it('reads times as seconds, milliseconds, ISO and SQL-like text', () => {
    const at = (q: string) => {
      const r = get(`id=1&lat=1&lon=2&timestamp=${q}`);
      return r.ok ? r.position.fixTime.toISOString() : r;
    };
    expect(at('1377177267')).toBe('2013-08-22T13:14:27.000Z');
    expect(at('1442068686579')).toBe('2015-09-12T14:38:06.579Z');
    expect(at('2016-01-27T18%3A55%3A47Z')).toBe('2016-01-27T18:55:47.000Z');
    expect(at('2014-06-04+09%3A10%3A11')).toBe('2014-06-04T09:10:11.000Z');
  });

  it('reads the JSON body of Traccar Client / background-geolocation', () => {
    const r = osmand.find((x) => x.body?.includes('8737767034'));
    const result = parseOsmAndRequest({
      method: 'POST',
      query: '',
      contentType: 'application/json',
      body: r?.body,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const p = result.position;
    expect(p).toMatchObject({
      deviceId: '8737767034',
      fixTime: new Date('2021-07-21T08:06:34.444Z'),
      latitude: -6.1148096,
      longitude: 106.6837015,
      speedKmh: 67.212,
      course: 63,
      altitude: 35.7,
    });
    expect(p.attributes).toMatchObject({ motion: false, odometer: 0, batteryLevel: 79 });
    expect(p.attributes.io).toMatchObject({
      accuracy: 3.8,
      charge: 0,
      event: 'motionchange',
      activity: 'still',
    });
  });

  it('takes the form body of a POST without query string', () => {
    const result = parseOsmAndRequest({ method: 'POST', query: '', body: 'id=9&lat=10&lon=20&speed=1' });
    expect(result.ok && result.position.speedKmh).toBe(1.852);
  });

  it.each([
    ['timestamp=1377177267&lat=60.0&lon=30.0', 'missing', 'id'],
    ['id=&lat=60.0&lon=30.0', 'missing', 'id'],
    ['id=1&lon=30.0', 'missing', 'lat'],
    ['id=1&lat=30.0', 'missing', 'lon'],
    ['id=1&lat=91&lon=30.0', 'out-of-range', 'lat'],
    ['id=1&lat=-60&lon=180.5', 'out-of-range', 'lon'],
    ['id=1&lat=abc&lon=30.0', 'invalid', 'lat'],
    ['id=1&lat=1&lon=NaN', 'invalid', 'lon'],
    ['id=1&lat=1&lon=2&timestamp=yesterday', 'invalid', 'timestamp'],
    ['id=1&lat=1&lon=2&timestamp=2020-13-01+00%3A00%3A00', 'invalid', 'timestamp'],
    ['id=1&location=60.0', 'invalid', 'location'],
  ])('refuses %s', (query, reason, field) => {
    expect(get(query)).toEqual({ ok: false, reason, field });
  });

  it('refuses bad JSON and other methods', () => {
    expect(
      parseOsmAndRequest({
        method: 'POST',
        query: '',
        contentType: 'application/json',
        body: '{"location":',
      }),
    ).toEqual({
      ok: false,
      reason: 'body',
    });
    const noCoords = JSON.stringify({ device_id: 'x', location: { timestamp: '2025-01-01T00:00:00Z' } });
    expect(
      parseOsmAndRequest({ method: 'POST', query: '', contentType: 'application/json', body: noCoords }),
    ).toEqual({
      ok: false,
      reason: 'missing',
      field: 'lat',
    });
    expect(parseOsmAndRequest({ method: 'DELETE', query: 'id=1&lat=1&lon=1' })).toEqual({
      ok: false,
      reason: 'method',
    });
  });

  it('never throws and never yields an impossible position on random input', () => {
    const keys = fc.constantFrom(
      'id',
      'deviceid',
      'lat',
      'lon',
      'timestamp',
      'speed',
      'bearing',
      'location',
      'cell',
      'batt',
      'x',
    );
    const query = fc
      .array(fc.tuple(keys, fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String))), {
        maxLength: 8,
      })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
    fc.assert(
      fc.property(fc.oneof(query, fc.string()), (q) => expectSane(get(q))),
      { numRuns: 2000 },
    );
    const json = fc.oneof(
      fc.json(),
      fc
        .record({
          device_id: fc.oneof(fc.string(), fc.integer()),
          location: fc.record({
            timestamp: fc.oneof(
              fc.string(),
              fc.integer(),
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            ),
            coords: fc.record({
              latitude: fc.double(),
              longitude: fc.double(),
              speed: fc.double(),
              heading: fc.double(),
            }),
            extras: fc.dictionary(fc.string(), fc.jsonValue()),
          }),
        })
        .map((o) => JSON.stringify(o)),
    );
    fc.assert(
      fc.property(json, (body) => {
        expectSane(parseOsmAndRequest({ method: 'POST', query: '', contentType: 'application/json', body }));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('OsmAnd cold-chain sensors', () => {
  it('reads temp/tempN and humidity/humidityN into the sensor slots', () => {
    const result = get('id=77&lat=35.7&lon=51.4&temp1=-18.5&temp2=4&humidity=81');
    expect(result.ok && result.position.attributes).toMatchObject({
      temperatures: [-18.5, 4],
      humidities: [81],
    });
  });
});
