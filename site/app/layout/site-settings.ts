import { useRouteLoaderData } from '@remix-run/react';

import type { SiteSettings } from '#client/site-context.ts';

/** The settings the public pages need in the browser (links that open the app site and the operators page). */
export type PublicSettings = Pick<SiteSettings, 'signupUrl' | 'operatorsUrl' | 'aboutUrl'>;

/** The route id of the site layout (routes.ts), whose loader hands the settings to every page. */
export const LAYOUT_ROUTE_ID = 'layout/site-layout';

/** Used only when the layout's loader itself failed (its error page still needs a header). */
export const FALLBACK_SETTINGS: PublicSettings = {
  signupUrl: 'https://app.nivaas.in/signup',
  operatorsUrl: 'https://operators.nivaas.in/',
  aboutUrl: 'https://about.nivaas.in/',
};

/** The signed-in account's own contact details, as its user record holds them (the phone as 91 + 10 digits). */
export type AccountContact = { name?: string; email?: string; phone?: string };

/** The signed-in account's contact details (none for a visitor), which a lead form starts with. */
export function useAccountContact(): AccountContact | undefined {
  const data = useRouteLoaderData(LAYOUT_ROUTE_ID) as { account?: { contact?: AccountContact } | null } | undefined;
  return data?.account?.contact;
}

export function useSiteSettings(): PublicSettings {
  const data = useRouteLoaderData(LAYOUT_ROUTE_ID) as { settings?: PublicSettings } | undefined;
  return data?.settings ?? FALLBACK_SETTINGS;
}
