import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render } from '../../test/render';
import { LiveClock } from './live-clock';

describe('side panel clock', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    vi.useRealTimers();
  });

  it('shows the Persian date and a time that ticks every second, in Persian digits', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    // 1 Farvardin 1405 is 21 March 2026; noon UTC keeps the day the same in every zone.
    vi.setSystemTime(new Date('2026-03-21T12:00:00Z'));
    view = await render(<LiveClock />, 'fa');
    // The order of the parts is the ICU's business (Node and Chromium differ); the calendar is ours.
    const date = view.container.querySelector('time')?.textContent ?? '';
    expect(date).toContain('فروردین');
    expect(date).toContain('۱۴۰۵');
    expect(date).toContain('شنبه');
    const clock = () => view?.text('live-clock') ?? '';
    const first = clock();
    expect(first).toMatch(/^[۰-۹]{2}:[۰-۹]{2}:۰۰$/);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(clock()).toMatch(/:۰۱$/);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(clock()).toMatch(/:۰۲$/);
  });

  it('shows the Gregorian date in English', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-21T12:00:00Z'));
    view = await render(<LiveClock />, 'en');
    const date = view.container.querySelector('time')?.textContent ?? '';
    expect(date).toContain('March');
    expect(date).toContain('2026');
    expect(date).toContain('Saturday');
  });
});
