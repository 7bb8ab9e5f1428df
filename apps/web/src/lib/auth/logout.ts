import { navigateTo } from '../navigation';
import { loginPath } from '../route-rules';
import { clearSession } from './session';

const listeners = new Set<() => void>();

/** Code that keeps per-user state (the query cache) forgets it on logout. */
export function onLogout(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets tokens, user data and per-user caches, without navigating. */
export function forgetUser(): void {
  clearSession();
  for (const listener of listeners) listener();
}

/** Clears tokens and user data and goes to /login (spec section 4). */
export function logout(): void {
  forgetUser();
  navigateTo(loginPath, { replace: true });
}
