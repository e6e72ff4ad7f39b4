import { useMemo } from 'react';

import { type AccessRole, isAdminRole, rolesOf } from '#domain/access/roles.ts';

import { useConsoleConfig } from './console-config.ts';

/**
 * The signed-in console viewer's access roles (#domain/access/roles.ts): what the schemas' x-access lets them read.
 * The same array while the viewer stays the same, so forms and views that depend on it do not redraw for nothing.
 */
export function useViewerRoles(): AccessRole[] {
  return useViewerAccess().roles;
}

/**
 * The viewer's roles and whether they are known yet (the console config has loaded): none until then. `enabled`
 * false asks nothing: a form without x-access fields needs no roles, and may stand on a signed-out page.
 */
export function useViewerAccess(enabled = true): { roles: AccessRole[]; known: boolean } {
  const config = useConsoleConfig(enabled).data;
  const type = config?.type;
  const role = config?.role;
  return useMemo(
    () => ({
      roles: type ? rolesOf({ internal: type === 'employee', admin: isAdminRole(role), userType: type }) : [],
      known: !!type,
    }),
    [type, role],
  );
}
