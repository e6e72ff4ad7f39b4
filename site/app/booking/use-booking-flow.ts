import { useEffect, useRef, useState } from 'react';

import { recordFromForm } from '#engine/runtime/forms/form-writes.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';

import type { CollegeProperty } from '../college/types.ts';
import { readText, STORAGE_KEYS } from '../visitor/storage.ts';
import {
  abandonToken,
  completeToken,
  initiateToken,
  postLead,
  scheduleVisit,
  type TokenOrder,
  withCountryCode,
} from '../visitor/visitor-api.ts';
import { nearestSlot, slotHasPassed } from '../visits/visit-slot.ts';
import { type BookingForm, EMPTY_BOOKING, exclusiveToken, STEP_FIELDS, storeBookingForm } from './booking-form.ts';
import type { CheckoutResult } from './checkout-frame.tsx';
import type { ToastKind } from './toasts.tsx';

/** The success view closes the popup by itself after 4 s (spec 000 §2, §9). */
export const SUCCESS_CLOSE_MS = 4000;

export type Step = 0 | 1 | 2;
export type View = 'form' | 'success' | 'failed';
export interface Booked {
  date: string;
  slot: string;
  tokenPaid: boolean;
}

/**
 * The booking popup's flow (spec 000 §4 Booking popup): three steps, each going on only when valid; leaving step 2
 * creates the lead (the server then lets this browser book a visit and pay the token for it); the last
 * step schedules the visit, after the refundable token's payment when it was chosen. A failed, cancelled
 * or unverifiable payment shows the failure view, whose Try Again starts a new payment.
 */
export function useBookingFlow({
  property,
  toast,
  onClose,
}: {
  property: CollegeProperty;
  toast: (text: string, kind?: ToastKind) => void;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>(0);
  const [form, setForm] = useState<BookingForm>(EMPTY_BOOKING);
  const [view, setView] = useState<View>('form');
  const [busy, setBusy] = useState(false);
  const [checkout, setCheckout] = useState<TokenOrder>();
  const [booked, setBooked] = useState<Booked>();
  /** The lead made from step 2, and the contact details it was made from (changed details make a new one). */
  const lead = useRef<{ id: string; key: string }>();
  /** The token order paid in this popup: a visit that then fails to book is retried without paying again. */
  const [paidOrder, setPaidOrder] = useState<string>();

  useEffect(() => {
    if (view !== 'success') return;
    const timer = window.setTimeout(onClose, SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [view, onClose]);

  /** A step's fields changed: the form is written to browser storage at once (spec 000 §3). */
  const change = (data: Record<string, unknown>) => {
    const merged = { ...form };
    for (const field of STEP_FIELDS[step]) (merged as Record<string, unknown>)[field] = data[field];
    const next = exclusiveToken(form, merged);
    setForm(next);
    storeBookingForm(next);
  };

  const createLead = async (): Promise<boolean> => {
    const contact = {
      name: (form.name ?? '').trim(),
      phone: withCountryCode(form.phone ?? ''),
      email: (form.email ?? '').trim(),
      agreeToContact: form.agreeToContact,
      interestedInNivaas: form.interestedInNivaas,
    };
    const key = JSON.stringify(contact);
    if (lead.current?.key === key) return true;
    const utmSource = readText(STORAGE_KEYS.utmSource);
    setBusy(true);
    // booking-step-contact's x-writes: type lead, source college, the property and the stored utm_source.
    const answer = await postLead(
      recordFromForm('booking-step-contact', contact, { propertyId: property.id, utm_source: utmSource }).record,
    );
    setBusy(false);
    if (answer.ok && typeof answer.data?.id === 'string') {
      lead.current = { id: answer.data.id, key };
      toast(messages.booking.contactSubmitted, 'success');
      return true;
    }
    if (answer.status === 0) toast(messages.booking.contactSubmitError);
    else {
      toast(messages.booking.contactSubmitFailed);
      const declined = answer.data?.msg;
      if (typeof declined === 'string' && declined) toast(declined);
    }
    return false;
  };

  const schedule = async () => {
    const date = form.dateOfVisit!;
    const slot = nearestSlot(form.timeOfVisit)!;
    setBusy(true);
    const answer = await scheduleVisit({
      propertyId: property.id,
      userLeadId: lead.current!.id,
      scheduledVisitDate: date,
      scheduledVisitTimeSlot: slot,
      ...(property.landlordId ? { landlordId: property.landlordId } : {}),
    });
    setBusy(false);
    if (answer.ok) {
      toast(messages.booking.visitScheduled, 'success');
      setBooked({ date, slot, tokenPaid: form.refundableToken });
      setView('success');
      return;
    }
    if (answer.status === 0) toast(messages.booking.visitScheduleError);
    else {
      toast(messages.booking.visitScheduleFailed);
      // The server's reason when it is the slot (already booked, or past): the visitor can pick another.
      if ((answer.status === 400 || answer.status === 409) && answer.message) toast(answer.message);
    }
    setView('form');
    setStep(2);
  };

  const pay = async () => {
    setBusy(true);
    const answer = await initiateToken(lead.current!.id, property.id);
    setBusy(false);
    if (!answer.ok) {
      toast(messages.booking.paymentInitiateFailed);
      setView('failed');
      return;
    }
    if (!answer.data?.eqaroOrderId || !answer.data.checkout?.url) {
      toast(messages.booking.paymentDetailsFailed);
      setView('failed');
      return;
    }
    setCheckout(answer.data);
  };

  const onCheckoutResult = async (result: CheckoutResult) => {
    const order = checkout;
    setCheckout(undefined);
    if (!order) return;
    if (result.event === 'payment.success') {
      setBusy(true);
      const done = await completeToken({ eqaroOrderId: order.eqaroOrderId, ...result.response });
      setBusy(false);
      if (!done.ok) {
        toast(messages.booking.paymentVerificationFailed);
        setView('failed');
        return;
      }
      toast(messages.booking.paymentCompleted, 'success');
      setPaidOrder(order.eqaroOrderId);
      await schedule();
    } else if (result.event === 'payment.failed') {
      void abandonToken(order.eqaroOrderId, 'failed', result.description);
      toast(
        fillMessage(messages.booking.paymentFailedWithReason, {
          description: result.description || messages.booking.paymentUnknownError,
        }),
      );
      setView('failed');
    } else {
      void abandonToken(order.eqaroOrderId, 'cancelled');
      toast(messages.booking.paymentCancelled);
      setView('failed');
    }
  };

  /** The current step is valid: go on (creating the lead after step 2; booking, or paying first, after step 3). */
  const proceed = async () => {
    if (busy) return;
    if (step === 0) return setStep(1);
    if (step === 1) {
      if (await createLead()) setStep(2);
      return;
    }
    const slot = nearestSlot(form.timeOfVisit);
    if (!form.dateOfVisit || !slot) return;
    if (slotHasPassed(form.dateOfVisit, slot, new Date())) return toast(messages.visit.slotInPast);
    if (form.refundableToken && !paidOrder) await pay();
    else await schedule();
  };

  const back = () => setStep((s) => (s > 0 ? ((s - 1) as Step) : s));

  return {
    step,
    form,
    view,
    busy,
    checkout,
    booked,
    paid: Boolean(paidOrder),
    change,
    proceed,
    back,
    retryPayment: pay,
    onCheckoutResult,
  };
}
