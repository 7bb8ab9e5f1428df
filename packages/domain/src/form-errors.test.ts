import { describe, expect, it } from 'vitest';
import { submitErrorKey } from './form-errors';

describe('submitErrorKey', () => {
  it('asks to fill all fields when a required one is empty', () => {
    expect(submitErrorKey(['invalid', 'required'])).toBe('fillAllFields');
    expect(submitErrorKey(['choiceRequired'])).toBe('fillAllFields');
  });

  it('asks to fix errors otherwise', () => {
    expect(submitErrorKey(['invalid', 'maxLength', undefined])).toBe('fixFieldErrors');
    expect(submitErrorKey(['Server text'])).toBe('fixFieldErrors');
    expect(submitErrorKey([])).toBe('fixFieldErrors');
  });
});
