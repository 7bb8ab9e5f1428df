import net from 'node:net';
import {
  buildAvlPacket,
  teltonikaHandshake,
} from '../apps/server/src/demo/simulator/protocols/teltonika-encoder';

/**
 * Simulated Teltonika devices for the ingest benchmark (the simulator's encoder, bare records): each connects, sends its IMEI, then sends
 * packets of `recordsPerPacket` records back to back, waiting for each acknowledgement as real
 * devices do. Reports acknowledged records and send→ack latencies.
 */
export interface LoadResult {
  acknowledgedRecords: number;
  /** Records acknowledged after every device had connected: the sustained rate's numerator. */
  steadyRecords: number;
  latenciesMs: number[];
  refusedHandshakes: number;
}

export function runTeltonikaLoad(options: {
  port: number;
  imeis: string[];
  recordsPerPacket: number;
  durationMs: number;
  connectSpreadMs: number;
  /** Send a packet at most this often per device (0: as soon as the previous one is acked). */
  intervalMs?: number;
}): Promise<LoadResult> {
  const result: LoadResult = {
    acknowledgedRecords: 0,
    steadyRecords: 0,
    latenciesMs: [],
    refusedHandshakes: 0,
  };
  const steadyFrom = Date.now() + options.connectSpreadMs;
  const stopAt = Date.now() + options.connectSpreadMs + options.durationMs;
  let open = options.imeis.length;
  return new Promise((resolve) => {
    const done = () => {
      open--;
      if (open === 0) resolve(result);
    };
    options.imeis.forEach((imei, index) => {
      setTimeout(() => startDevice(imei, index), (index / options.imeis.length) * options.connectSpreadMs);
    });

    function startDevice(imei: string, index: number) {
      const socket = net.connect(options.port, '127.0.0.1');
      let handshaken = false;
      let sentAt = 0;
      let sequence = 0;
      let pending = Buffer.alloc(0);
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        socket.destroy();
        done();
      };
      const base = Date.UTC(2026, 10, 1) + index * 1000;
      // Fix-time step per record: the default spreads a run over months (every partition); the
      // motion bench uses 1,000 ms, a real tracker's pace, so trips and day rows look real.
      const fixStepMs = Number(process.env.BENCH_FIX_STEP_MS ?? 5_000_000);
      let lastSent = 0;
      const sendPacket = () => {
        if (Date.now() >= stopAt) return finish();
        const wait = lastSent + (options.intervalMs ?? 0) - Date.now();
        if (wait > 0) {
          setTimeout(sendPacket, wait);
          return;
        }
        lastSent = Date.now();
        const records = Array.from({ length: options.recordsPerPacket }, () => {
          sequence++;
          return {
            time: new Date(base + sequence * fixStepMs),
            latitude: 35.6 + (index % 100) / 1000,
            longitude: 51.3 + (sequence % 100) / 1000,
            speedKmh: 40 + (sequence % 30),
            course: (sequence * 7) % 360,
            io: { 1: [[239, 1] as [number, number], [240, 1] as [number, number]] },
          };
        });
        sentAt = performance.now();
        socket.write(buildAvlPacket(0x08, records));
      };
      socket.on('connect', () => {
        socket.write(teltonikaHandshake(imei));
      });
      socket.on('data', (chunk) => {
        pending = Buffer.concat([pending, chunk]);
        if (!handshaken) {
          if (pending[0] !== 1) {
            result.refusedHandshakes++;
            return finish();
          }
          handshaken = true;
          pending = pending.subarray(1);
          sendPacket();
        }
        while (pending.length >= 4) {
          const count = pending.readUInt32BE(0);
          result.acknowledgedRecords += count;
          if (Date.now() >= steadyFrom) result.steadyRecords += count;
          result.latenciesMs.push(performance.now() - sentAt);
          pending = pending.subarray(4);
          sendPacket();
        }
      });
      socket.on('error', finish);
      socket.on('close', finish);
    }
  });
}

// Run as a child process of the benchmark, so the simulated devices do not share the server's
// event loop: argv = port, first IMEI, count, records per packet, duration ms, spread ms.
if (process.argv[1]?.endsWith('ingest-load.ts') && process.argv.length >= 8) {
  const [port, first, count, perPacket, durationMs, spreadMs, intervalMs] = process.argv
    .slice(2)
    .map(Number) as number[];
  const imeis = Array.from({ length: count ?? 0 }, (_, i) => String((first ?? 0) + i));
  runTeltonikaLoad({
    port: port ?? 0,
    imeis,
    recordsPerPacket: perPacket ?? 10,
    durationMs: durationMs ?? 10_000,
    connectSpreadMs: spreadMs ?? 5000,
    intervalMs: intervalMs ?? 0,
  }).then((result) => {
    // Exit only once the pipe has taken the whole report.
    process.stdout.write(JSON.stringify(result), () => process.exit(0));
  });
}
