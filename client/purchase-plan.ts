import type { BondValueLimits } from '#domain/bonds/value.ts';

/** What GET /api/v1/payment/plan answers (server/payments/operations/purchase-plan.server.ts): the site's purchase drawer reads it. */

/** What the Buy, Renew and Transfer drawer (spec 001 §2) starts from. */
export interface PurchasePlan {
  type: 'buy' | 'renew' | 'transfer';
  propertyId: string;
  propertyName?: string | null;
  /** The bond renewed or transferred (record id and code). */
  bondId?: string;
  bondCode?: string | null;
  /** A transfer: the property of the bond being moved (the price check's oldPropertyId). */
  oldPropertyId?: string | null;
  product: { id: string; name?: string | null; tenures: number[]; bondAmount: number; isValueEditable: boolean };
  /** The bond value to start from (a transfer's is the one the landlord accepted, and fixed). */
  bondAmount: number;
  bondAmountFixed: boolean;
  /** A buy's or a transfer's value limits (domain/bonds/value.ts): the drawer asks checkBondValue with them. */
  bondValueLimits?: BondValueLimits;
  /** The date the purchase fixes: a transfer starts today, a renewal the day after the bond expires. */
  fixedEffectiveDate?: string;
  /** The tenant's co-applicants who can be added to the bond ('None' is the choice of none). */
  coApplicants: { id: string; name: string; relation?: string | null }[];
}
