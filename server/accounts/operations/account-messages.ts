import { messages } from '#generated/messages.ts';

/** The account domain's texts, from the message catalogue (schemas/_catalogue/messages.json). */
export const eligibilityReasons = messages.eligibilityReasons;
export const accountTexts = messages.accounts;

/** Fills `{name}` placeholders (the engine's fillMessage). */
export { fillMessage as fill } from '#engine/runtime/messages.ts';

