import { isAdminRole, rolesOf, type AccessRole } from '#domain/access/roles.ts';
import { useConsoleConfig } from './console-config';

/** The signed-in console viewer's access roles (#domain/access/roles.ts): what the schemas' x-access lets them read. */
export function useViewerRoles(): AccessRole[] {
  const config = useConsoleConfig().data;
  if (!config) return [];
  return rolesOf({ internal: config.type === 'employee', admin: isAdminRole(config.role), userType: config.type });
}
