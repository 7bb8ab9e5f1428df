import { describe, expect, it } from 'vitest';
import { checkLogin } from './login-submit';

describe('checkLogin', () => {
  it('names each missing field', () => {
    expect(checkLogin({ username: '', password: '' })).toEqual({
      ok: false,
      errors: { username: 'required', password: 'required' },
    });
  });

  it('asks for three characters of username', () => {
    expect(checkLogin({ username: ' ab ', password: 'x' })).toEqual({
      ok: false,
      errors: { username: 'minLength' },
    });
  });

  it('trims and lower-cases the username it sends', () => {
    expect(checkLogin({ username: ' ADMIN ', password: 'Secret 1' })).toEqual({
      ok: true,
      credentials: { username: 'admin', password: 'Secret 1' },
    });
  });
});
