import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Nivaas colours: deep teal primary, saffron secondary; both themes keep AA contrast for text. */
const shared: RaThemeOptions = {
  shape: { borderRadius: 10 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif' },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#0f4c5c' },
    secondary: { main: '#b35c00' },
    background: { default: '#f5f7f8' },
  },
  components: { ...defaultLightTheme.components, ...shared.components },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#7fc8d6' },
    secondary: { main: '#ffb869' },
    background: { default: '#101416', paper: '#171c1f' },
  },
  components: { ...defaultDarkTheme.components, ...shared.components },
};
