import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const answers = vi.hoisted(() => new Map<string, unknown>());
const get = vi.hoisted(() => vi.fn());

vi.mock('../../lib/api/api', () => ({ api: { get } }));
vi.mock('../../ui-kit/plate/use-plate-letters', () => ({ usePlateLetters: () => [] }));

/** `customer/v1/car-live-state/` as the server answers it: the realtime pie's two slices. */
const liveState = (updated: number, notUpdated: number) => ({
  total: updated + notUpdated,
  results: [
    { id: 'updated', fa_title: 'به‌روز', en_title: 'Updated', count: updated, color: { code: '#67C23A' } },
    {
      id: 'not_updated',
      fa_title: 'به‌روز نشده',
      en_title: 'Not updated',
      count: notUpdated,
      color: { code: '#f59e0b' },
    },
  ],
  statuses: { moving: updated, idle: 0, stopped: 0, offline: notUpdated },
});

async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('dashboard page', () => {
  let view: Rendered | undefined;
  beforeEach(() => {
    answers.clear();
    get.mockReset();
    get.mockImplementation(async (path: string) => {
      if (!answers.has(path)) throw new Error(`HTTP 500 for ${path}`);
      return answers.get(path);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
  });

  it('shows the realtime pie as updated and not updated vehicles, in the colours the server gives', async () => {
    answers.set('customer/v1/car-live-state/', liveState(4, 2));
    answers.set('stats/company-vehicles/ownerships/', [
      { fa_title: 'ملکی', en_title: 'Owned', count: 12, color: { code: '#0b5d6b' } },
      { fa_title: 'استیجاری', en_title: 'Rented', count: 3, color: null },
    ]);
    view = await render(<DashboardPage />, 'fa');
    await settle();
    const realtime = view.all('dashboard-pie-realtime')[0];
    const legend = [...(realtime?.querySelectorAll<HTMLElement>('[data-testid="pie-legend-item"]') ?? [])];
    expect(legend.map((item) => item.textContent)).toEqual(['به‌روز۴', 'به‌روز نشده۲']);
    expect(legend.map((item) => item.querySelector<HTMLElement>('[data-color]')?.dataset.color)).toEqual([
      '#67C23A',
      '#f59e0b',
    ]);
    const ownership = view.all('dashboard-pie-ownership')[0];
    expect(ownership?.textContent).toContain('ملکی۱۲');
    expect(ownership?.textContent).toContain('استیجاری۳');
  });

  it('logs a failed call and ends its loading with a notice, without a toast', async () => {
    answers.set('customer/v1/car-live-state/', liveState(0, 0));
    view = await render(<DashboardPage />, 'en');
    await settle();
    // Every dashboard call asks the error handler for silence (no toast, spec section 8).
    expect(get).toHaveBeenCalled();
    for (const call of get.mock.calls) expect(call[1]).toMatchObject({ silent: true });
    expect(console.error).toHaveBeenCalledWith('dashboard: stats/fleets/todays/ failed', expect.any(Error));
    expect(view.all('pie-loading')).toHaveLength(0);
    expect(view.all('fleet-today-failed')).toHaveLength(1);
    for (const pie of ['drivers', 'ownership', 'vehicles']) {
      expect(view.all(`dashboard-pie-${pie}`)[0]?.querySelector('[data-testid="pie-failed"]')).not.toBeNull();
    }
    // An empty fleet is not a failure: the realtime pie says there is nothing to show.
    expect(view.all('dashboard-pie-realtime')[0]?.textContent).toContain('No data available');
  });

  it('refreshes the realtime figures once a minute, and not while the page is hidden', async () => {
    vi.useFakeTimers();
    try {
      answers.set('customer/v1/car-live-state/', liveState(1, 0));
      view = await render(<DashboardPage />, 'en');
      await act(() => vi.advanceTimersByTimeAsync(0));
      const calls = (path: string) => get.mock.calls.filter((call) => call[0] === path).length;
      expect(calls('customer/v1/car-live-state/')).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(calls('customer/v1/car-live-state/')).toBe(1);
      answers.set('customer/v1/car-live-state/', liveState(1, 1));
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(calls('customer/v1/car-live-state/')).toBe(2);
      expect(calls('stats/fleets/todays/')).toBe(2);
      // The summary pies are not realtime: asked once.
      expect(calls('stats/drivers/statuses/')).toBe(1);
      for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(10));
      expect(view.all('dashboard-pie-realtime')[0]?.textContent).toContain('Not updated1');

      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      await act(() => vi.advanceTimersByTimeAsync(180_000));
      expect(calls('customer/v1/car-live-state/')).toBe(2);
      visibility.mockReturnValue('visible');
    } finally {
      vi.useRealTimers();
    }
  });

  it('links the analytics block to the statistics dashboard', async () => {
    view = await render(<DashboardPage />, 'en');
    const link = view.all('dashboard-analytics')[0]?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/en/reporting');
  });
});
