import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../../lib/api/query-client';
import { onLogout } from '../../lib/auth/logout';
import { i18n } from '../../lib/i18n/i18n';
import { DirectionProvider } from './direction-provider';
import { GlobalLoadingBar } from './global-loading-bar';
import { NewVersionPrompt } from './new-version-prompt';
import { ToastContent } from './toast-content';

const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => onLogout(() => queryClient.clear()), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider>
          <SnackbarProvider
            maxSnack={4}
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            Components={toastComponents}
          >
            <GlobalLoadingBar />
            <NewVersionPrompt />
            {children}
          </SnackbarProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
