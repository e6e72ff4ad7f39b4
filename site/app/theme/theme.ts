import { createTheme } from '@mui/material/styles';

/** Nivaas brand: deep blue and a warm orange, both AA on white; the system font stack (no font download). */
export const theme = createTheme({
  palette: {
    primary: { main: '#0F4C81', dark: '#0A3559', light: '#E7F0F8', contrastText: '#FFFFFF' },
    secondary: { main: '#B94A12', contrastText: '#FFFFFF' },
    text: { primary: '#1B2430', secondary: '#4A5565' },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    success: { main: '#1E7B34' },
    error: { main: '#B3261E' },
  },
  shape: { borderRadius: 10 },
  breakpoints: { values: { xs: 0, sm: 600, md: 769, lg: 1080, xl: 1440 } },
  typography: {
    fontFamily:
      '"Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: 'clamp(2rem, 5vw, 3.25rem)', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)', fontWeight: 800, lineHeight: 1.2 },
    h3: { fontSize: 'clamp(1.25rem, 2.5vw, 1.6rem)', fontWeight: 700 },
    h4: { fontSize: '1.2rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

/** The site's one breakpoint (spec 000 §2): the menu becomes a drawer at 768 px or less. */
export const MOBILE_QUERY = '(max-width:768px)';
