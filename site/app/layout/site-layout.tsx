import Box from '@mui/material/Box';
import { Outlet, useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';
import type { ReactNode } from 'react';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { InLayout } from './in-layout.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { HydrateNearView } from './hydrate-near-view.tsx';
import { FALLBACK_SETTINGS, useSiteSettings, type PublicSettings } from './site-settings.ts';
import { SkipLink } from './ui.tsx';
import { useUtmSource } from './utm-source.ts';

/** The public settings every page's header and links need (sign-up, operators and about pages). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { signupUrl, operatorsUrl, aboutUrl } = context.settings;
  return { settings: { signupUrl, operatorsUrl, aboutUrl } satisfies PublicSettings };
}

/** The settings do not change while the site runs: no reload on navigation. */
export const shouldRevalidate = () => false;

function Chrome({ settings, children }: { settings: PublicSettings; children: ReactNode }) {
  useUtmSource();
  return (
    <InLayout.Provider value>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        <Header settings={settings} />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          {children}
        </Box>
        <HydrateNearView>
          <Footer />
        </HydrateNearView>
      </Box>
    </InLayout.Provider>
  );
}

export default function SiteLayout() {
  const { settings } = useLoaderData<typeof loader>();
  return (
    <Chrome settings={settings}>
      <Outlet />
    </Chrome>
  );
}

/** A page that fails keeps the header and footer around the error page. */
export function ErrorBoundary() {
  const settings = useSiteSettings() ?? FALLBACK_SETTINGS;
  return (
    <Chrome settings={settings}>
      <RouteErrorPage />
    </Chrome>
  );
}
