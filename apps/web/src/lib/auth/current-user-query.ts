import { type CurrentUser, currentUserSchema } from '@navgan/domain/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/api';

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.get<unknown>('users/office-staffs/', { signal }).then((body) => currentUserSchema.parse(body));
}

/** `GET users/office-staffs/`: the staff member's type and name, and the company id. */
export const currentUserQuery = queryOptions({
  queryKey: ['users', 'office-staffs'],
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 5 * 60_000,
});
