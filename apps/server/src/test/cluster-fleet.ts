import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createAccount } from '../auth/create-account';
import { openPostgres } from '../db/database';
import { companyVehicles, deviceAssignments, devices } from '../db/vehicle-schema';
import { type DeviceLink, TcpDeviceLink, type TcpDialect } from '../demo/simulator/links/device-link';
import { gt06Dialect } from '../demo/simulator/links/gt06-link';
import { moreDialects } from '../demo/simulator/links/more-dialects';
import { OsmAndLink } from '../demo/simulator/links/osmand-link';
import { teltonikaDialect } from '../demo/simulator/links/teltonika-link';
import type { DeviceFix } from '../demo/simulator/protocols/device-fix';
import type { NodePorts } from './cluster-nodes';

/** The protocols cluster tests drive: two binary ones, two framed ones, and HTTP. */
export type FleetProtocol = 'teltonika' | 'gt06' | 'h02' | 'jt808' | 'osmand';

const dialects: Record<Exclude<FleetProtocol, 'osmand'>, (identity: string) => TcpDialect> = {
  teltonika: teltonikaDialect,
  gt06: gt06Dialect,
  h02: moreDialects.h02,
  jt808: moreDialects.jt808,
};

/** The identity a tracker of `protocol` announces, in its protocol's form. */
function identityOf(protocol: FleetProtocol, index: number): string {
  if (protocol === 'h02') return String(9_200_000_000 + index);
  if (protocol === 'jt808') return String(13_800_000_000 + index);
  if (protocol === 'osmand') return `cluster-phone-${index}`;
  return `86${String(4_800_000_000_000 + index)}`;
}

export interface FleetDevice {
  protocol: FleetProtocol;
  identity: string;
  vehicle: string;
}

export const fleetPassword = 'Cluster-Fleet-Password-2026';

/**
 * A company with one admin and a vehicle per tracker, written to a cluster's database once its
 * migrations have run. Devices get no ingest key, so OsmAnd positions need none.
 */
export async function seedClusterFleet(
  databaseUrl: string,
  counts: Partial<Record<FleetProtocol, number>>,
): Promise<{ username: string; devices: FleetDevice[] }> {
  const database = await openPostgres(databaseUrl, 2);
  try {
    const username = 'cluster.admin';
    const { company_id: company } = await createAccount(database.db, {
      company: 'Cluster Co',
      username,
      password: fleetPassword,
    });
    const fleet: FleetDevice[] = [];
    let index = 0;
    for (const [protocol, count] of Object.entries(counts) as [FleetProtocol, number][])
      for (let i = 0; i < count; i++, index++)
        fleet.push({ protocol, identity: identityOf(protocol, index), vehicle: `${protocol} ${i + 1}` });
    const vehicles = await database.db
      .insert(companyVehicles)
      .values(
        fleet.map((device, i) => ({
          company_id: company,
          name: device.vehicle,
          license_plate: `12${String(100_000 + i).padStart(7, '0')}`,
        })),
      )
      .returning({ id: companyVehicles.id });
    const hardware = await database.db
      .insert(devices)
      .values(
        fleet.map((device) => ({ company_id: company, imei: device.identity, protocol: device.protocol })),
      )
      .returning({ id: devices.id });
    await database.db.insert(deviceAssignments).values(
      fleet.map((_, i) => ({
        company_id: company,
        device_id: hardware[i]?.id ?? 0,
        company_vehicle_id: vehicles[i]?.id ?? 0,
      })),
    );
    return { username, devices: fleet };
  } finally {
    await database.close();
  }
}

/** The fix times stored per device identity, in order, duplicates included. */
export async function storedFixTimes(databaseUrl: string): Promise<Map<string, number[]>> {
  const database = await openPostgres(databaseUrl, 1);
  try {
    const result = await database.db.execute(sql`
      select d.imei, p.fix_time from positions p join devices d on d.id = p.device_id
      order by d.imei, p.fix_time`);
    const times = new Map<string, number[]>();
    for (const row of (result as unknown as { rows: { imei: string; fix_time: Date | string }[] }).rows)
      times.set(row.imei, [...(times.get(row.imei) ?? []), new Date(row.fix_time).getTime()]);
    return times;
  } finally {
    await database.close();
  }
}

