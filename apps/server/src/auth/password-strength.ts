import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import { type PasswordOwner, passwordSimilarity } from '@navgan/domain/password-rules';
import { serverRoot } from '../config';
import { ApiError } from '../http/api-error';

const listFile = path.join(serverRoot, 'assets/common-passwords.txt.gz');

let common: Set<string> | undefined;

/** Django's list of common passwords (assets/README.md), read once on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    gunzipSync(readFileSync(listFile))
      .toString('utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.toLowerCase().trim());

/**
 * The checks a password schema cannot make alone: the common-password list, and similarity to
 * the user it belongs to (for a reset or change, the stored user). A 400 on `field`.
 */
export function checkPasswordStrength(password: string, owner: PasswordOwner, field = 'password'): void {
  const key = isCommonPassword(password) ? 'passwordCommon' : passwordSimilarity(password, owner);
  if (key)
    throw ApiError.validation((locale) => ({ [field]: [catalogueOf(locale).messages.validation[key]] }));
}
