import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { drivers, tags } from '../db/fleet-schema';
import {
  companyVehicles,
  companyVehicleTags,
  deviceAssignments,
  devices,
  driverAssignments,
  vehicleTechnicals,
} from '../db/vehicle-schema';

export interface CatalogVehicle {
  id: number;
  name: string;
  license_plate: string;
  vehicle_type_id: number | null;
  is_cold_chain: boolean;
  /** The tank's size from the vehicle's technical data: fuel reported in litres becomes a level in %. */
  tank_capacity_l: number | null;
  driver: { id: number; first_name: string; last_name: string } | null;
  device: { id: number; imei: string; sim_number: string } | null;
  tags: { id: number; fa_title: string; en_title: string }[];
}

/**
 * The channel a trigger notifies on every write of what the catalog shows (vehicles, their
 * technical data, drivers, driver and device assignments, devices, tags and tag links), with the
 * company id ('' = any company). Migration 0017.
 */
export const CATALOG_CHANGES_CHANNEL = 'navgan_catalog';

/**
 * What the live map shows about each vehicle besides its position: plate, driver, tags, SIM.
 * Loaded per company with four queries and refreshed in the background, so live requests (every
 * 10 s from every open map) never wait on the database. A process that `follow`s the database's
 * change notifications refreshes a company as soon as any process commits a change to it; `ttlMs`
 * is the backstop (and the only limit for a catalog that does not follow). A refresh that finds
 * nothing changed keeps the same array and row objects, so what is built from them (serialised
 * features, assembled answers) stays valid.
 */
export class VehicleCatalog {
  private readonly byCompany = new Map<
    number,
    { at: number; vehicles: CatalogVehicle[]; loading?: Promise<CatalogVehicle[]> }
  >();
  /** Companies changed since their rows were read: the next ask refreshes them. */
  private readonly stale = new Set<number>();
  private stopFollowing: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 15_000,
  ) {}

  /** Refreshes a company as soon as a change to it is committed, by this process or another. */
  async follow(database: Pick<Database, 'listen'>): Promise<void> {
    this.stopFollowing ??= await database.listen(
      CATALOG_CHANGES_CHANNEL,
      (company) => (company ? this.changed(Number(company)) : this.changedAll()),
      () => this.changedAll(),
    );
  }

  async stop(): Promise<void> {
    await this.stopFollowing?.();
    this.stopFollowing = undefined;
  }

  /** A company's catalog changed: read it again now, behind the requests. */
  changed(companyId: number): void {
    if (!this.byCompany.has(companyId)) return;
    this.stale.add(companyId);
    this.vehicles(companyId).catch(() => {});
  }

  private changedAll(): void {
    for (const companyId of this.byCompany.keys()) this.changed(companyId);
  }

  async vehicles(companyId: number): Promise<CatalogVehicle[]> {
    const cached = this.byCompany.get(companyId);
    if (cached && !this.stale.has(companyId) && Date.now() - cached.at < this.ttlMs) return cached.vehicles;
    // A change during a load is read by the load after it (`stale` stays set).
    if (cached?.loading) return cached.at > 0 ? cached.vehicles : cached.loading;
    this.stale.delete(companyId);
    const loading = this.load(companyId).then((rows) => keepUnchanged(cached?.vehicles ?? [], rows));
    this.byCompany.set(companyId, { at: cached?.at ?? 0, vehicles: cached?.vehicles ?? [], loading });
    const refreshed = loading.then(
      (vehicles) => {
        this.byCompany.set(companyId, { at: Date.now(), vehicles });
        if (this.stale.has(companyId)) this.vehicles(companyId).catch(() => {});
        return vehicles;
      },
      (error) => {
        if (cached && cached.at > 0) {
          this.byCompany.set(companyId, { at: cached.at, vehicles: cached.vehicles });
          this.stale.add(companyId);
        } else this.byCompany.delete(companyId);
        throw error;
      },
    );
    // Expired: answer the rows we have and refresh behind (live requests never wait on SQL);
    // only a company seen for the first time waits for its load.
    if (cached && cached.at > 0) {
      refreshed.catch(() => {});
      return cached.vehicles;
    }
    return refreshed;
  }

  private async load(companyId: number): Promise<CatalogVehicle[]> {
    const [vehicleRows, driverRows, deviceRows, tagRows] = await Promise.all([
      this.db
        .select({
          id: companyVehicles.id,
          name: companyVehicles.name,
          license_plate: companyVehicles.license_plate,
          vehicle_type_id: companyVehicles.vehicle_type_id,
          is_cold_chain: companyVehicles.is_cold_chain,
          tank_capacity_l: vehicleTechnicals.tank_capacity_l,
        })
        .from(companyVehicles)
        .leftJoin(vehicleTechnicals, eq(vehicleTechnicals.company_vehicle_id, companyVehicles.id))
        .where(eq(companyVehicles.company_id, companyId))
        .orderBy(companyVehicles.id),
      this.db
        .select({
          vehicle: driverAssignments.company_vehicle_id,
          id: drivers.id,
          first_name: drivers.first_name,
          last_name: drivers.last_name,
        })
        .from(driverAssignments)
        .innerJoin(drivers, eq(drivers.id, driverAssignments.driver_id))
        .where(and(eq(driverAssignments.company_id, companyId), isNull(driverAssignments.until_at))),
      this.db
        .select({
          vehicle: deviceAssignments.company_vehicle_id,
          id: devices.id,
          imei: devices.imei,
          sim_number: devices.sim_number,
        })
        .from(deviceAssignments)
        .innerJoin(devices, eq(devices.id, deviceAssignments.device_id))
        .where(and(eq(deviceAssignments.company_id, companyId), isNull(deviceAssignments.until_at))),
      this.db
        .select({
          vehicle: companyVehicleTags.company_vehicle_id,
          id: tags.id,
          fa_title: tags.fa_title,
          en_title: tags.en_title,
        })
        .from(companyVehicleTags)
        .innerJoin(tags, eq(tags.id, companyVehicleTags.tag_id))
        .where(eq(companyVehicleTags.company_id, companyId)),
    ]);
    const driverOf = new Map(driverRows.map(({ vehicle, ...driver }) => [vehicle, driver]));
    const deviceOf = new Map(deviceRows.map(({ vehicle, ...device }) => [vehicle, device]));
    const tagsOf = new Map<number, CatalogVehicle['tags']>();
    for (const { vehicle, ...tag } of tagRows) tagsOf.set(vehicle, [...(tagsOf.get(vehicle) ?? []), tag]);
    return vehicleRows.map((vehicle) => ({
      ...vehicle,
      driver: driverOf.get(vehicle.id) ?? null,
      device: deviceOf.get(vehicle.id) ?? null,
      tags: tagsOf.get(vehicle.id) ?? [],
    }));
  }
}

