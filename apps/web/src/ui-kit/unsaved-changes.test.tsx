import { act, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render } from '../test/render';
import { useUnsavedChanges } from './unsaved-changes';

function EditedForm() {
  const [dirty, setDirty] = useState(false);
  const { prompt } = useUnsavedChanges(dirty);
  const location = useLocation();
  return (
    <div>
      <span data-testid="where">{location.pathname}</span>
      <input data-testid="name" onChange={() => setDirty(true)} />
      <Link to="/elsewhere" data-testid="away">
        away
      </Link>
      {prompt}
    </div>
  );
}

const click = (element: Element | null | undefined) =>
  act(async () => {
    (element as HTMLElement).click();
  });

describe('unsaved edits', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('lets a clean form go, and asks before a dirty one is left: stay keeps it, leave goes', async () => {
    view = await render(<EditedForm />, 'en');
    await click(view.all('away')[0]);
    expect(view.text('where')).toBe('/elsewhere');
    view.unmount();

    view = await render(<EditedForm />, 'en');
    const input = view.all('name')[0] as HTMLInputElement;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, 'x');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(view.all('away')[0]);
    expect(view.text('where')).toBe('/');
    expect(document.querySelector('[data-testid="unsaved-changes-dialog"]')?.textContent).toContain(
      'Leave without saving?',
    );
    await click(document.querySelector('[data-testid="unsaved-stay"]'));
    expect(view.text('where')).toBe('/');
    await click(view.all('away')[0]);
    await click(document.querySelector('[data-testid="unsaved-leave"]'));
    expect(view.text('where')).toBe('/elsewhere');
  });
});
