import './styles/tokens.css';
import './styles/base.css';

import { ThemeProvider } from '@mui/material/styles';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from '@remix-run/react';
import type { LinksFunction } from '@remix-run/server-runtime';
import { type ReactNode, useContext } from 'react';

import { LazyRouteErrorPage } from './layout/lazy-error-page.tsx';
import { INSERTION_POINT } from './styles/emotion-cache.ts';
import { Nonce } from './styles/nonce.ts';
import { EmotionStyles } from './styles/server-styles.tsx';
import { theme } from './theme/theme.ts';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(Nonce);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F4C81" />
        <Meta />
        <meta name={INSERTION_POINT} content={INSERTION_POINT} />
        <EmotionStyles />
        <Links />
      </head>
      <body>
        {/* The base styles are static (styles/base.css, in place of MUI's CssBaseline); the theme serves the MUI parts. */}
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <LazyRouteErrorPage />;
}
