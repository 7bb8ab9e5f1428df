export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

/** The router registers itself so code outside React (the API layer) can navigate. */
export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else globalThis.location?.assign(to);
}

export function currentPathname(): string {
  return globalThis.location?.pathname ?? '/';
}
