import '@fontsource-variable/vazirmatn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';
import { initI18n, storedLocale } from './lib/i18n/i18n';
import { resolveInitialLocale } from './lib/i18n/locale-route';

// The Content-Security-Policy allows no eval: zod validates without compiling functions.
z.config({ jitless: true });

initI18n(
  resolveInitialLocale({
    pathname: window.location.pathname,
    search: window.location.search,
    stored: storedLocale(),
  }),
);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
