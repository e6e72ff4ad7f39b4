import './site-layout.css';

import { Outlet, type ShouldRevalidateFunction, useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';
import type { ReactNode } from 'react';

import { Header } from './header.tsx';
import { InLayout } from './in-layout.ts';
import { LazyRouteErrorPage } from './lazy-error-page.tsx';
import { lazyPart } from './lazy-part.tsx';
import { type AccountContact, FALLBACK_SETTINGS, type PublicSettings, useSiteSettings } from './site-settings.ts';
import { SkipLink } from './ui.tsx';
import { useUtmSource } from './utm-source.ts';

/**
 * The public settings every page's header and links need (sign-up, operators and about pages), and the signed-in
 * account: its type, and its name, e-mail and phone that the lead forms start with (GET /api/v1/users/{own id}).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { signupUrl, operatorsUrl, aboutUrl } = context.settings;
  const settings = { signupUrl, operatorsUrl, aboutUrl } satisfies PublicSettings;
  if (!context.viewer) return { settings, account: null };
  const user = await context.api<AccountContact>('GET', `/api/v1/users/${encodeURIComponent(context.viewer.id)}`);
  const contact: AccountContact = user.ok
    ? { name: user.data.name, email: user.data.email, phone: user.data.phone }
    : {};
  return { settings, account: { userType: context.viewer.userType, contact } };
}

/** The settings do not change while the site runs: reloaded only after a form was sent (a sign-in changes the account). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

type Account = { userType: string } | null;

/** The footer is links and addresses only: it stays the server's HTML, its code never downloaded (decision 053). */
const Footer = lazyPart(() => import('./footer.tsx').then((m) => m.Footer), 'never');

function Chrome({ settings, account, children }: { settings: PublicSettings; account?: Account; children: ReactNode }) {
  useUtmSource();
  return (
    <InLayout.Provider value>
      <div className="site-chrome">
        <SkipLink />
        <Header settings={settings} account={account} />
        <main id="main" tabIndex={-1} className="site-main">
          {children}
        </main>
        <Footer />
      </div>
    </InLayout.Provider>
  );
}

export default function SiteLayout() {
  const { settings, account } = useLoaderData<typeof loader>();
  return (
    <Chrome settings={settings} account={account}>
      <Outlet />
    </Chrome>
  );
}

/** A page that fails keeps the header and footer around the error page. */
export function ErrorBoundary() {
  const settings = useSiteSettings() ?? FALLBACK_SETTINGS;
  return (
    <Chrome settings={settings}>
      <LazyRouteErrorPage />
    </Chrome>
  );
}
