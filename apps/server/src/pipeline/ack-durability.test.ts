import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPglite } from '../db/database';
import { companies } from '../db/schema';
import { devices } from '../db/vehicle-schema';
import { buildAvlPacket } from '../demo/simulator/protocols/teltonika-encoder';

const serverDir = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

const imeiOf = (i: number) => String(356_307_042_400_000 + i);

/** Registers `count` Teltonika devices in a fresh embedded database, before the server owns it. */
async function prepareDataDir(count: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navgan-durability-'));
  const database = await openPglite(path.join(dataDir, 'pglite'));
  await database.migrate(loadConfig({ NAVGAN_DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).migrationsDir);
  const [company] = await database.db.insert(companies).values({ name: 'Durability Co' }).returning();
  await database.db.insert(devices).values(
    Array.from({ length: count }, (_, i) => ({
      company_id: company?.id ?? 0,
      imei: imeiOf(i),
      protocol: 'teltonika',
    })),
  );
  await database.close();
  return dataDir;
}

function startServer(dataDir: string, teltonikaPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NAVGAN_DATA_DIR: dataDir,
      NAVGAN_DEMO: '0',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TELTONIKA_PORT: String(teltonikaPort),
      GT06_PORT: '0',
      H02_PORT: '0',
      TK103_PORT: '0',
      JT808_PORT: '0',
      WIALON_PORT: '0',
      QUECLINK_PORT: '0',
      MEITRACK_PORT: '0',
      RUPTELA_PORT: '0',
      AUTO_PORT: '0',
      OSMAND_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output, exited: new Promise((resolve) => child.on('exit', resolve)) };
}

/** A device that sends one-record packets back to back and remembers which fix times were acknowledged. */
function runDevice(port: number, imei: string, acknowledged: Set<string>) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let sent = 0;
  let buffer = Buffer.alloc(0);
  let handshaken = false;
  const fixTime = (n: number) => new Date(Date.UTC(2026, 10, 21, 0, 0, n));
  const sendNext = () => {
    sent++;
    socket.write(
      buildAvlPacket(0x08, [{ time: fixTime(sent), latitude: 35.7, longitude: 51.4, speedKmh: 50 }]),
    );
  };
  socket.on('connect', () => {
    socket.write(Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'ascii')]));
  });
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (!handshaken && buffer.length >= 1) {
      handshaken = buffer[0] === 1;
      buffer = buffer.subarray(1);
      if (handshaken) sendNext();
    }
    while (handshaken && buffer.length >= 4) {
      buffer = buffer.subarray(4);
      acknowledged.add(`${imei}|${fixTime(sent).toISOString()}`);
      sendNext();
    }
  });
}

describe('acknowledged means stored', () => {
  it('keeps every acknowledged position when the server is killed with SIGKILL mid-ingest', async () => {
    const deviceCount = 20;
    const dataDir = await prepareDataDir(deviceCount);
    const port = 19_000 + Math.floor(Math.random() * 500);
    const server = startServer(dataDir, port);
    const deadline = Date.now() + 45_000;
    while (!server.output().includes('Navgan is running')) {
      if (Date.now() > deadline) throw new Error(`server did not start: ${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const acknowledged = new Set<string>();
    for (let i = 0; i < deviceCount; i++) runDevice(port, imeiOf(i), acknowledged);
    while (acknowledged.size < 400) {
      if (Date.now() > deadline) throw new Error(`too few acknowledgements: ${acknowledged.size}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    const snapshot = [...acknowledged];

    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const result = await database.db.execute(
        sql`select d.imei, p.fix_time from positions p join devices d on d.id = p.device_id`,
      );
      const rows = (result as unknown as { rows: { imei: string; fix_time: Date | string }[] }).rows;
      const storedKeys = new Set(rows.map((row) => `${row.imei}|${new Date(row.fix_time).toISOString()}`));
      const lost = snapshot.filter((key) => !storedKeys.has(key));
      expect(snapshot.length).toBeGreaterThanOrEqual(400);
      expect(lost).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
