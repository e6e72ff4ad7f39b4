import { usePermissions } from 'react-admin';

import { type ConsoleConfig, useConsoleConfig } from '#admin/layout/console-config.ts';
import { mayReadTrail } from '#admin/resources/audit-entry/audit-entry.ts';
import { can, type Permissions } from '#admin/session/auth-provider.ts';
import { type AccessRole, isAdminRole, rolesOf } from '#domain/access/roles.ts';

export interface Viewer {
  config?: ConsoleConfig;
  permissions?: Permissions;
  /** Staff (the config's related type is 'employee'). */
  internal: boolean;
  /** The viewer's access roles (#domain/access/roles.ts): what the schemas' x-access lets them read. */
  roles: AccessRole[];
  /** Edit icons and Edit Details drawers: update permission on users (profiles, addresses and users are that module on the server). */
  canEdit: boolean;
  /** Upload Document: create permission on users (documents are that module on the server). */
  canAddDocuments: boolean;
  /** Wallet top-up: admin roles and financeHead (spec 002 §6). */
  canTopUp: boolean;
  /** The History tab: staff with the audit module (decision 033). */
  readsTrail: boolean;
  loading: boolean;
}

/** Who is looking at the drawer, and what they may do in it. */
export function useViewer(): Viewer {
  const config = useConsoleConfig();
  const { permissions, isPending } = usePermissions<Permissions>();
  const role = config.data?.role ?? '';
  const internal = config.data?.type === 'employee';
  return {
    config: config.data,
    permissions,
    internal,
    roles: rolesOf(config.data ? { internal, admin: isAdminRole(role), userType: config.data.type } : undefined),
    canEdit: can(permissions, 'users', 'update'),
    canAddDocuments: can(permissions, 'users', 'create'),
    canTopUp: internal && (isAdminRole(role) || role === 'financeHead'),
    readsTrail: config.data?.type === 'employee' && mayReadTrail(permissions),
    loading: config.isPending || isPending,
  };
}
