import { useRouteLoaderData } from '@remix-run/react';

import type { AccessRole } from '#domain/access/roles.ts';

const NONE: AccessRole[] = [];

/**
 * The signed-in account's roles (#domain/access/roles.ts rolesOf, worked out once by the account area's layout
 * loader): what the schemas' x-access lets this account read and write, so the read-only views leave out and the
 * forms hide or lock the same fields the API omits or refuses. No roles (the least) until the layout has loaded.
 */
export function useAccountRoles(): AccessRole[] {
  return useRouteLoaderData<{ roles?: AccessRole[] }>('routes/home-layout')?.roles ?? NONE;
}
