import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new device secret: 128 random bits, URL-safe (it goes into an app's server URL as `?key=`). */
export function newDeviceKey(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Whether a device may send with the key it presented. A device without a key (registered before
 * keys existed) accepts anything; otherwise the presented key must match, compared in constant
 * time (both sides hashed first, so lengths do not leak either).
 */
export function deviceKeyAccepts(expected: string | null, presented: string | undefined): boolean {
  if (expected === null) return true;
  if (presented === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(presented));
}
