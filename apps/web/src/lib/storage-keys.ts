/** localStorage keys; the names follow the product the panel replaces (spec section 3). */
export const storageKeys = {
  access: 'access',
  refresh: 'refresh',
  userName: 'user_name',
  userId: 'userId',
  locale: 'locale',
  menuExpanded: 'menu_expanded',
} as const;

/** localStorage that never throws (private mode, disabled storage). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage unavailable: the value lives for this page only
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
};
