import type { DeviceCommand, DeviceCommandPage } from '@navgan/domain/resources/device-command';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldForApproval } from '../../lib/api/api-error';
import { button, click, screenSuite, settle, staffAnswer, typeInto } from '../../test/screen-driver';
import { CommandPanel } from './command-panel';

const answers = vi.hoisted(() => new Map<string, unknown>());
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api/api', () => ({ api }));

const path = 'devices/7/commands/';
const command = (
  id: number,
  state: DeviceCommand['state'],
  extra: Partial<DeviceCommand> = {},
): DeviceCommand => ({
  id,
  type: 'engineStop',
  text: '',
  state,
  created: '2025-11-21T08:30:00Z',
  created_by: { id: 1, username: 'sara', first_name: 'Sara', last_name: 'Tester' },
  sent_at: state === 'queued' ? null : '2025-11-21T08:30:05Z',
  answered_at: state === 'confirmed' || state === 'failed' ? '2025-11-21T08:30:07Z' : null,
  answer: state === 'confirmed' ? 'Cut off the fuel supply: Success!' : '',
  ...extra,
});
const page = (results: DeviceCommand[], available: DeviceCommandPage['available']): DeviceCommandPage => ({
  count: results.length,
  results,
  available,
});
const gt06 = ['engineStop', 'engineResume', 'reboot', 'positionRequest', 'custom'] as const;

const mount = screenSuite(api, answers);
beforeEach(() => {
  api.post.mockReset();
});
const open = (locale: 'fa' | 'en') => mount(<CommandPanel deviceId={7} />, locale);
const dialog = () => document.querySelector('[role="dialog"]');

describe('the command panel of a device', () => {
  it('asks before stopping the engine and sends the stop, confirmed, only after the user agrees', async () => {
    answers.set(path, page([], [...gt06]));
    api.post.mockResolvedValue(command(1, 'queued'));
    await open('en');
    await click(button('Stop engine'));
    expect(dialog()?.textContent).toContain("Stop this vehicle's engine?");
    expect(api.post).not.toHaveBeenCalled();

    // Cancelling sends nothing.
    await click(button('Cancel'));
    await settle();
    expect(api.post).not.toHaveBeenCalled();

    await click(button('Stop engine'));
    const confirm = [...(dialog()?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Stop engine',
    );
    await click(confirm);
    await settle();
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post.mock.calls[0]?.slice(0, 2)).toEqual([path, { type: 'engineStop', confirmed: true }]);
    expect(document.body.textContent).toContain('Command queued');
  });

  it('sends one command however often its button is clicked while the request is on its way', async () => {
    answers.set(path, page([], [...gt06]));
    let answer: (value: unknown) => void = () => {};
    api.post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await open('en');
    const reboot = button('Reboot device') as HTMLButtonElement;
    await act(async () => {
      reboot.click();
      reboot.click();
    });
    await click(reboot);
    // The query library tells the button on its next tick; until then the panel's own guard holds.
    await settle();
    expect(api.post).toHaveBeenCalledTimes(1);
    expect((button('Reboot device') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(command(2, 'queued', { type: 'reboot' })));
    await settle();
    expect((button('Reboot device') as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not say a command held for approval was queued', async () => {
    answers.set(path, page([], [...gt06]));
    // The API client has already said "sent for approval" (its 202 toast) when it rejects with this.
    api.post.mockRejectedValue(new HeldForApproval(path, 'Sent for approval', { id: 5 }));
    await open('en');
    await click(button('Request position'));
    await settle();
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toContain('Command queued');
    expect((button('Request position') as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a custom command with its text as typed', async () => {
    answers.set(path, page([], ['custom']));
    api.post.mockResolvedValue(command(3, 'queued', { type: 'custom', text: 'getver' }));
    const view = await open('en');
    const input = view.container.querySelector('input') as HTMLInputElement;
    expect(input.dir).toBe('ltr');
    await typeInto(input, 'getver');
    await click(button('Send command'));
    await settle();
    expect(api.post.mock.calls[0]?.slice(0, 2)).toEqual([
      path,
      { type: 'custom', text: 'getver', confirmed: false },
    ]);
    expect(button('Stop engine')).toBeUndefined();
  });

  it('shows each command’s state as a coloured chip, and the device’s answer, in Persian', async () => {
    answers.set(
      path,
      page(
        [command(3, 'queued', { type: 'engineResume' }), command(2, 'confirmed'), command(1, 'failed')],
        [...gt06],
      ),
    );
    const view = await open('fa');
    const chips = view.all('command-state');
    expect(chips.map((chip) => chip.textContent)).toEqual(['در صف', 'تأیید شد', 'ناموفق']);
    expect(chips[1]?.className).toContain('colorSuccess');
    expect(chips[2]?.className).toContain('colorError');
    expect(view.all('command-row')[1]?.textContent).toContain('Cut off the fuel supply: Success!');
    // Times on Iran's clock, Jalali with Persian digits.
    expect(view.all('command-row')[1]?.textContent).toContain('۱۴۰۴/۰۸/۳۰، ۱۲:۰۰');
    expect(view.container.textContent).toContain('فرمان تا اتصال دستگاه منتظر می‌ماند');
  });

  it('asks again every two seconds while a command is on its way', async () => {
    answers.set(path, page([command(1, 'sent')], [...gt06]));
    const view = await open('en');
    expect(view.text('command-state')).toBe('Sent');
    answers.set(path, page([command(1, 'confirmed')], [...gt06]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_300)));
    await settle();
    expect(view.text('command-state')).toBe('Confirmed');
  });

  it('offers no command to a user who may only look, nor for a protocol that takes none', async () => {
    answers.set('users/office-staffs/', staffAnswer({ devices: ['view'] }));
    answers.set(path, page([command(1, 'confirmed')], [...gt06]));
    const view = await open('en');
    expect(view.all('command-row')).toHaveLength(1);
    expect(button('Stop engine')).toBeUndefined();
    expect(button('Reboot device')).toBeUndefined();

    answers.set('users/office-staffs/', staffAnswer('superuser'));
    answers.set(path, page([], []));
    const other = await open('en');
    expect(other.container.textContent).toContain("This device's protocol takes no commands.");
    expect(button('Reboot device')).toBeUndefined();
  });

  it('says when nothing has been sent yet', async () => {
    answers.set(path, page([], [...gt06]));
    const view = await open('en');
    expect(view.text('commands-empty')).toContain('No command has been sent to this device yet.');
  });
});
