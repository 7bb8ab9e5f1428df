import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Locale } from '@navgan/domain/locales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, initI18n } from '../lib/i18n/i18n';

declare global {
  // React's flag for tests that drive rendering through act().
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export interface Rendered {
  container: HTMLElement;
  /** The visible text of the first element with this data-testid, or null. */
  text(testId: string): string | null;
  all(testId: string): HTMLElement[];
  unmount(): void;
}

/**
 * Renders a component into the document with the app's i18n (in `locale`), a data router like the
 * app's (so blockers and loaders work) and a query client.
 */
export async function render(
  node: ReactNode,
  locale: Locale,
  /** The route the node is mounted on and the URL opened (a record's `:id`). */
  route: { path: string; at: string } = { path: '*', at: '/' },
): Promise<Rendered> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  initI18n(locale);
  await i18n.changeLanguage(locale);
  const container = document.createElement('div');
  document.body.append(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={createTheme({ direction: locale === 'fa' ? 'rtl' : 'ltr' })}>
            <RouterProvider
              router={createMemoryRouter([{ path: route.path, element: node }], {
                initialEntries: [route.at],
              })}
            />
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
  });
  const all = (testId: string) => [...container.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)];
  return {
    container,
    all,
    text: (testId) => all(testId)[0]?.textContent ?? null,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
