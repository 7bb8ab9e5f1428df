import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The text of an API key: `nvg_<prefix>_<secret>`. The prefix (12 hex digits) is public and finds
 * the key's row; the secret (32 random bytes, base64url) is known only to its holder. With that
 * much entropy a fast hash is enough to store it: nothing can be guessed offline, and checking a
 * key costs a SHA-256, not a password hash's deliberate tenth of a second per request.
 */
const keyPattern = /^nvg_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface IssuedApiKey {
  prefix: string;
  /** The whole key, shown once. */
  key: string;
  secretHash: string;
}

export function issueApiKey(): IssuedApiKey {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { prefix, key: `nvg_${prefix}_${secret}`, secretHash: hashSecret(secret) };
}

/** The prefix and secret of a key as sent, or null when it cannot be one. */
export function parseApiKey(text: string): { prefix: string; secret: string } | null {
  const match = keyPattern.exec(text);
  return match?.[1] && match[2] ? { prefix: match[1], secret: match[2] } : null;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compared in constant time, so the answer's timing says nothing about the stored hash. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
