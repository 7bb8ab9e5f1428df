import '@fontsource-variable/vazirmatn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/app';
import { initI18n, loadCatalogues, storedLocale } from './lib/i18n/i18n';
import { resolveInitialLocale } from './lib/i18n/locale-route';

// The Content-Security-Policy allows no eval: zod validates without compiling functions.
zodConfig({ jitless: true });

const locale = resolveInitialLocale({
  pathname: window.location.pathname,
  search: window.location.search,
  stored: storedLocale(),
});
initI18n(locale);

const root = document.getElementById('root');
void loadCatalogues(locale).then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
