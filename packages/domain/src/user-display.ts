import { type CurrentUser, officeStaffType } from './auth';

/**
 * The name the side panel shows: first and last name for office staff (type 1, spec section 3),
 * else the stored user name, else null (the caller shows its default 'admin' label).
 */
export function displayUserName(
  user: CurrentUser | null | undefined,
  storedUserName: string | null,
): string | null {
  if (user && user.user.type === officeStaffType) {
    const full = `${user.user.first_name} ${user.user.last_name}`.trim();
    if (full) return full;
  }
  const stored = storedUserName?.trim();
  return stored ? stored : null;
}
