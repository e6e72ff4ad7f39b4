import type { UserActor } from '#engine/runtime/resources/access.server.ts';

import { isLandlordType, isTenantType } from './user-types.server.ts';

export interface ListedUser {
  id: string;
  userType?: string | null;
  invitedBy?: string | null;
  [column: string]: unknown;
}

const COMMON = ['id', 'name', 'email', 'phone', 'avatar', 'createdAt', 'userType'];

/**
 * One row of a user table as the specification lists it (spec 002 §2): `_id` and `id`, the
 * common columns, then per user type: tenants their eligibility (staff only), bond and claim;
 * landlords and partners the properties listed; employees their role and designation.
 */
export function shapeListRow(r: ListedUser, viewer: UserActor): Record<string, unknown> {
  const out: Record<string, unknown> = { _id: r.id };
  const copy = (keys: string[]) => {
    for (const k of keys) if (r[k] !== null && r[k] !== undefined) out[k] = r[k];
  };
  copy(COMMON);
  if (isTenantType(r.userType)) {
    copy(['tenantCode', 'bondId', 'bondRef', 'bondPurchasedate', 'tenure']);
    out.bondStatus = r.bondStatus ?? 'None';
    out.claim = r.claim ?? 'None';
    if (viewer.internal) {
      out.eligibility = r.eligibility ?? 'none';
      copy(['maxEligibilityAmount']);
    }
    if (viewer.internal || r.invitedBy === viewer.id) copy(['externalId']);
  } else if (isLandlordType(r.userType) || r.userType === 'partner') {
    copy(['landlordCode', 'designation']);
    out.properties = Number(r.properties ?? 0);
    if (r.userType === 'partner') out.totalLandlords = Number(r.totalLandlords ?? 0);
  } else {
    copy(['role', 'designation']);
  }
  return out;
}
