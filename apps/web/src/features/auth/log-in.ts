import { tokenPairSchema } from '@navgan/domain/auth';
import { displayUserName } from '@navgan/domain/user-display';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/api';
import { currentUserQuery } from '../../lib/auth/current-user-query';
import { storeTokens, storeUser } from '../../lib/auth/session';

export interface Credentials {
  /** Already trimmed and lower-cased by `loginSchema`. */
  username: string;
  password: string;
}

/**
 * `POST users/token/`, then the user info of spec section 3: `user_name` (the full name of
 * type 1 staff, else the username) and `userId` (the company id). A failing office-staffs call
 * does not undo the login; the error handler reports it.
 */
export async function logIn(credentials: Credentials, queryClient: QueryClient): Promise<void> {
  const tokens = tokenPairSchema.parse(await api.post<unknown>('users/token/', credentials, { auth: false }));
  storeTokens(tokens.access, tokens.refresh);
  storeUser({ userName: credentials.username });
  try {
    const user = await queryClient.fetchQuery(currentUserQuery);
    storeUser({ userName: displayUserName(user, credentials.username), userId: user.company });
  } catch {
    // already reported by the API error handler
  }
}
