import { STORAGE_KEYS, write } from '../visitor/storage.ts';

/** The college booking form (spec 000 §3 Booking form; schemas/booking-form.schema.json). */
export interface BookingForm {
  refundableToken: boolean;
  proceedWithoutToken: boolean;
  name?: string;
  /** The 10 digits; the country code +91 is fixed. */
  phone?: string;
  email?: string;
  agreeToContact: boolean;
  interestedInNivaas: boolean;
  /** YYYY-MM-DD. */
  dateOfVisit?: string;
  /** HH:MM as the time input gives it; booked as the hourly slot nearest to it. */
  timeOfVisit?: string;
}

/** The form as the popup opens: nothing chosen, both consents ticked (spec 000 §2, §3). */
export const EMPTY_BOOKING: BookingForm = {
  refundableToken: false,
  proceedWithoutToken: false,
  agreeToContact: true,
  interestedInNivaas: true,
};

/** The fields of each step, in the order of the popup (the step schemas refuse any other field). */
export const STEP_FIELDS = [
  ['refundableToken', 'proceedWithoutToken'],
  ['name', 'phone', 'email', 'agreeToContact', 'interestedInNivaas'],
  ['dateOfVisit', 'timeOfVisit'],
] as const satisfies readonly (readonly (keyof BookingForm)[])[];

/** One step's values; empty texts are left out, so a blank field reads as missing ("Name is required"). */
export function stepValues(form: BookingForm, step: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of STEP_FIELDS[step]) {
    const value = form[field];
    if (value !== undefined && value !== '') out[field] = value;
  }
  return out;
}

/**
 * Step 1's choices are exclusive (spec 000 §4): ticking one unticks the other. `next` is the form after a change,
 * `before` the form it changed.
 */
export function exclusiveToken(before: BookingForm, next: BookingForm): BookingForm {
  if (next.refundableToken && !before.refundableToken) return { ...next, proceedWithoutToken: false };
  if (next.proceedWithoutToken && !before.proceedWithoutToken) return { ...next, refundableToken: false };
  return next;
}

/** Kept in browser storage on every change (spec 000 §3). */
export const storeBookingForm = (form: BookingForm): void => write(STORAGE_KEYS.bookingForm, form);
/** Removed on close, and when the popup opens afresh (spec 000 §4). */
export const forgetBookingForm = (): void => write(STORAGE_KEYS.bookingForm, undefined);
