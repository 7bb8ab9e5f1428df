import { requestTimeoutMs } from '@navgan/domain/constants';
import { fieldLabel } from '@navgan/domain/messages/catalogue';
import { forgetUser } from '../auth/logout';
import { getAccessToken, getRefreshToken, storeTokens } from '../auth/session';
import { catalogueOf, currentLocale, i18n } from '../i18n/i18n';
import { currentPathname, navigateTo } from '../navigation';
import { notifyError, notifyInfo } from '../notify/notifier';
import { apiBase, apiV2Base } from './api-base';
import { handleApiError } from './error-handler';
import { createHttpClient } from './http-client';
import { loadingStore } from './loading-store';
import { createTokenRefresher } from './token-refresh';

const refreshAccessToken = createTokenRefresher({
  url: `${apiBase}users/token/refresh/`,
  tokens: { getRefresh: getRefreshToken, store: storeTokens },
});

let reloadScheduled = false;

function labelFor(field: string): string {
  return fieldLabel(catalogueOf(currentLocale()), field);
}

/** An API client at `baseUrl`, wired to the session, the locale, the loading bar and the error handler. */
const clientAt = (baseUrl: string) =>
  createHttpClient({
    baseUrl,
    timeoutMs: requestTimeoutMs,
    getAccessToken,
    getLocale: currentLocale,
    loading: loadingStore,
    onHeld(held) {
      notifyInfo(held.detail || String(i18n.t('approvals.sentForApproval')));
    },
    onError(error, options) {
      void handleApiError(
        error,
        {
          notify: notifyError,
          navigate: (to) => navigateTo(to, { replace: true }),
          clearSession: forgetUser,
          reload: () => {
            if (reloadScheduled) return;
            reloadScheduled = true;
            globalThis.location.reload();
          },
          refresh: refreshAccessToken,
          schedule: (task, ms) => setTimeout(task, ms),
          currentPath: currentPathname,
          translate: (key, values) => String(i18n.t(key, values ?? {})),
          labelFor,
        },
        options,
      );
    },
  });

/** The app's API client (v1). */
export const api = clientAt(apiBase);
/** The second API version (the overview v2 screens). */
export const apiV2 = clientAt(apiV2Base);
