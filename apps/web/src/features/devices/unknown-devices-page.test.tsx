import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  button,
  click,
  inputNamed,
  pageOf,
  rowTexts,
  screenSuite,
  settle,
  submitDialog,
} from '../../test/screen-driver';
import type { UnknownDevice } from './device-support-api';
import { UnknownDevicesPage } from './unknown-devices-page';

const answers = vi.hoisted(() => new Map<string, unknown>());
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api/api', () => ({ api }));

const stranger: UnknownDevice = {
  identity: '356307042441054',
  protocol: 'teltonika',
  remote_address: '10.0.0.7:51234',
  first_seen: '2025-11-21T08:30:00Z',
  last_seen: '2025-11-21T08:35:00Z',
  frame_count: 12,
  last_frame: '000f333536333037303432343431303534',
};

const mount = screenSuite(api, answers);
const open = (locale: 'fa' | 'en') => mount(<UnknownDevicesPage />, locale);
beforeEach(() => {
  api.post.mockReset();
});

describe('unknown devices', () => {
  it('lists a tracker nobody registered: its identifier as sent, its protocol by name, in Persian', async () => {
    answers.set('devices/unknown/', pageOf([stranger]));
    const view = await open('fa');
    const [row] = rowTexts(view, 'unknown-row');
    expect(row).toContain('356307042441054');
    expect(row).toContain('Teltonika');
    expect(row).toContain('۱۴۰۴/۰۸/۳۰، ۱۲:۰۵');
    expect(row).toContain('۱۲');
    expect(row).toContain('000f333536333037303432343431303534');
  });

  it('registers one in the device dialog, filled in with its identifier and protocol, and it leaves the list', async () => {
    answers.set('devices/unknown/', pageOf([stranger]));
    answers.set('devices/', pageOf([]));
    api.post.mockImplementation(async (_path: string, body: Record<string, unknown>) => ({ id: 9, ...body }));
    const view = await open('en');
    await click(button('Register device 356307042441054'));
    expect(inputNamed('imei').value).toBe('356307042441054');
    expect(inputNamed('protocol').value).toBe('teltonika');

    answers.set('devices/unknown/', pageOf([]));
    await submitDialog();
    await settle();
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post.mock.calls[0]?.[0]).toBe('devices/');
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({ imei: '356307042441054', protocol: 'teltonika' });
    expect(rowTexts(view, 'unknown-row')).toEqual([]);
    expect(view.text('list-empty')).toContain('No unknown device has tried to connect.');
  });
});
