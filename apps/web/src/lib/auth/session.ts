import { safeStorage, storageKeys } from '../storage-keys';

export interface StoredUser {
  userName: string | null;
  userId: string | null;
}

export function getAccessToken(): string | null {
  return safeStorage.get(storageKeys.access);
}

export function getRefreshToken(): string | null {
  return safeStorage.get(storageKeys.refresh);
}

export function isLoggedIn(): boolean {
  return Boolean(getAccessToken());
}

/** Stores a token pair; refresh tokens rotate, so a missing refresh keeps the old one. */
export function storeTokens(access: string, refresh?: string): void {
  safeStorage.set(storageKeys.access, access);
  if (refresh) safeStorage.set(storageKeys.refresh, refresh);
}

export function storeUser(user: { userName?: string | null; userId?: string | number | null }): void {
  if (user.userName) safeStorage.set(storageKeys.userName, user.userName);
  if (user.userId !== undefined && user.userId !== null)
    safeStorage.set(storageKeys.userId, String(user.userId));
}

export function getStoredUser(): StoredUser {
  return { userName: safeStorage.get(storageKeys.userName), userId: safeStorage.get(storageKeys.userId) };
}

/** Logout: tokens and user data go; the language preference stays. */
export function clearSession(): void {
  for (const key of [storageKeys.access, storageKeys.refresh, storageKeys.userName, storageKeys.userId]) {
    safeStorage.remove(key);
  }
}
