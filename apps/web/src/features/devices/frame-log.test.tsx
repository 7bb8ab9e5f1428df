import { describe, expect, it, vi } from 'vitest';
import { button, click, rowTexts, screenSuite, settle } from '../../test/screen-driver';
import type { FrameLogAnswer } from './device-support-api';
import { FrameLog } from './frame-log';

const answers = vi.hoisted(() => new Map<string, unknown>());
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api/api', () => ({ api }));
vi.mock('../../lib/download', () => ({ saveBlob }));

const IMEI = '864717003283581';
const log: FrameLogAnswer = {
  imei: IMEI,
  protocol: 'gt06',
  connected: true,
  frames: [
    {
      at: '2025-11-21T08:30:09Z',
      direction: 'in',
      protocol: 'gt06',
      data: '78780a13',
      encoding: 'hex',
      refused: 'crc',
    },
    {
      at: '2025-11-21T08:30:07Z',
      direction: 'in',
      protocol: 'gt06',
      data: '78782b15',
      encoding: 'hex',
      result: { kind: 'answer', text: 'Cut off the fuel supply: Success!' },
    },
    {
      at: '2025-11-21T08:30:05Z',
      direction: 'out',
      protocol: 'gt06',
      data: '78781280',
      encoding: 'hex',
      result: { kind: 'command', command: 'engineStop' },
    },
    {
      at: '2025-11-21T08:30:02Z',
      direction: 'in',
      protocol: 'gt06',
      data: '78782222',
      encoding: 'hex',
      result: { kind: 'positions', count: 2 },
    },
    {
      at: '2025-11-21T08:30:00Z',
      direction: 'in',
      protocol: 'gt06',
      data: '78780d01',
      encoding: 'hex',
      result: { kind: 'login' },
    },
  ],
};

const mount = screenSuite(api, answers);
const open = (locale: 'fa' | 'en') => mount(<FrameLog deviceId={4} imei={IMEI} />, locale);

describe('the frame log of a device', () => {
  it('tells what each frame gave in Persian, its bytes left to right and as received', async () => {
    answers.set('devices/4/frames/', log);
    const view = await open('fa');
    const rows = rowTexts(view, 'frame-row');
    expect(rows[0]).toContain('۱۴۰۴/۰۸/۳۰، ۱۲:۰۰:۰۹');
    expect(rows[0]).toContain('رد شد: \u2066crc\u2069');
    expect(rows[1]).toContain('پاسخ: Cut off the fuel supply: Success!');
    expect(rows[2]).toContain('به دستگاه');
    expect(rows[2]).toContain('فرمان: خاموش‌کردن موتور');
    expect(rows[3]).toContain('۲ موقعیت');
    expect(rows[4]).toContain('ورود دستگاه');
    const bytes = view.all('frame-data')[4];
    expect(bytes?.textContent).toBe('78780d01');
    expect(bytes?.getAttribute('dir')).toBe('ltr');
    expect(view.text('device-connected')).toBe('متصل');
  });

  it('downloads the log as frames-<imei>.txt', async () => {
    answers.set('devices/4/frames/', log);
    const file = new Blob(['time\tdirection\n']);
    answers.set('devices/4/frames/download/', file);
    await open('en');
    expect(document.body.textContent).toContain('2 positions');
    await click(button('Download'));
    await settle();
    expect(saveBlob).toHaveBeenCalledWith(file, `frames-${IMEI}.txt`);
  });

  it('says when nothing has come from the device', async () => {
    answers.set('devices/4/frames/', { ...log, connected: false, frames: [] });
    const view = await open('en');
    expect(view.text('frames-empty')).toContain('No frames from this device since the server started.');
    expect(view.text('device-connected')).toBe('Not connected');
  });
});
