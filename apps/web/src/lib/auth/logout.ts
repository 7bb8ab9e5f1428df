import { apiBase } from '../api/api-base';
import { navigateTo } from '../navigation';
import { loginPath } from '../route-rules';
import { clearSession, getRefreshToken } from './session';

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

/**
 * Tells the server the refresh token is finished with, so a copy of it cannot be used later.
 * Fire-and-forget (keepalive survives the navigation): logging out never waits on the network.
 */
function revokeRefreshToken(): void {
  const refresh = getRefreshToken();
  if (!refresh) return;
  fetch(`${apiBase}users/token/blacklist/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
    keepalive: true,
  }).catch(() => {});
}

/** Revokes the session on the server, clears tokens and user data and goes to /login (spec section 4). */
export function logout(): void {
  revokeRefreshToken();
  forgetUser();
  navigateTo(loginPath, { replace: true });
}
