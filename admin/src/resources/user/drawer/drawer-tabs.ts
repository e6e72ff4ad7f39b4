import { isTenantType } from '#client/account-types.ts';
/** The detail drawer's tabs (document 002 §2 "User detail drawer"), by the viewed user's type and the viewer. */
export type DrawerTab = 'personal' | 'residence' | 'income' | 'coApplicants' | 'inspection' | 'bond' | 'attachedProduct' | 'history';

export const TAB_LABELS: Record<DrawerTab, string> = {
  personal: 'Personal Info',
  residence: 'Residence',
  income: 'Income',
  coApplicants: 'Co-Applicants',
  inspection: 'Inspection',
  bond: 'Bond',
  attachedProduct: 'Attached Product',
  history: 'History',
};

export { isTenantType };
export const isLandlordType = (userType: string | undefined) => userType === 'landlord' || userType === 'landlordindividual';

/**
 * - Tenant, internal viewer: Personal Info, Residence, Income, Co-Applicants, Inspection, Bond.
 * - Tenant, other viewers: Bond only.
 * - Landlord: Personal Info, Residence, Attached Product.
 * - Partner and others: Personal Info, Residence.
 * Then History (the user record's audit trail) for staff who may read the trail.
 */
export function drawerTabs(viewedType: string, internalViewer: boolean, readsTrail = false): DrawerTab[] {
  return [...documentTabs(viewedType, internalViewer), ...(readsTrail ? (['history'] as const) : [])];
}

function documentTabs(viewedType: string, internalViewer: boolean): DrawerTab[] {
  if (isTenantType(viewedType)) return internalViewer ? ['personal', 'residence', 'income', 'coApplicants', 'inspection', 'bond'] : ['bond'];
  if (isLandlordType(viewedType)) return ['personal', 'residence', 'attachedProduct'];
  return ['personal', 'residence'];
}

/** The `{type}` of GET /profile/{type}?userId for a user type (employees are 'internal'). */
export function profileTypeOf(userType: string): string {
  if (isTenantType(userType)) return 'tenant';
  if (isLandlordType(userType)) return 'landlord';
  if (userType === 'partner') return 'partner';
  return 'internal';
}

/** 'Tenant', 'Landlord', 'Partner' or 'Employee', for headings. */
export function userTypeLabel(userType: string): string {
  if (isTenantType(userType)) return 'Tenant';
  if (isLandlordType(userType)) return 'Landlord';
  if (userType === 'partner') return 'Partner';
  return 'Employee';
}
