/** URL facts the API layer needs without depending on the app's route table. */
export const loginPath = '/login';

/** Whether a pathname is the dashboard (the 403 rule of spec section 8 depends on it). */
export function isDashboardPath(pathname: string): boolean {
  return /^\/(fa|en)\/dashboard\/?$/.test(pathname);
}
