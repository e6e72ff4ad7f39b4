import { createApiClient } from '#client/api-client.ts';
import type { ApiResult } from '#client/api-result.ts';

import { forgetLead, STORAGE_KEYS, type StoredLead, write } from './storage.ts';

/**
 * The browser's calls for the visitor flows of spec 000 §4/§7, through the shared client
 * (`#client/api-client.ts`). They go straight to /api/v1 on the same origin: the lead session is an httpOnly
 * cookie the browser sends by itself (security rules, docs/architecture.md), so no token is ever read or stored here. A
 * 401 means the lead session is gone: the stored lead is forgotten (the screens then ask for the phone again).
 */
const client = createApiClient({ onUnauthorized: () => forgetLead() });

export type Answer<T = any> = ApiResult<T>;

export const call = <T = any>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer<T>> => client.request<T>(method, path, body);

/** `91` + the 10 digits the visitor typed (spec 000 §9: 12 characters stored). */
export const withCountryCode = (tenDigits: string): string => `91${tenDigits}`;

/** The 10 digits of a stored `91XXXXXXXXXX` phone, for showing and editing. */
export const localDigits = (phone: string | undefined): string => (phone ?? '').replace(/^91(?=\d{10}$)/, '');

// --- Phone verification and the lead session -------------------------------------------------

/** Sends a 4-digit code by SMS. `{status: 'pending'}` opens the code dialog. */
export const sendLeadOtp = (tenDigits: string) =>
  call<{ status: string }>('POST', '/api/v1/verify/generateleadsotp', { mobileNo: withCountryCode(tenDigits) });

/**
 * Checks the code. `{status: 'approved'}` also signs this browser in as the lead(s) with this phone
 * (httpOnly cookie). A wrong code is a 400 (`code: 'otp_wrong'`), too many wrong codes
 * `otp_max_attempts`, an old one `otp_expired`.
 */
export const verifyLeadOtp = (tenDigits: string, code: string) =>
  call<{ status: string }>('POST', '/api/v1/verify/verifyleadotp', { mobileNo: withCountryCode(tenDigits), code });

/** The leads with this phone (the first is used). Needs the verified session. */
export const leadsByPhone = (phone12: string) =>
  call<StoredLead[]>('POST', '/api/v1/leads/getbyphone', { phone: phone12 });

/**
 * Creates a lead (public), or with `isUpdate: true` updates the signed-in lead's name and phone. Answers
 * the lead, or `{msg}` when the server declines (the caller stores nothing then).
 */
export const postLead = (lead: Record<string, unknown>) =>
  call<StoredLead & { msg?: string }>('POST', '/api/v1/leads', lead);

/** Marks the lead's phone verified; answers the updated lead (which replaces the stored one). */
export const verifyLeadPhone = (leadId: string) =>
  call<StoredLead>('POST', '/api/v1/leads/verifyleadphone', { leadId });

/** Ends the lead session (deletes the cookie) and forgets the stored lead (spec 000 §2 Logout). */
export async function endLeadSession(): Promise<void> {
  await call('POST', '/api/v1/leads/session/logout', {});
  write(STORAGE_KEYS.userData, undefined);
  write(STORAGE_KEYS.localCity, undefined);
}

// --- Shortlist ----------------------------------------------------------------------------------

export interface ShortlistEntry {
  id: string;
  propertyId: {
    id: string;
    name?: string;
    propertyType?: string;
    avatar?: string;
    propertyImages?: string[];
    propertyAddress?: Record<string, string>;
    expectedRent?: number;
    discountedRent?: number;
    status?: string;
  };
  userLeadId: string;
  isVisistScheduled?: boolean;
  createdAt?: string;
}

export const addShortlist = (entry: {
  propertyId: string;
  userLeadId: string;
  isVisistScheduled?: boolean;
  utm_source?: string;
}) => call<{ id: string }>('POST', '/api/v1/property/shortlist', { isVisistScheduled: false, ...entry });

export const removeShortlist = (shortlistId: string) =>
  call('DELETE', `/api/v1/shortlist/${encodeURIComponent(shortlistId)}`);

/** The lead's shortlist, newest first, each with its property's card fields. */
export const myShortlist = (userLeadId: string) =>
  call<ShortlistEntry[]>('POST', '/api/v1/property/my-shortlist', { userLeadId });

// --- Visits -------------------------------------------------------------------------------------

export interface VisitEntry {
  id: string;
  scheduledVisitDate: string;
  scheduledVisitTimeSlot: string;
  status?: string;
  propertyId: { id: string; landlordId?: string; name?: string };
}

export const myVisits = (userLeadId: string) =>
  call<VisitEntry[]>('POST', '/api/v1/property/my-visits', { userLeadId });

/**
 * Books a visit, or with `scheduledId` moves that visit (reschedule). 409 `slot_taken` when the lead
 * already has a visit in that slot, 400 `slot_in_past` for a past slot.
 */
export const scheduleVisit = (visit: {
  propertyId: string;
  userLeadId: string;
  scheduledVisitDate: string;
  scheduledVisitTimeSlot: string;
  scheduledId?: string;
  landlordId?: string;
}) => call<VisitEntry>('POST', '/api/v1/property/schedule-visit', visit);

// --- Refundable token (college booking) -----------------------------------------------------------

export interface TokenOrder {
  eqaroOrderId: string;
  order_id: string;
  amount: number;
  status: string;
  checkout: {
    provider: 'simulator' | 'razorpay';
    key: string;
    order_id: string;
    amount: number;
    currency: string;
    name: string;
    description?: string;
    url?: string;
    checkoutScript?: string;
  };
}

/** Creates the token order (amount 3000) for the lead; needs the lead's session. */
export const initiateToken = (leadId: string, propertyId?: string) =>
  call<TokenOrder>('POST', '/api/v1/payment/otherPayment/initiate', {
    leadId,
    amount: 3000,
    ...(propertyId ? { propertyId } : {}),
  });

/** Reports the checkout's signed success; the server checks the signature. Replaying it changes nothing. */
export const completeToken = (result: {
  eqaroOrderId: string;
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}) =>
  call<{ eqaroOrderId: string; status: 'paid'; paymentId: string }>(
    'POST',
    '/api/v1/payment/otherPayment/complete',
    result,
  );

/** Records a failed or cancelled checkout on the order (the visitor may try again with a new order). */
export const abandonToken = (eqaroOrderId: string, outcome: 'failed' | 'cancelled', description?: string) =>
  call('POST', '/api/v1/payment/otherPayment/abandon', {
    eqaroOrderId,
    outcome,
    ...(description ? { description } : {}),
  });
