import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { framedPortDefaults, loadConfig } from '../config';
import { findHaproxy, haproxyConfig } from '../test/haproxy';

const text = readFileSync(haproxyConfig, 'utf8');
/** The defaults the file gives its variables (`presetenv NAME value`). */
const presets = Object.fromEntries(
  [...text.matchAll(/^\s*presetenv (\w+) (\S+)$/gm)].map((m) => [m[1], m[2]]),
);
/** The body of one section (`frontend trackers`, `backend api`, ...): its lines up to the next section. */
const section = (name: string) => text.split(/^(?=\S)/m).find((part) => part.startsWith(`${name}\n`)) ?? '';

/** Navgan's TCP tracker ports: each variable and the port it defaults to. */
const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
const trackerPorts: Record<string, number> = {
  TELTONIKA_PORT: defaults.ports.teltonika,
  GT06_PORT: defaults.ports.gt06,
  AUTO_PORT: defaults.ports.auto,
  ...Object.fromEntries(Object.values(framedPortDefaults).map(({ variable, port }) => [variable, port])),
};

describe('the shipped HAProxy configuration', () => {
  it("defaults every node port to Navgan's own default", () => {
    expect(Number(presets.PORT)).toBe(defaults.port);
    expect(Number(presets.OSMAND_PORT)).toBe(defaults.ports.osmand);
    for (const [variable, port] of Object.entries(trackerPorts))
      expect(Number(presets[variable]), variable).toBe(port);
  });

  it('balances every TCP tracker port by source address, and OsmAnd and the API over HTTP', () => {
    const trackers = section('frontend trackers');
    for (const variable of Object.keys(trackerPorts))
      expect(trackers, variable).toContain(`bind "\${NAVGAN_LB_ADDRESS}:\${${variable}}"`);
    expect(section('backend trackers')).toMatch(/mode tcp[\s\S]*balance source[\s\S]*hash-type consistent/);
    expect(section('frontend osmand')).toContain(`bind "\${NAVGAN_LB_ADDRESS}:\${OSMAND_PORT}"`);
    expect(section('frontend http')).toContain('mode http');
    expect(section('defaults')).toContain('option httpchk GET /api/ready');
  });

  const haproxy = findHaproxy();
  it.runIf(haproxy)('is a configuration HAProxy accepts', () => {
    execFileSync(haproxy as string, ['-c', '-q', '-f', haproxyConfig], { env: { PATH: process.env.PATH } });
  });
});
