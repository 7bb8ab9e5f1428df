import type { AccessResource } from '@navgan/domain/access';
import type { Locale } from '@navgan/domain/locales';
import { SnackbarProvider } from 'notistack';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, type Mock } from 'vitest';
import { type Rendered, render } from './render';

/**
 * A suite of screen tests: the mocked `api.get` answers from `answers` (an Error is thrown as the
 * failure, a missing path fails), the user is a superuser unless a test says otherwise, and
 * `mount` shows a screen (with the toasts' provider) once its first queries have answered.
 */
export function screenSuite(api: { get: Mock }, answers: Map<string, unknown>) {
  let view: Rendered | undefined;
  beforeEach(() => {
    answers.clear();
    api.get.mockImplementation(async (path: string) => {
      const answer = answers.get(path);
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw new Error(`HTTP 500 for ${path}`);
      return answer;
    });
    answers.set('users/office-staffs/', staffAnswer('superuser'));
  });
  afterEach(() => {
    view?.unmount();
    view = undefined;
  });
  return async (node: ReactNode, locale: Locale, route?: { path: string; at: string }) => {
    view?.unmount();
    view = await render(<SnackbarProvider>{node}</SnackbarProvider>, locale, route);
    await settle();
    return view;
  };
}

/** Lets queries answer and React render what they brought. */
export async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** `users/office-staffs/` for a user holding these permissions (every one with `superuser`). */
export function staffAnswer(permissions: Partial<Record<AccessResource, string[]>> | 'superuser') {
  return {
    user: { id: 1, username: 'staff', type: 1, first_name: 'Sara', last_name: 'Tester' },
    company: 1,
    access: {
      is_superuser: permissions === 'superuser',
      permissions: permissions === 'superuser' ? {} : permissions,
      organizations: [],
    },
  };
}

/** A DRF page of these rows. */
export function pageOf<R>(results: R[]) {
  return { count: results.length, next: null, previous: null, results };
}

/** Types into a controlled input the way React hears it (value setter, then an input event). */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  return act(async () => {
    const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  return act(async () => {
    (element as HTMLElement).click();
  });
}

/** The input of a field by its name, anywhere in the document (dialogs render outside the view). */
export function inputNamed(name: string) {
  const found = document.querySelector<HTMLInputElement>(`input[name="${name}"], textarea[name="${name}"]`);
  if (!found) throw new Error(`no ${name} input`);
  return found;
}

/** The error text MUI shows under a field (its helper text, linked by aria-describedby). */
export function shownError(name: string) {
  const helperId = inputNamed(name).getAttribute('aria-describedby');
  return helperId ? (document.querySelector(`[id="${helperId}"]`)?.textContent ?? null) : null;
}

/** A button (or a link drawn as one) by its accessible text or label, anywhere in the document. */
export function button(name: string | RegExp) {
  return [...document.querySelectorAll<HTMLElement>('button, a')].find((candidate) => {
    const text = candidate.getAttribute('aria-label') ?? candidate.textContent ?? '';
    return typeof name === 'string' ? text.trim() === name : name.test(text);
  });
}

/** The visible text of the rows with this test id. */
export function rowTexts(view: Rendered, testId = 'record-row') {
  return view.all(testId).map((row) => row.textContent ?? '');
}

/** Submits the open dialog's form. */
export function submitDialog() {
  return click(document.querySelector('[role="dialog"] button[type="submit"]'));
}

/** The add (by its label), edit and delete buttons shown: none for a user who may only look. */
export function writeButtons(addLabel: string) {
  return [button(addLabel), button(/^Edit /), button(/^Delete /)].filter(Boolean);
}
