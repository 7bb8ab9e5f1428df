import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('health and readiness probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the node, its roles and the database it reaches; no bus outside cluster mode', async () => {
    const health = await t.get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      status: 'ok',
      node: t.ctx.config.nodeId,
      roles: ['api', 'gateway', 'worker'],
      database: { engine: t.ctx.database.engine, reachable: true },
      bus: null,
    });
  });

  it('is not ready while the node starts, ready once started, and not ready again from the start of a shutdown', async () => {
    const ready = async () => {
      const answer = await t.get('/api/ready');
      return [answer.statusCode, answer.json().phase];
    };
    expect(await ready()).toEqual([503, 'starting']);
    t.ctx.readiness.markReady();
    expect(await ready()).toEqual([200, 'ready']);
    t.ctx.readiness.markStopping();
    expect(await ready()).toEqual([503, 'stopping']);
    t.ctx.readiness.markReady();
    expect(await ready()).toEqual([503, 'stopping']);
  });
});
