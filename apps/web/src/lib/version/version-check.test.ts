import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchDeployedVersion, parseVersion, startVersionWatch } from './version-check';

function fakeDocument() {
  const target = new EventTarget();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show() {
      doc.visibilityState = 'visible';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return doc;
}

describe('version check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('parses version.json', () => {
    expect(parseVersion({ version: 'abc' })).toBe('abc');
    expect(parseVersion({ version: '' })).toBeNull();
    expect(parseVersion('abc')).toBeNull();
  });

  it('asks for /version.json with a cache-busting stamp', async () => {
    const doFetch = vi.fn(async () => new Response('{"version":"b2"}', { status: 200 }));
    expect(await fetchDeployedVersion(doFetch as unknown as typeof fetch, 42)).toBe('b2');
    expect(doFetch).toHaveBeenCalledWith('/version.json?t=42', { cache: 'no-store' });
    const missing = vi.fn(async () => new Response('nope', { status: 404 }));
    expect(await fetchDeployedVersion(missing as unknown as typeof fetch)).toBeNull();
  });

  it('prompts once when the interval check finds a new build', async () => {
    const onNewVersion = vi.fn();
    const fetchVersion = vi.fn(async () => 'b2');
    startVersionWatch({ current: 'b1', onNewVersion, fetchVersion, intervalMs: 1000, doc: fakeDocument() });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('b2');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchVersion).toHaveBeenCalledOnce();
  });

  it('checks when the tab becomes visible and stays quiet while the build is current', async () => {
    const onNewVersion = vi.fn();
    const fetchVersion = vi.fn(async () => 'b1');
    const doc = fakeDocument();
    const stop = startVersionWatch({ current: 'b1', onNewVersion, fetchVersion, intervalMs: 60_000, doc });
    doc.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledOnce();
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
    doc.show();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchVersion).toHaveBeenCalledOnce();
  });
});
