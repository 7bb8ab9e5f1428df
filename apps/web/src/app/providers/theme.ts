import { createTheme, type Theme } from '@mui/material/styles';

export const fontStack = [
  "'Vazirmatn Variable'",
  'Vazirmatn',
  'system-ui',
  '-apple-system',
  "'Segoe UI'",
  'Roboto',
  'Tahoma',
  'sans-serif',
].join(', ');

/** Calm, professional palette: a deep teal-blue primary on a cool grey canvas. */
export function createAppTheme(direction: 'rtl' | 'ltr'): Theme {
  return createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: '#0b5d6b', light: '#3f8a96', dark: '#07414b', contrastText: '#ffffff' },
      secondary: { main: '#d9822b', contrastText: '#ffffff' },
      success: { main: '#2e7d5b' },
      warning: { main: '#c77700' },
      error: { main: '#c62828' },
      info: { main: '#1f6fb2' },
      background: { default: '#f3f6f8', paper: '#ffffff' },
      text: { primary: '#1d2a33', secondary: '#5b6b76' },
      divider: '#e2e8ec',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontStack,
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.6rem', fontWeight: 700 },
      h3: { fontSize: '1.35rem', fontWeight: 700 },
      h4: { fontSize: '1.2rem', fontWeight: 700 },
      h5: { fontSize: '1.05rem', fontWeight: 700 },
      h6: { fontSize: '0.95rem', fontWeight: 700 },
      button: { fontWeight: 600, textTransform: 'none' },
      body1: { lineHeight: 1.75 },
      body2: { lineHeight: 1.7 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: { body: { fontFeatureSettings: '"ss01"' } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 14 } },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiListItemButton: { styleOverrides: { root: { borderRadius: 10 } } },
    },
  });
}
