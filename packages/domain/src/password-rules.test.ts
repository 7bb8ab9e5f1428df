import { describe, expect, it } from 'vitest';
import { passwordSchema } from './auth';
import { isOneCharacterRepeated, passwordSimilarity, quickRatio } from './password-rules';
import { newUserInput } from './resources/user';

describe('password rules', () => {
  it('computes Python quick_ratio', () => {
    expect(quickRatio('abcd', 'bcde')).toBeCloseTo(0.75);
    expect(quickRatio('', '')).toBe(1);
    expect(quickRatio('aaaa', 'a')).toBeCloseTo(0.4);
  });

  it('refuses passwords like the username, names or email, as Django does', () => {
    const owner = {
      username: 'sara.ahmadi',
      first_name: 'Sara',
      last_name: 'Ahmadi',
      email: 'sara@fleet.ir',
    };
    expect(passwordSimilarity('sara.ahmadi', owner)).toBe('passwordLikeUsername');
    expect(passwordSimilarity('Ahmadi1370', { ...owner, username: 'sara.a' })).toBe('passwordLikeName');
    expect(passwordSimilarity('fleet.ir!', { email: 'sara@fleet.ir' })).toBe('passwordLikeEmail');
    expect(passwordSimilarity('blue-kettle-93', owner)).toBeNull();
    // A short part of a long password does not make it similar.
    expect(passwordSimilarity('correct horse battery staple sara', { first_name: 'Sa' })).toBeNull();
  });

  it('refuses empty, short, numeric, one repeated character and over-long passwords', () => {
    const errors = (value: unknown) => passwordSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(errors('')).toEqual(['required']);
    expect(errors('abc')).toEqual(['passwordMin']);
    expect(errors('12345678')).toEqual(['passwordNumeric']);
    expect(errors('        ')).toEqual(['passwordOneCharacter']);
    expect(errors('aaaaaaaa')).toEqual(['passwordOneCharacter']);
    expect(errors('xy'.repeat(50_000))).toEqual(['passwordMax']);
    expect(errors(`${'y'.repeat(127)}z`)).toBeUndefined();
    expect(isOneCharacterRepeated('')).toBe(false);
  });

  it('checks a new user password against the user being created', () => {
    const result = newUserInput.safeParse({
      username: 'bahram.k',
      first_name: 'Bahram',
      password: 'bahram.k1',
      confirm_password: 'bahram.k1',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'passwordLikeUsername'],
    ]);
  });

  it('refuses an upper-case username instead of lower-casing it', () => {
    const result = newUserInput.safeParse({
      username: 'Bahram',
      password: 'blue-kettle-93',
      confirm_password: 'blue-kettle-93',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', 'usernameInvalid'],
    ]);
  });
});
