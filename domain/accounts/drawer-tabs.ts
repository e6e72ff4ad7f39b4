import { rolesOf } from '#domain/access/roles.ts';

/** The tabs of the console's user drawer (spec 002 §2 "User detail drawer"). */
export type DrawerTab =
  'personal' | 'residence' | 'income' | 'coApplicants' | 'inspection' | 'bond' | 'attachedProduct' | 'history';

/** Who looks at the drawer: staff or not, and whether they may read the audit trail (decision 033). */
export interface DrawerViewer {
  internal: boolean;
  readsTrail?: boolean;
}

/**
 * Which tabs a viewer sees of a user of `viewedType`:
 * - a tenant, to staff: Personal Info, Residence, Income, Co-Applicants, Inspection, Bond;
 * - a tenant, to anyone else (a landlord, a partner): Bond only;
 * - a landlord: Personal Info, Residence, Attached Product;
 * - a partner or an employee: Personal Info, Residence;
 * then History (the user record's audit trail) for staff who may read the trail.
 */
export function drawerTabs(viewedType: string, viewer: DrawerViewer): DrawerTab[] {
  return [
    ...documentTabs(viewedType, viewer.internal),
    ...(viewer.internal && viewer.readsTrail ? (['history'] as const) : []),
  ];
}

function documentTabs(viewedType: string, internalViewer: boolean): DrawerTab[] {
  const [role] = rolesOf({ userType: viewedType });
  if (role === 'tenant')
    return internalViewer ? ['personal', 'residence', 'income', 'coApplicants', 'inspection', 'bond'] : ['bond'];
  if (role === 'landlord') return ['personal', 'residence', 'attachedProduct'];
  return ['personal', 'residence'];
}
