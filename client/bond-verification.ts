/**
 * What GET /api/v1/bond/verify/{bondId} answers anyone (server/bonds/operations/certificate-verify.server.ts): enough
 * for a landlord to check a bond certificate against Nivaas's own record, and nothing about the people on it.
 * Dates are YYYY-MM-DD.
 */
export interface BondVerification {
  /** The bond number printed on the certificate. */
  bondId: string;
  status: 'Pending-Check-in' | 'Active' | 'Released' | 'Cancelled';
  /** Active or Pending-Check-in: the bond still covers the landlord. */
  inForce: boolean;
  /** The guarantee value, so an altered amount on a copy shows. */
  bondAmount: number;
  /** Years. */
  tenure: number;
  bondEffectiveDate: string;
  /** The last day the bond covers (effective date plus tenure, less a day). */
  expiryDate: string;
  checkinDate?: string;
  releaseDate?: string;
  /** The city of the property (never its address). */
  city?: string;
}
