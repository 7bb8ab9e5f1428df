import type { Device } from '@navgan/domain/resources/device';
import { describe, expect, it, vi } from 'vitest';
import { devices } from '../resources/devices';
import {
  button,
  click,
  inputNamed,
  pageOf,
  rowTexts,
  screenSuite,
  settle,
  shownError,
  staffAnswer,
  submitDialog,
  typeInto,
  writeButtons,
} from '../test/screen-driver';
import { DialogListPage } from './dialog-list-page';

const answers = vi.hoisted(() => new Map<string, unknown>());
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../lib/api/api', () => ({ api }));
vi.mock('./plate/use-plate-letters', () => ({ usePlateLetters: () => [] }));

const device: Device = {
  id: 3,
  imei: '356938035643809',
  model: 'FMB920',
  protocol: 'teltonika',
  sim_number: '09121234567',
  lenient_crc: false,
  clock_offset_minutes: 0,
  speed_unit: 'kn',
  key_required: true,
  company_vehicle: null,
  created: '2025-01-01T00:00:00Z',
  last_seen: '2025-11-21T08:30:00Z',
  connected: true,
} as Device;

const mount = screenSuite(api, answers);
const open = (locale: 'fa' | 'en') => mount(<DialogListPage resource={devices} />, locale);

describe('a list edited in dialogs (devices)', () => {
  it('shows its rows with the column labels, the IMEI as the device sends it even in fa', async () => {
    answers.set('devices/', pageOf([device]));
    const view = await open('fa');
    expect(rowTexts(view)[0]).toContain('356938035643809');
    expect(rowTexts(view)[0]).not.toContain('۳۵۶۹۳۸۰۳۵۶۴۳۸۰۹');
    // Last communication on Iran's clock in the Jalali calendar, and the connection as a chip.
    expect(rowTexts(view)[0]).toContain('۱۴۰۴/۰۸/۳۰، ۱۲:۰۰');
    expect(view.text('device-connected')).toBe('متصل');
    expect(rowTexts(view)[0]).toContain('FMB920');
    expect(rowTexts(view)[0]).toContain('خواسته می‌شود');
    expect(view.container.querySelector('thead')?.textContent).toContain('مدل');
  });

  it('says when a device has never been heard from and is not connected', async () => {
    answers.set('devices/', pageOf([{ ...device, last_seen: null, connected: false }]));
    const view = await open('en');
    expect(rowTexts(view)[0]).toContain('Never');
    expect(view.text('device-connected')).toBe('Not connected');
    expect(view.container.querySelector('thead')?.textContent).toContain('Last communication');
  });

  it('says so when there are no records, and offers to add one', async () => {
    answers.set('devices/', pageOf([]));
    const view = await open('en');
    expect(view.text('list-empty')).toContain('New registration');
  });

  it("shows the schema's message under a bad IMEI and sends nothing", async () => {
    answers.set('devices/', pageOf([]));
    await open('en');
    await click(button('New registration'));
    await typeInto(inputNamed('imei'), '123');
    await submitDialog();
    expect(shownError('imei')).toBe('Invalid IMEI');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('takes an IMEI typed in Persian digits and keeps it Latin', async () => {
    answers.set('devices/', pageOf([]));
    api.post.mockResolvedValue(device);
    await open('fa');
    await click(button('ثبت جدید'));
    await typeInto(inputNamed('imei'), '۳۵۶۹۳۸۰۳۵۶۴۳۸۰۹');
    await submitDialog();
    await settle();
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({ imei: '356938035643809' });
  });

  it('hides add, edit and delete from a user who may only look', async () => {
    answers.set('users/office-staffs/', staffAnswer({ devices: ['view'] }));
    answers.set('devices/', pageOf([device]));
    const view = await open('en');
    expect(rowTexts(view)).toHaveLength(1);
    expect(writeButtons('New registration')).toEqual([]);
  });
});
