import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error-text';

describe('fieldErrorText', () => {
  it('renders domain message keys with the field label', () => {
    expect(fieldErrorText('required', 'password', 'fa')).toBe('رمز عبور الزامی است');
    expect(fieldErrorText('required', 'username', 'en')).toBe('Username is Required');
    expect(fieldErrorText('required', 'username', 'tr')).toBe('Kullanıcı adı zorunludur');
  });

  it('renders length messages with the limit in the locale digits', () => {
    expect(fieldErrorText('minLength', 'username', 'fa', 3)).toBe('حداقل طول باید ۳ نویسه باشد.');
    expect(fieldErrorText('minLength', 'username', 'en', 3)).toBe(
      'The minimum character length should be 3.',
    );
  });

  it('passes other text through', () => {
    expect(fieldErrorText('Server says no', 'x', 'en')).toBe('Server says no');
    expect(fieldErrorText(undefined, 'x', 'en')).toBeUndefined();
  });
});