/**
 * One tracker streaming fixes a second apart through an address and port (a load balancer's):
 * the simulator's device link, which waits for each acknowledgement, reconnects and re-sends
 * what was not acknowledged, as real trackers do. It connects from `localAddress`, so a test can
 * stand several devices on distinct source addresses.
 */
export class StreamingTracker {
  readonly link: DeviceLink;
  readonly sent: DeviceFix[] = [];
  private readonly start: number;
  /** Moving fixes so far: each moves the vehicle on by about 11 m to the north-east. */
  private moved = 0;

  constructor(
    readonly device: FleetDevice,
    target: { host: string; ports: NodePorts; localAddress: string },
    route: {
      /** The speed at fix n, km/h (0: standing still). Driving at 40 km/h throughout when not given. */
      speedAt?: (n: number) => number;
      /** How long before now the first fix was taken. */
      startAgoMs?: number;
    } = {},
  ) {
    this.speedAt = route.speedAt ?? (() => 40);
    this.start = Date.now() - (route.startAgoMs ?? 10 * 60_000);
    this.link =
      device.protocol === 'osmand'
        ? new OsmAndLink(`http://${target.host}:${target.ports.osmand}`)
        : new TcpDeviceLink(dialects[device.protocol](device.identity), {
            host: target.host,
            port: target.ports[device.protocol],
            localAddress: target.localAddress,
            retryMs: 200,
          });
  }

  private readonly speedAt: (n: number) => number;

  /** Sends the next fix, a second after the previous one. */
  next(): DeviceFix {
    const n = this.sent.length;
    const speedKmh = this.speedAt(n);
    if (speedKmh > 0) this.moved += 1;
    const fix: DeviceFix = {
      imei: this.device.identity,
      time: new Date(Math.floor(this.start / 1000) * 1000 + n * 1000),
      latitude: 35.7 + this.moved * 0.0001,
      longitude: 51.4 + this.moved * 0.0001,
      altitude: 1200,
      speedKmh,
      course: 45,
      ignition: true,
      powerVolts: 12.6,
      odometerMetres: 1_000 + this.moved * 11,
    };
    this.sent.push(fix);
    this.link.send({ fixes: [fix] });
    return fix;
  }

  /** The fixes the server acknowledged: one message at a time in order, so the first so many sent. */
  get acknowledged(): DeviceFix[] {
    return this.sent.slice(0, this.link.counters.acknowledged);
  }

  get allAcknowledged(): boolean {
    return this.link.counters.acknowledged === this.sent.length;
  }
}

/** Resolves when `holds` does, polling every 100 ms; fails after `ms` with `describe()`. */
export async function eventually(
  holds: () => boolean | Promise<boolean>,
  ms: number,
  describe: () => string,
) {
  const deadline = Date.now() + ms;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`not in ${ms} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every fix each tracker got acknowledged is stored (soon, for protocols that acknowledge nothing), once. */
export async function expectAcknowledgedStoredOnce(
  databaseUrl: string,
  of: StreamingTracker[],
): Promise<void> {
  let stored = new Map<string, number[]>();
  const missing = (tracker: StreamingTracker) => {
    const times = stored.get(tracker.device.identity) ?? [];
    return tracker.acknowledged.filter((fix) => !times.includes(fix.time.getTime()));
  };
  await eventually(
    async () => {
      stored = await storedFixTimes(databaseUrl);
      return of.every((tracker) => missing(tracker).length === 0);
    },
    10_000,
    () =>
      of
        .filter((tracker) => missing(tracker).length > 0)
        .map((tracker) => `${tracker.device.vehicle} misses ${missing(tracker).length}`)
        .join(', '),
  );
  for (const tracker of of) {
    const times = stored.get(tracker.device.identity) ?? [];
    expect(new Set(times).size, `${tracker.device.vehicle}: a fix stored twice`).toBe(times.length);
  }
}
