/**
 * What GET /api/v1/bondrequest/preview answers (server/bonds/operations/bond-request-create-preview.server.ts): the summary the
 * property page's bond card shows before a tenant sends a buy or transfer request.
 */
export interface BondRequestPreview {
  type: 'buy' | 'transfer';
  propertyId: string;
  propertyName?: string | null;
  landlordName?: string | null;
  /** A transfer: the bond that moves (its code). */
  bondCode?: string | null;
  /** The bond value the tenant would start from (a transfer: the value of the bond that moves; the landlord sets the new one). */
  bondAmount: number;
  /** The tenure priced (the product's shortest, in years) and the tenures offered when paying. */
  tenure: number;
  tenures: number[];
  /** The fee for that tenure, less the unused fee of a bond that moves, and 18% GST on it (domain/bonds/price.ts). */
  fee: number;
  alreadyPaid: number;
  gst: number;
  /** What the tenant would pay: fee − already paid + GST (wallet credit not applied). */
  total: number;
  /** The day the bond would start (a transfer: today; a buy: the earliest check-in, chosen when paying) and its last day. */
  startDate: string;
  endDate: string;
  /** Whether the start is fixed (a transfer) or the tenant chooses the check-in day when paying (a buy). */
  startFixed: boolean;
}
