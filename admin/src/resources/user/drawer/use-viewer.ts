import { usePermissions } from 'react-admin';
import { useConsoleConfig, type ConsoleConfig } from '../../../layout/console-config';
import { can, type Permissions } from '../../../session/auth-provider';
import { mayReadTrail } from '../../audit-entry/audit-entry';

export interface Viewer {
  config?: ConsoleConfig;
  permissions?: Permissions;
  /** Staff (the config's related type is 'employee'). */
  internal: boolean;
  /** Edit icons and Edit Details drawers: update permission on users (profiles, addresses and users are that module on the server). */
  canEdit: boolean;
  /** Upload Document: create permission on users (documents are that module on the server). */
  canAddDocuments: boolean;
  /** Wallet top-up: admin roles and financeHead (document 002 §6). */
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
  return {
    config: config.data,
    permissions,
    internal: config.data?.type === 'employee',
    canEdit: can(permissions, 'users', 'update'),
    canAddDocuments: can(permissions, 'users', 'create'),
    canTopUp: config.data?.type === 'employee' && (role.toLowerCase().includes('admin') || role === 'financeHead'),
    readsTrail: config.data?.type === 'employee' && mayReadTrail(permissions),
    loading: config.isPending || isPending,
  };
}
