import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { directionOf } from '@navgan/domain/locales';
import { type ReactNode, useMemo } from 'react';
import { useLocale } from '../../lib/i18n/use-locale';
import { ltrCache, rtlCache } from './emotion-caches';
import { createAppTheme } from './theme';

/** Theme direction and emotion cache follow the locale: Persian right to left, en/tr left to right. */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const direction = directionOf(useLocale());
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
