import { messages } from '#generated/messages.ts';

/** The account domain's texts, from the message catalogue (schemas/_catalogue/messages.json). */
export const eligibilityReasons = messages.eligibilityReasons;
export const accountTexts = messages.accounts;

/** Fills `{name}` placeholders (the engine's fillMessage). */
export { fillMessage as fill } from '#engine/runtime/messages.ts';

/** Whole rupees' digits for the texts that carry their own ₹ (300000 → 3,00,000): #domain/format/money.ts's, under the name the wallet's texts use. */
export { rupeeDigits as rupees } from '#domain/format/money.ts';
