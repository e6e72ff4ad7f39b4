import type { BondSituation } from '#domain/bonds/actions.ts';
/** What GET /api/v1/dashboard/tenant answers (server/dashboard/operations/tenant-dashboard.server.ts): the site's dashboard reads it. */

/** The profile-completion items of spec 001 §2, in the order the checklist shows them. */
export type ChecklistItem = 'isAdhaarVerified' | 'isPhoneVerified' | 'isWorkEmailVerified' | 'isOfferLetterVerified';

export interface ProfileChecklist {
  employment?: string;
  /** An offer letter was uploaded and waits for staff to verify it. */
  offerLetterUploaded?: boolean;
  /** The work e-mail of the employment details, verified by a code (isWorkEmailVerified). */
  workEmail?: string;
  /** Every item that applies to this tenant, done or not (the offer letter only for 'Salaried - Yet to join'). */
  items: { key: ChecklistItem; done: boolean }[];
  pending: ChecklistItem[];
  /** 100 when nothing is pending, 95 with one item pending, 90 with more (spec 001 §2, §9). */
  percent: number;
}

/**
 * Which of the tenant dashboard's states shows (spec 001 §2, in this priority), or the default dashboard of other
 * accounts.
 */
export type DashboardState = 'claim' | 'bond' | 'request' | 'eligible' | 'ineligible' | 'review' | 'default';

export interface DashboardBond {
  id: string;
  bondId?: string | null;
  status?: string | null;
  propertyId?: string | null;
  propertyName?: string | null;
  bondAmount?: number | null;
  bondFee?: number | null;
  tenure?: number | null;
  bondEffectiveDate?: string | null;
  expiryDate?: string;
  checkinDate?: string | null;
  checkoutDate?: string | null;
  /** The bond's open claims and whether a cancellation of it is under way: the facts the renew and transfer rules ask. */
  situation?: BondSituation;
}

export interface DashboardRequest {
  id: string;
  type: string;
  status: string;
  propertyId?: string | null;
  propertyName?: string | null;
  bondId?: string | null;
  createdAt?: string;
}

export interface TenantDashboard {
  state: DashboardState;
  account: {
    id: string;
    name?: string | null;
    email?: string | null;
    userType: string;
    tenantCode?: string | null;
    referencePropertyId?: string | null;
    phone?: string | null;
  };
  /** Claims against the tenant still open (undecided lines or dues not repaid): the dues notice. */
  openClaims: { id: string; claimNumber?: string | null }[];
  /** The newest bond of any status (the bond view shows its status; Cancelled says a new bond can be requested). */
  bond?: DashboardBond;
  /** The newest pending request, or accepted one not yet paid for (buy, transfer or cancel). */
  request?: DashboardRequest;
  eligibility: { status: string; maxEligibilityAmount?: number | null; reasons: string[] };
  profile: ProfileChecklist;
  consents: { id: string; name: string; text: string; createdAt: string }[];
  /** Consents the product asks of this account and it has not given (the terms; the credit check or the listing terms). */
  consentsDue: { name: string; text: string }[];
  walletBalance: number;
}
