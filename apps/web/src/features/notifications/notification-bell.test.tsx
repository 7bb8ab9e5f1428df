import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render } from '../../test/render';
import { NotificationBell } from './notification-bell';

const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), post: vi.fn() }));
vi.mock('../../lib/api/api', () => ({ api }));

function item(id: number, enTitle: string, subjectId: number | null = null) {
  return {
    id,
    notification: {
      type: { fa_title: `نوع ${id}`, en_title: enTitle },
      fa_body: `متن ${id}`,
      en_body: `Body ${id}`,
      subject_id: subjectId,
      created: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
  };
}

async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const badge = (view: Rendered) => view.all('notification-badge')[0]?.querySelector('.MuiBadge-badge');
const items = () => [...document.querySelectorAll<HTMLElement>('[data-testid="notification-item"]')];
const click = (element: Element | null | undefined) =>
  act(async () => {
    (element as HTMLElement).click();
  });

describe('notification bell and drawer', () => {
  let view: Rendered | undefined;
  let unread: ReturnType<typeof item>[] = [];
  beforeEach(() => {
    unread = [item(3, 'vehicle', 12), item(2, 'announcement'), item(1, 'driver', 7)];
    api.get.mockImplementation(async () => unread);
    api.put.mockImplementation(async (path: string) => {
      const id = Number(/notifications\/(\d+)\/read/.exec(path)?.[1]);
      unread = unread.filter((entry) => entry.id !== id);
      return { id, read: true };
    });
    api.post.mockImplementation(async () => {
      const count = unread.length;
      unread = [];
      return { count };
    });
  });
  afterEach(() => {
    view?.unmount();
    vi.clearAllMocks();
  });

  it('lists items in the locale with links by type; reading one and then all empties the badge', async () => {
    view = await render(<NotificationBell />, 'fa');
    await settle();
    expect(badge(view)?.textContent).toBe('۳');
    await click(view.container.querySelector('button'));
    await settle();
    expect(items().map((entry) => entry.querySelector('h3')?.textContent)).toEqual([
      'نوع 3',
      'نوع 2',
      'نوع 1',
    ]);
    expect(items()[0]?.textContent).toContain('متن 3');
    expect(items()[0]?.textContent).toContain('۵ دقیقه پیش');
    expect(items().map((entry) => entry.querySelector('a')?.getAttribute('href') ?? null)).toEqual([
      '/fa/cars/view/12',
      null,
      '/fa/drivers/view/7',
    ]);

    await click(items()[1]?.querySelector('button[aria-label*="نوع 2"]'));
    expect(api.put).toHaveBeenCalledWith('notifications/2/read/', { read: true });
    // The item leaves through its exit transition, which a loaded machine may not finish at once.
    await vi.waitFor(() => expect(items()).toHaveLength(2));
    expect(badge(view)?.textContent).toBe('۲');

    await click([...document.querySelectorAll('button')].find((b) => b.textContent === 'خواندن همه'));
    await settle();
    expect(api.post).toHaveBeenCalledWith('notifications/read/');
    expect(items()).toHaveLength(0);
    expect(document.body.textContent).toContain('اعلان خوانده‌نشده‌ای ندارید');
    expect(badge(view)?.className).toContain('MuiBadge-invisible');
  });

  it('puts an item back when reading it fails', async () => {
    api.put.mockRejectedValueOnce(new Error('network'));
    view = await render(<NotificationBell />, 'en');
    await settle();
    await click(view.container.querySelector('button'));
    await settle();
    await click(items()[0]?.querySelector('button[aria-label^="Mark"]'));
    await settle();
    expect(items()).toHaveLength(3);
    expect(badge(view)?.textContent).toBe('3');
  });

  it('caps the badge at 99+', async () => {
    unread = Array.from({ length: 100 }, (_, index) => item(index + 1, 'announcement'));
    view = await render(<NotificationBell />, 'fa');
    await settle();
    expect(badge(view)?.textContent).toBe('۹۹+');
  });
});
