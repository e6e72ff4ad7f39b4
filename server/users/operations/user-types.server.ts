import type { User } from '#generated/types/user.ts';

export type UserType = User['userType'];

/** Who may sign themselves up. Staff (internal) accounts only come from an invitation. */
export const SELF_SERVICE_TYPES: ReadonlySet<UserType> = new Set([
  'tenant',
  'landlord',
  'partner',
  'tenantindividual',
  'landlordindividual',
]);

/** The related type stored with the session (spec 002 §6: tenant, landlord, employee, partner). */
export const RELATED_TYPE: Record<UserType, NonNullable<User['type']>> = {
  tenant: 'tenant',
  tenantindividual: 'tenant',
  landlord: 'landlord',
  landlordindividual: 'landlord',
  partner: 'partner',
  internal: 'employee',
};

export { isTenantType } from '#client/account-types.ts';
export const isLandlordType = (t: unknown) => t === 'landlord' || t === 'landlordindividual';
