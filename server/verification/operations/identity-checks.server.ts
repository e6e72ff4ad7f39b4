import { ApiError, invalid } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';

import { lookupPin } from './pin-codes.ts';

/** The pin field's own message ('Invalid Pin Code'), read from the address schema rather than typed again. */
const INVALID_PIN = (() => {
  const r = validate('address', { pin: 'x' });
  if (r.ok || !r.errors.pin) throw new Error('The address schema gives the pin no message');
  return r.errors.pin;
})();

/** GET /pin/{pin}: state and city of a PIN code of the served cities; 400 'Invalid Pin Code' otherwise. */
export function pinLookup(pin: string) {
  const found = lookupPin(pin);
  if (!found) throw new ApiError(400, 'invalid_pin', INVALID_PIN, { pin: INVALID_PIN });
  return found;
}

/** POST /pan/validate {pan}: the PAN format check of the personal details (five letters, four digits, one letter). */
export function validatePan(actor: Actor, body: unknown) {
  requireUser(actor);
  const input: { pan?: unknown } = body && typeof body === 'object' ? body : {};
  const pan = input.pan;
  if (typeof pan !== 'string' || !pan.trim())
    throw invalid({ pan: fillMessage(messages.request.required, { label: messages.labels.pan }) });
  const r = validate('personal-details', { pan: pan.trim().toUpperCase() });
  if (!r.ok && r.errors.pan)
    throw new ApiError(400, 'invalid_pan', messages.pan.invalid, { pan: messages.pan.invalid });
  return { valid: true, pan: pan.trim().toUpperCase(), message: messages.pan.valid };
}

/**
 * The Aadhaar calls of the catalogue no provider here answers (captcha, URL and XML flows): a reasoned 503,
 * never a fake success. The IDCRA credit check has its bureau (credit-check.server.ts).
 */
export function providerUnavailable(actor: Actor, _what: 'aadhaar'): never {
  requireUser(actor);
  throw new ApiError(503, 'provider_unavailable', messages.verification.aadhaarUnavailable);
}
