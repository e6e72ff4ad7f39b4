/**
 * Where a notice leads: the page on which its reader acts. Tenants act in the site's account area (/home/*);
 * landlords, partners and staff in the console (/admin, its own routes). Links are paths of this origin;
 * e-mails make them absolute (siteLink).
 */

/** The console's Requests page kind (`?kind=`) of each bond request type (admin/src/requests/request-kinds.ts). */
const REQUEST_KIND = { buy: 'new', transfer: 'transfer', cancel: 'cancel', inspection: 'inspection' } as const;

export type RequestType = keyof typeof REQUEST_KIND;

/** The landlord's Requests page opened on one request, which it highlights and scrolls to. */
export function consoleRequestLink(type: RequestType, requestId: string): string {
  return `/admin/home/requests?kind=${REQUEST_KIND[type]}&request=${encodeURIComponent(requestId)}`;
}

/** The landlord's Requests page opened on the move-in report of a bond (one per bond), which it highlights and scrolls to. */
export function consoleInspectionLink(bondId: string): string {
  return `/admin/home/requests?kind=inspection&bond=${encodeURIComponent(bondId)}`;
}

/** The tenant's pages of the account area (spec 001 §2). */
export const TENANT_LINKS = {
  dashboard: '/home/dashboard',
  bondDetails: '/home/settings/bonddetails',
  claims: '/home/claims',
  certificate: (bondId: string) => `/home/bond/pdf/${encodeURIComponent(bondId)}`,
} as const;
