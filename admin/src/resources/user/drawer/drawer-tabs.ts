import { isTenantType } from '#client/account-types.ts';
import type { DrawerTab } from '#domain/accounts/drawer-tabs.ts';

/** The drawer tabs' names; which tabs a viewer sees is the rule #domain/accounts/drawer-tabs.ts. */
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
export const isLandlordType = (userType: string | undefined) =>
  userType === 'landlord' || userType === 'landlordindividual';

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
