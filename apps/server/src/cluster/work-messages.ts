import type { PositionAttributes } from '../gateway/decoded-position';
import type { PositionRecord } from '../pipeline/position-writer';

/** The subject a shard's committed positions travel on, from the gateways to the shard's owner. */
export const workSubject = (shard: number): string => `work.${shard}`;

/**
 * One gateway's committed positions of one shard: `g` names the gateway process (a new name at
 * every start) and `n` counts its messages for the shard, so the owner sees a message it missed.
 */
export interface WorkMessage {
  g: string;
  n: number;
  r: EncodedRecord[];
}

/** A position record as it travels: times in milliseconds. */
interface EncodedRecord {
  c: number;
  d: number;
  v: number;
  i: string;
  t: number;
  s: number;
  ok: boolean;
  la: number;
  lo: number;
  al?: number;
  sp: number;
  co: number;
  sa?: number;
  a: PositionAttributes;
}

export function encodeRecord(record: PositionRecord): EncodedRecord {
  const p = record.position;
  return {
    c: record.companyId,
    d: record.deviceId,
    v: record.vehicleId as number,
    i: p.deviceId,
    t: p.fixTime.getTime(),
    s: record.serverTime.getTime(),
    ok: p.valid,
    la: p.latitude,
    lo: p.longitude,
    ...(p.altitude === undefined ? {} : { al: p.altitude }),
    sp: p.speedKmh,
    co: p.course,
    ...(p.satellites === undefined ? {} : { sa: p.satellites }),
    a: p.attributes,
  };
}

export function decodeRecord(e: EncodedRecord): PositionRecord {
  return {
    companyId: e.c,
    deviceId: e.d,
    vehicleId: e.v,
    serverTime: new Date(e.s),
    position: {
      deviceId: e.i,
      fixTime: new Date(e.t),
      valid: e.ok,
      latitude: e.la,
      longitude: e.lo,
      ...(e.al === undefined ? {} : { altitude: e.al }),
      speedKmh: e.sp,
      course: e.co,
      ...(e.sa === undefined ? {} : { satellites: e.sa }),
      attributes: e.a,
    },
  };
}
