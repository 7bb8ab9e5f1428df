import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error-text';

describe('fieldErrorText', () => {
  it('renders domain message keys with the field label', () => {
    expect(fieldErrorText('required', 'password', 'fa')).toBe('رمز عبور الزامی است');
    expect(fieldErrorText('required', 'username', 'en')).toBe('Username is Required');
    expect(fieldErrorText('required', 'username', 'tr')).toBe('Kullanıcı adı zorunludur');
  });

  it("uses a resource's labels when given", () => {
    expect(fieldErrorText('required', 'fa_title', 'fa', { labels: 'tags' })).toBe('عنوان فارسی الزامی است');
    expect(fieldErrorText('invalid', 'en_title', 'en', { labels: 'tags' })).toBe('Invalid English title');
  });

  it('renders length messages with the limit in the locale digits', () => {
    expect(fieldErrorText('minLength', 'username', 'fa', { limit: 3 })).toBe('حداقل طول باید ۳ نویسه باشد.');
    expect(fieldErrorText('maxLength', 'fa_title', 'en', { limit: 100, labels: 'tags' })).toBe(
      'The maximum character length should be 100.',
    );
  });

  it('renders the cost bound', () => {
    expect(fieldErrorText('costMax', 'hourly_salary', 'en')).toBe(
      'The cost must be less than 1000 billion rials.',
    );
  });

  it('passes other text through', () => {
    expect(fieldErrorText('Server says no', 'x', 'en')).toBe('Server says no');
    expect(fieldErrorText(undefined, 'x', 'en')).toBeUndefined();
  });
});
