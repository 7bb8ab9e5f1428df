import { usernameMax } from '@navgan/domain/constants';
import type { Locale } from '@navgan/domain/locales';
import { SnackbarProvider } from 'notistack';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueOf } from '../../lib/i18n/i18n';
import { users } from '../../resources/users';
import { type Rendered, render } from '../../test/render';
import { RecordPage } from '../../ui-kit/record-page';

// The organization and policy pickers ask for their options; nothing may be posted while the
// form itself finds the errors.
const api = vi.hoisted(() => ({ get: vi.fn(async () => []), post: vi.fn(), put: vi.fn() }));
vi.mock('../../lib/api/api', () => ({ api }));

const openAddForm = (locale: Locale) =>
  render(
    <SnackbarProvider>
      <RecordPage resource={users} mode="add" />
    </SnackbarProvider>,
    locale,
  );

/** Types into a controlled input the way React hears it (value setter, then an input event). */
const type = (input: HTMLInputElement, text: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

const submit = (view: Rendered) =>
  act(async () => {
    view.container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  });

const input = (view: Rendered, name: string) => {
  const found = view.container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no ${name} input`);
  return found;
};

/** The error text MUI shows under a field (its helper text, linked by aria-describedby). */
const shownError = (view: Rendered, name: string) => {
  const helperId = input(view, name).getAttribute('aria-describedby');
  return helperId ? (view.container.querySelector(`[id="${helperId}"]`)?.textContent ?? null) : null;
};

describe('user form (add)', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it.each<[Locale, string]>([
    ['en', 'Password is Required'],
    ['fa', 'رمز عبور الزامی است'],
    ['tr', 'Şifre zorunludur'],
  ])('in %s shows "%s" for an empty password', async (locale, message) => {
    view = await openAddForm(locale);
    await type(input(view, 'username'), 'driver.one');
    await submit(view);
    expect(shownError(view, 'password')).toBe(message);
  });

  it('keeps a 151-character username whole and says it is too long, in en and fa', async () => {
    const tooLong = 'a'.repeat(usernameMax + 1);
    for (const locale of ['en', 'fa'] as const) {
      view = await openAddForm(locale);
      const username = input(view, 'username');
      // A maxlength attribute would make the browser drop the 151st character without a word.
      expect(username.hasAttribute('maxlength')).toBe(false);
      await type(username, tooLong);
      await submit(view);
      expect(input(view, 'username').value).toHaveLength(usernameMax + 1);
      expect(shownError(view, 'username')).toBe(catalogueOf(locale).messages.validation.usernameMax);
      view.unmount();
      view = undefined;
    }
  });

  it("shows the domain's username and password rules before anything is sent", async () => {
    view = await openAddForm('en');
    await type(input(view, 'username'), 'Driver One');
    await type(input(view, 'password'), '12345678');
    await submit(view);
    expect(shownError(view, 'username')).toBe('Invalid Username.');
    expect(shownError(view, 'password')).toBe('Password must not be entirely numeric.');
    await type(input(view, 'password'), 'short');
    expect(shownError(view, 'password')).toBe('Password must be at least 8 characters.');
    expect(api.post).not.toHaveBeenCalled();
  });
});
