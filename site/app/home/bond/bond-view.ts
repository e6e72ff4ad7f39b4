import type { MoveInReport } from './move-in-report.tsx';

/** A bond as the account area's Bond Details page reads it (GET /bond with the property's name). */
export interface BondView {
  id: string;
  bondId?: string;
  status?: string;
  propertyId?: string;
  propertyName?: string;
  productId?: string;
  bondAmount?: number;
  bondFee?: number;
  tenure?: number;
  bondEffectiveDate?: string;
  expiryDate?: string;
  checkinDate?: string;
  checkoutDate?: string;
  releaseDate?: string;
  agreement?: { docUrl?: string } | null;
}

export interface BondDetailsProps {
  bond: BondView | null;
  others: BondView[];
  renewMessage?: string;
  refund?: BondRefund;
  cancelSent: boolean;
  report?: MoveInReport | null;
  /** The rooms the move-in report covers (client/move-in-items.ts moveInRoomsOf) and the property's type. */
  rooms: string[];
  propertyType?: string | null;
  /** The name of the bond's product (GET /products/{id}), shown for its Product field. */
  productName?: string | null;
  /** The bond's version as the page read it (GET /bond/{id}'s ETag): its dates are changed on it (decision 058). */
  version?: string;
}

/** What cancelling the bond now would refund (GET /refund/calculate/amt/{bondId}). */
export interface BondRefund {
  refundAmount: number;
  fullRefund: boolean;
  rule: string;
}
