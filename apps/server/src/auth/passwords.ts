import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum profile (19 MiB, 2 passes, 1 lane): about 20-30 ms per hash
 * on the 2-core target machine, so a login stays fast while guessing stays expensive.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A hash of a random string: checked when the username is unknown so both paths take the same time.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
