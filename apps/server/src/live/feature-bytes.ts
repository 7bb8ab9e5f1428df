import { temperatureNoSensor } from '@navgan/domain/constants';
import { type TrafficStatus, trafficStatuses } from '@navgan/domain/traffic-status';
import type { LiveState } from './live-state-store';
import { liveValuesOf } from './live-values-json';
import type { CatalogVehicle } from './vehicle-catalog';

/**
 * Writes `trackings/` features as UTF-8 JSON bytes, exactly `JSON.stringify(liveFeature(...))`,
 * without building the feature objects: the catalog row's part of each feature (name, plate,
 * driver, cold chain, device, tags) is encoded once per row object, the live state's values once
 * per state as the store applies it (live-values-json.ts), and a feature is those
 * Buffers copied in turn into one reused buffer, with the status chosen at the time of writing. A full-churn rebuild writes
 * 10,000 features at once; building, stringifying and encoding their objects was most of its
 * time. feature-bytes.test.ts compares the bytes with liveFeature's JSON.
 */
export class FeatureWriter {
  private buffer = Buffer.allocUnsafe(256 * 1024);
  private length = 0;

  /** The bytes written since the last take, as a Buffer of their own; the writer starts again. */
  take(): Buffer {
    const bytes = Buffer.allocUnsafe(this.length);
    this.buffer.copy(bytes, 0, 0, this.length);
    this.length = 0;
    return bytes;
  }

  feature(vehicle: CatalogVehicle, state: LiveState | undefined, status: TrafficStatus): void {
    const fixed = fixedPartsOf(vehicle);
    this.bytes(fixed.open);
    if (!state) {
      this.text('null');
      this.bytes(fixed.name);
      this.text('0,"course":0');
      this.bytes(fixed.driver);
      this.bytes(fixed.noSensor);
      this.bytes(fixed.coldChain);
      this.text('null,"fuel_unit":null,"humidity":null,"ignition":null');
      this.bytes(fixed.device);
      this.text(`null,"traffic_status":"${status}"}}`);
      return;
    }
    const values = liveValuesOf(state);
    this.bytes(values.geometry);
    this.bytes(fixed.name);
    this.bytes(values.speedCourse);
    this.bytes(fixed.driver);
    if (values.temperature) this.bytes(values.temperature);
    else this.bytes(fixed.noSensor);
    this.bytes(fixed.coldChain);
    this.bytes(values.fuelToIgnition);
    this.bytes(fixed.device);
    this.bytes(values.timestamp);
    this.bytes(statusEnd[status]);
  }

  /** Text, nearly always ASCII (written a byte per character); anything else as UTF-8. */
  text(text: string): void {
    this.room(text.length * 3);
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 0x7f) {
        this.length += buffer.write(text, this.length, 'utf8');
        return;
      }
      buffer[at++] = code;
    }
    this.length = at;
  }

  private bytes(bytes: Buffer): void {
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}

interface FixedParts {
  /** Up to the geometry's value. */
  open: Buffer;
  /** From the geometry's end up to the speed's value. */
  name: Buffer;
  /** From the course's end up to the temperature's value. */
  driver: Buffer;
  /** The temperature of a vehicle with no live state (the sensor-less mark for cold chain). */
  noSensor: Buffer;
  /** From the temperature's end up to the fuel's value. */
  coldChain: Buffer;
  /** From the ignition's end up to the timestamp's value. */
  device: Buffer;
}

/** Per catalog row object: the catalog replaces rows, never mutates them, so a row's bytes hold. */
const fixedParts = new WeakMap<CatalogVehicle, FixedParts>();

function fixedPartsOf(vehicle: CatalogVehicle): FixedParts {
  let parts = fixedParts.get(vehicle);
  if (!parts) {
    const driver = vehicle.driver
      ? { first_name: vehicle.driver.first_name, last_name: vehicle.driver.last_name }
      : null;
    const device = vehicle.device
      ? { sim_number: vehicle.device.sim_number, imei: vehicle.device.imei }
      : null;
    const { name, license_plate: plate, tags } = vehicle;
    parts = {
      open: Buffer.from(`{"type":"Feature","id":${json(vehicle.id)},"geometry":`),
      name: Buffer.from(
        `,"properties":{"name":${JSON.stringify(name)},"license_plate":${JSON.stringify(plate)},"speed":`,
      ),
      driver: Buffer.from(`,"driver":${JSON.stringify(driver)},"temperature":`),
      noSensor: Buffer.from(vehicle.is_cold_chain ? json(temperatureNoSensor) : 'null'),
      coldChain: Buffer.from(`,"is_cold_chain":${JSON.stringify(vehicle.is_cold_chain)},"fuel":`),
      device: Buffer.from(
        `,"device":${JSON.stringify(device)},"company_vehicle_tags":${JSON.stringify(tags)},"timestamp":`,
      ),
    };
    fixedParts.set(vehicle, parts);
  }
  return parts;
}

/** The status and the feature's end, per status. */
const statusEnd = Object.fromEntries(
  trafficStatuses.map((status) => [status, Buffer.from(`${status}"}}`)]),
) as Record<TrafficStatus, Buffer>;

/** A number as JSON.stringify writes it. */
function json(value: number): string {
  return Number.isFinite(value) ? `${value}` : 'null';
}
