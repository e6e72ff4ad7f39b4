import { usePermissions } from 'react-admin';

import { hasFeature, useConsoleConfig } from '#admin/layout/console-config.ts';
import { can, type Permissions } from '#admin/session/auth-provider.ts';

/** The permission module of products and subscriptions, and its feature switch for attaching products. */
export const PRODUCTS_MODULE = 'products';
export const BOND_FEATURE = 'bond feature';

export interface ProductRights {
  /** The create form (Create Product, Copy and create): both create and update permission (spec 002 §6). */
  write: boolean;
  update: boolean;
  delete: boolean;
  /** Attach Product on a landlord: the bond feature and create permission. */
  attach: boolean;
  /** Remove an attached product: the bond feature and delete permission. */
  detach: boolean;
}

/** What the signed-in account may do with products, from /users/permission and /users/config. */
export function useProductRights(): ProductRights {
  const { permissions } = usePermissions<Permissions>();
  const { data: config } = useConsoleConfig();
  const allowed = (action: 'create' | 'update' | 'delete') => can(permissions, PRODUCTS_MODULE, action);
  const feature = config?.type === 'employee' && hasFeature(config, PRODUCTS_MODULE, BOND_FEATURE);
  return {
    write: allowed('create') && allowed('update'),
    update: allowed('update'),
    delete: allowed('delete'),
    attach: feature && allowed('create'),
    detach: feature && allowed('delete'),
  };
}
