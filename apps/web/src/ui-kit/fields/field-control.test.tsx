import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormField, FormValues } from '../../lib/define-resource';
import { type Rendered, render } from '../../test/render';
import { inputNamed, typeInto } from '../../test/screen-driver';
import { FieldControl } from './field-control';

const money: FormField = { name: 'premium', kind: 'money' };

let seen: FormValues = {};
function MoneyForm({ error }: { error?: string }) {
  const form = useForm<FormValues, unknown, Record<string, unknown>>({
    defaultValues: { premium: '2500000' },
    ...(error ? { errors: { premium: { type: 'server', message: error } } } : {}),
  });
  seen = form.watch();
  return (
    <FieldControl
      field={money}
      facts={{ required: true }}
      labels="insurances"
      control={form.control}
      onChanged={() => undefined}
    />
  );
}

describe('a money field', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('is labelled in the language, marked required, and shows thousands in Persian digits', async () => {
    view = await render(<MoneyForm />, 'fa');
    expect(view.container.querySelector('label')?.textContent).toContain('حق بیمه (ریال)');
    expect(view.container.querySelector('label')?.textContent).toContain('*');
    expect(inputNamed('premium').value).toBe('۲٬۵۰۰٬۰۰۰');
  });

  it('keeps plain Latin digits in the form whatever digits are typed', async () => {
    view = await render(<MoneyForm />, 'fa');
    await typeInto(inputNamed('premium'), '۱۲۳۴۵');
    expect(seen.premium).toBe('12345');
    expect(inputNamed('premium').value).toBe('۱۲٬۳۴۵');
  });

  it('shows its error under it', async () => {
    view = await render(<MoneyForm error="required" />, 'en');
    const helperId = inputNamed('premium').getAttribute('aria-describedby');
    expect(document.getElementById(helperId ?? '')?.textContent).toBe('Premium (rials) is Required');
  });
});
