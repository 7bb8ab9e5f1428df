import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock, type Timer } from '../../clock';
import { type DemoVehicle, demoFleet } from '../demo-fleet';
import type { DeviceLink } from './links/device-link';
import { TcpDeviceLink } from './links/device-link';
import { gt06Dialect } from './links/gt06-link';
import { type MoreDemoProtocol, moreDialects } from './links/more-dialects';
import { OsmAndLink } from './links/osmand-link';
import { teltonikaDialect } from './links/teltonika-link';
import { Random } from './random';
import { SimVehicle, type SimVehicleSpec } from './sim-vehicle';

export interface SimulatorOptions {
  /** Where the gateway listens (the server's own tracker ports). */
  host: string;
  ports: {
    teltonika: number;
    gt06: number;
    osmand: number;
    /** The other protocols' ports; a tracker without one uses the auto-detecting port. */
    framed?: Partial<Record<MoreDemoProtocol, number>>;
    auto?: number;
  };
  vehicles: number;
  /** Simulated seconds per real second: 1 = real time; tests compress time. */
  speedup?: number;
  /** Simulated time at the start (default now). A compressed run starts in the past so fixes never lie in the future. */
  start?: Date;
  /** Real milliseconds between ticks. */
  tickMs?: number;
  seed?: number;
  /** Simulated seconds until the 'offline' vehicle goes silent (default OFFLINE_AFTER_S). */
  silentAfterS?: number;
  log?: FastifyBaseLogger;
  /** What the ticks and the simulated time run on (a test's clock moves them on at will). */
  clock?: Clock;
}

const lightTypes = new Set([1, 2, 3, 4]);

export function simSpec(vehicle: DemoVehicle): SimVehicleSpec {
  return {
    imei: vehicle.imei,
    protocol: vehicle.protocol,
    role: vehicle.role,
    isColdChain: vehicle.isColdChain,
    city: vehicle.tags.includes('city'),
    light: lightTypes.has(vehicle.vehicleTypeId),
    index: vehicle.index,
  };
}

/**
 * The demo fleet on the road: every vehicle of demo-fleet.ts driven by its own model, each with
 * a tracker that connects to the gateway over its real protocol (Teltonika, GT06, OsmAnd), exactly
 * as hardware would. One timer advances every vehicle to the simulated clock.
 */
export class Simulator {
  readonly vehicles: SimVehicle[];
  readonly links: DeviceLink[];
  private timer: Timer | undefined;
  private readonly speedup: number;
  private readonly clock: Clock;
  private readonly realStart: number;
  private readonly simStart: number;

  constructor(private readonly options: SimulatorOptions) {
    this.speedup = options.speedup ?? 1;
    this.clock = options.clock ?? systemClock;
    this.realStart = this.clock.now().getTime();
    this.simStart = (options.start ?? new Date()).getTime();
    const random = new Random(options.seed ?? 1404);
    const fleet = demoFleet(options.vehicles);
    this.vehicles = fleet.map(
      (v) =>
        new SimVehicle(
          { ...simSpec(v), silentAfterS: options.silentAfterS },
          new Random(Math.floor(random.next() * 2 ** 32)),
          new Date(this.simStart),
        ),
    );
    this.links = fleet.map((v) => this.linkFor(v));
  }

  private linkFor(vehicle: DemoVehicle): DeviceLink {
    const { host, ports } = this.options;
    const target = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    switch (vehicle.protocol) {
      case 'teltonika':
        return new TcpDeviceLink(teltonikaDialect(vehicle.imei), { host: target, port: ports.teltonika });
      case 'gt06':
        return new TcpDeviceLink(gt06Dialect(vehicle.imei), { host: target, port: ports.gt06 });
      case 'osmand':
        return new OsmAndLink(`http://${target.includes(':') ? `[${target}]` : target}:${ports.osmand}`);
      default:
        return new TcpDeviceLink(moreDialects[vehicle.protocol](vehicle.imei), {
          host: target,
          port: ports.framed?.[vehicle.protocol] ?? ports.auto ?? 0,
        });
    }
  }

  /** The simulated clock now. */
  now(): Date {
    return new Date(this.simStart + (this.clock.now().getTime() - this.realStart) * this.speedup);
  }

  start(): void {
    this.tick();
    this.timer = this.clock.every(this.options.tickMs ?? 1000, () => this.tick());
    this.options.log?.info(
      { vehicles: this.vehicles.length, speedup: this.speedup },
      'simulator: demo fleet on the road',
    );
  }

  private tick(): void {
    const now = this.now();
    this.vehicles.forEach((vehicle, i) => {
      const link = this.links[i] as DeviceLink;
      if (vehicle.gone) return;
      for (const message of vehicle.advance(now)) link.send(message);
      if (vehicle.gone) link.close();
    });
  }

  /** Acknowledged fixes, connections and refusals summed over every tracker. */
  counters() {
    return this.links.reduce(
      (sum, link) => ({
        acknowledged: sum.acknowledged + link.counters.acknowledged,
        connects: sum.connects + link.counters.connects,
        refused: sum.refused + link.counters.refused,
        commands: sum.commands + link.counters.commands,
      }),
      { acknowledged: 0, connects: 0, refused: 0, commands: 0 },
    );
  }

  /** Messages the trackers have not had answered yet (queued, or sent and awaiting their acknowledgement). */
  pending(): number {
    return this.links.reduce((sum, link) => sum + link.pending, 0);
  }

  stop(): void {
    this.timer?.cancel();
    for (const link of this.links) link.close();
  }
}
