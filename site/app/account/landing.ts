import { isTenantType } from '#client/account-types.ts';

/** Where the account area starts for a tenant (spec 001 §2). */
export const DASHBOARD_PATH = '/home/dashboard';

export { isTenantType };

/** A redirect target of this site only: a path (never `//host` or a full address another site could be). */
export function safeRedirect(to: unknown): string | undefined {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : undefined;
}

/**
 * The bond certificate (decision 029): a document, not a page of the app (a redirect there must load it as a
 * document), and the one address of the account area every account may open, not tenants only.
 */
export const isCertificatePath = (path: string): boolean => /^\/home\/bond\/pdf\/[^/?#]+$/.test(path);

/**
 * Where an account goes once signed in (one sign-in for everyone): tenants to the page they came for, else
 * their dashboard; staff, landlords and partners to the console, which is theirs (or to a bond certificate
 * they came for).
 */
export function landingFor(userType: string | undefined, redirectTo?: unknown): string {
  const wanted = safeRedirect(redirectTo);
  if (!isTenantType(userType)) return wanted && isCertificatePath(wanted) ? wanted : '/admin/';
  return wanted && !wanted.startsWith('/login') ? wanted : `${DASHBOARD_PATH}?from=login`;
}
