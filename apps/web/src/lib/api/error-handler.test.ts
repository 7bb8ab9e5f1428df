import { tokenRefreshReloadMs } from '@navgan/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { type ErrorHandlerDeps, errorBodyLines, handleApiError } from './error-handler';

const labels: Record<string, string> = { username: 'Username', password: 'Password' };

function fakeDeps(overrides: Partial<ErrorHandlerDeps> = {}) {
  const scheduled: Array<{ task: () => void; ms: number }> = [];
  const deps = {
    notify: vi.fn(),
    navigate: vi.fn(),
    reload: vi.fn(),
    refresh: vi.fn(async () => true),
    clearSession: vi.fn(),
    schedule: vi.fn((task: () => void, ms: number) => {
      scheduled.push({ task, ms });
    }),
    currentPath: vi.fn(() => '/fa/drivers/list'),
    translate: vi.fn((key: string, values?: { status: number }) =>
      values ? `${key}:${values.status}` : key,
    ),
    labelFor: vi.fn((field: string) => labels[field] ?? field),
    ...overrides,
  } satisfies ErrorHandlerDeps;
  return { deps, scheduled };
}

const http = (status: number, body: unknown) => new ApiError('http', 'x/', status, body);

describe('handleApiError: toasts', () => {
  it('lists each field with its label and messages', async () => {
    const { deps } = fakeDeps();
    const outcome = await handleApiError(
      http(400, { username: ['Username is Required'], password: ['Password is Required', 'Too short'] }),
      deps,
    );
    expect(outcome).toBe('notified');
    expect(deps.notify).toHaveBeenCalledWith([
      { label: 'Username', messages: ['Username is Required'] },
      { label: 'Password', messages: ['Password is Required', 'Too short'] },
    ]);
  });

  it("prefers the caller's labels for the fields it knows", async () => {
    const { deps } = fakeDeps();
    const fieldLabel = (field: string) => (field === 'national_code' ? 'National code' : undefined);
    await handleApiError(http(400, { national_code: ['Invalid'], username: ['Taken'] }), deps, {
      fieldLabel,
    });
    expect(deps.notify).toHaveBeenCalledWith([
      { label: 'National code', messages: ['Invalid'] },
      { label: 'Username', messages: ['Taken'] },
    ]);
  });

  it('flattens object values and shows non_field_errors without a label', async () => {
    const { deps } = fakeDeps();
    await handleApiError(
      http(400, { vehicle: { license_plate: ['Invalid plate'] }, non_field_errors: ['Dates overlap'] }),
      deps,
    );
    expect(deps.notify).toHaveBeenCalledWith([
      { label: 'vehicle', messages: ['Invalid plate'] },
      { messages: ['Dates overlap'] },
    ]);
  });

  it('shows a plain string value such as detail, but not the machine code', async () => {
    const { deps } = fakeDeps();
    await handleApiError(
      http(401, { detail: 'No active account found', code: 'authentication_failed' }),
      deps,
    );
    expect(deps.notify).toHaveBeenCalledWith([{ messages: ['No active account found'] }]);
  });

  it('shows the detail of a 429', async () => {
    const { deps } = fakeDeps();
    await handleApiError(http(429, { detail: 'Too many attempts.' }), deps);
    expect(deps.notify).toHaveBeenCalledWith([{ messages: ['Too many attempts.'] }]);
  });

  it('shows a top-level list of messages', async () => {
    const { deps } = fakeDeps();
    await handleApiError(http(400, ['Something is wrong']), deps);
    expect(deps.notify).toHaveBeenCalledWith([{ messages: ['Something is wrong'] }]);
  });

  it('falls back to a translated server or generic message when the body says nothing', async () => {
    const { deps } = fakeDeps();
    await handleApiError(http(502, '<html>Bad gateway</html>'), deps);
    expect(deps.notify).toHaveBeenLastCalledWith([{ messages: ['errors.server:502'] }]);
    await handleApiError(http(400, null), deps);
    expect(deps.notify).toHaveBeenLastCalledWith([{ messages: ['errors.generic:400'] }]);
  });

  it('shows nothing extra for a 404', async () => {
    const { deps } = fakeDeps();
    expect(await handleApiError(http(404, { detail: 'Not found.' }), deps)).toBe('ignored');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('shows a translated message for network failures and timeouts', async () => {
    const { deps } = fakeDeps();
    await handleApiError(new ApiError('network', 'x/'), deps);
    expect(deps.notify).toHaveBeenLastCalledWith([{ messages: ['errors.network'] }]);
    await handleApiError(new ApiError('timeout', 'x/'), deps);
    expect(deps.notify).toHaveBeenLastCalledWith([{ messages: ['errors.timeout'] }]);
  });

  it('ignores requests the caller aborted', async () => {
    const { deps } = fakeDeps();
    expect(await handleApiError(new ApiError('aborted', 'x/'), deps)).toBe('ignored');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('stays quiet for silent requests', async () => {
    const { deps } = fakeDeps();
    expect(await handleApiError(http(400, { username: ['bad'] }), deps, { silent: true })).toBe('ignored');
    expect(await handleApiError(http(403, { detail: 'nope' }), deps, { silent: true })).toBe('ignored');
    expect(await handleApiError(new ApiError('network', 'x/'), deps, { silent: true })).toBe('ignored');
    expect(deps.notify).not.toHaveBeenCalled();
  });
});

describe('handleApiError: 403', () => {
  const expired = () =>
    http(403, { detail: 'Given token not valid for any token type', code: 'token_not_valid' });

  it('refreshes the token and reloads after tokenRefreshReloadMs, without a toast', async () => {
    const { deps, scheduled } = fakeDeps();
    expect(await handleApiError(expired(), deps)).toBe('refreshed');
    expect(deps.refresh).toHaveBeenCalledOnce();
    expect(deps.notify).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(tokenRefreshReloadMs);
    expect(deps.reload).not.toHaveBeenCalled();
    scheduled[0]?.task();
    expect(deps.reload).toHaveBeenCalledOnce();
  });

  it('refreshes even for silent requests', async () => {
    const { deps } = fakeDeps();
    expect(await handleApiError(expired(), deps, { silent: true })).toBe('refreshed');
    expect(deps.refresh).toHaveBeenCalledOnce();
  });

  it('logs out to /login when the refresh fails', async () => {
    const { deps } = fakeDeps({ refresh: vi.fn(async () => false) });
    expect(await handleApiError(expired(), deps)).toBe('loggedOut');
    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledWith('/login');
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('says "no access" outside the dashboard and nothing else', async () => {
    const { deps } = fakeDeps();
    expect(await handleApiError(http(403, { detail: 'You do not have permission.' }), deps)).toBe('noAccess');
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith([{ messages: ['errors.noAccess'] }]);
    expect(deps.refresh).not.toHaveBeenCalled();
  });

  it('does not show the plain 403 string on the dashboard', async () => {
    const { deps } = fakeDeps({ currentPath: () => '/fa/dashboard' });
    expect(await handleApiError(http(403, { detail: 'You do not have permission.' }), deps)).toBe('ignored');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('still lists field errors of a 403 on the dashboard', async () => {
    const { deps } = fakeDeps({ currentPath: () => '/en/dashboard' });
    await handleApiError(http(403, { detail: 'x', username: ['locked'] }), deps);
    expect(deps.notify).toHaveBeenCalledWith([{ label: 'Username', messages: ['locked'] }]);
  });
});

describe('errorBodyLines', () => {
  it('skips empty values and non-objects', () => {
    expect(errorBodyLines({ a: [], b: null, c: 3 }, (f) => f, true)).toEqual([]);
    expect(errorBodyLines('text', (f) => f, true)).toEqual([]);
  });
});