const sameTags = (a: CatalogVehicle['tags'], b: CatalogVehicle['tags']) =>
  a.length === b.length &&
  a.every(
    (tag, i) => tag.id === b[i]?.id && tag.fa_title === b[i]?.fa_title && tag.en_title === b[i]?.en_title,
  );

function sameVehicle(a: CatalogVehicle, b: CatalogVehicle): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.license_plate === b.license_plate &&
    a.vehicle_type_id === b.vehicle_type_id &&
    a.is_cold_chain === b.is_cold_chain &&
    a.tank_capacity_l === b.tank_capacity_l &&
    a.driver?.id === b.driver?.id &&
    a.driver?.first_name === b.driver?.first_name &&
    a.driver?.last_name === b.driver?.last_name &&
    a.device?.id === b.device?.id &&
    a.device?.imei === b.device?.imei &&
    a.device?.sim_number === b.device?.sim_number &&
    sameTags(a.tags, b.tags)
  );
}

/** The fresh rows, with each unchanged one replaced by its previous object (and the previous array when none changed). */
function keepUnchanged(previous: CatalogVehicle[], fresh: CatalogVehicle[]): CatalogVehicle[] {
  const before = new Map(previous.map((v) => [v.id, v]));
  let changed = previous.length !== fresh.length;
  const rows = fresh.map((row, i) => {
    const old = before.get(row.id);
    if (old && sameVehicle(old, row)) {
      if (previous[i] !== old) changed = true;
      return old;
    }
    changed = true;
    return row;
  });
  return changed ? rows : previous;
}
