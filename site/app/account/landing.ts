import { isTenantType } from '#client/account-types.ts';

/** Where the account area starts for a tenant (001 §2). */
export const DASHBOARD_PATH = '/home/dashboard';

export { isTenantType };

/** A redirect target of this site only: a path (never `//host` or a full address another site could be). */
export function safeRedirect(to: unknown): string | undefined {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : undefined;
}

/**
 * Where an account goes once signed in (one sign-in for everyone): tenants to the page they came for, else
 * their dashboard; staff, landlords and partners to the console, which is theirs.
 */
export function landingFor(userType: string | undefined, redirectTo?: unknown): string {
  if (!isTenantType(userType)) return '/admin/';
  const wanted = safeRedirect(redirectTo);
  return wanted && !wanted.startsWith('/login') ? wanted : `${DASHBOARD_PATH}?from=login`;
}

