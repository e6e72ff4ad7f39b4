import { msg } from '#engine/runtime/i18n/translator.ts';

/** The refundable token's amount (spec 000 §9), in rupees; the server fixes it on the order. */
export const TOKEN_AMOUNT = 3000;

/** The button that starts the token payment (spec 000 §2 Booking popup, steps 2 and 3). */
export const PAY_TOKEN_LABEL = msg('Pay Token To Book This Property');
