import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueOf } from '../messages/catalogues';
import { issuesToFieldErrors } from '../validation-issues';
import { requiredDay, requiredInstant } from './fields';

describe('date fields', () => {
  const schema = z.object({ day: requiredDay(), at: requiredInstant() });
  it('say "required" when missing and "invalid" when malformed', () => {
    const missing = schema.safeParse({ day: '', at: undefined });
    expect(missing.success).toBe(false);
    if (!missing.success) {
      expect(issuesToFieldErrors(missing.error.issues, catalogueOf('en'))).toEqual({
        day: ['day is Required'],
        at: ['at is Required'],
      });
    }
    const wrong = schema.safeParse({ day: '2026-13-45x', at: 'yesterday' });
    if (!wrong.success) {
      expect(issuesToFieldErrors(wrong.error.issues, catalogueOf('en'))).toEqual({
        day: ['Invalid day'],
        at: ['Invalid at'],
      });
    }
  });
});
