import './styles/tokens.css';
import './styles/base.css';
import './styles/devanagari.css';

import { ThemeProvider } from '@mui/material/styles';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from '@remix-run/react';
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/server-runtime';
import { type ReactNode, useContext } from 'react';

import { DEFAULT_LANGUAGE } from '#engine/runtime/i18n/languages.ts';
import { TranslateProvider } from '#forms/i18n.tsx';

import { loadTranslator } from './i18n/translators.ts';
import { usePageTranslator } from './i18n/use-page-translator.ts';
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

/** The page's language (decision 062), its dictionaries loaded before the page renders. */
export async function loader({ context }: LoaderFunctionArgs) {
  const language = await context.language();
  await loadTranslator(language);
  return { language };
}

/**
 * The language is read again only after a form was sent (a sign-in brings the account's setting; the switcher loads
 * a new document anyway), not on every navigation.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod }) =>
  Boolean(formMethod && formMethod.toUpperCase() !== 'GET');

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(Nonce);
  const language = useRouteLoaderData<typeof loader>('root')?.language ?? DEFAULT_LANGUAGE;
  const translate = usePageTranslator(language);
  return (
    <html lang={language}>
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
        <TranslateProvider translate={translate}>
          <ThemeProvider theme={theme}>{children}</ThemeProvider>
        </TranslateProvider>
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
