import type { Refusal, Verdict } from '#domain/verdict.ts';
import { ApiError, forbidden, invalid } from '#engine/runtime/errors.ts';

/** A domain refusal as the HTTP error every door answers: 409 conflict, 400 on its field, 403, or 422 ineligible. */
export function refusalError(refusal: Refusal): ApiError {
  switch (refusal.kind) {
    case 'invalid':
      return invalid({ [refusal.field ?? '_form']: refusal.message });
    case 'forbidden':
      return forbidden(refusal.message);
    case 'ineligible':
      return new ApiError(
        422,
        refusal.code,
        refusal.message,
        Object.fromEntries((refusal.reasons ?? [refusal.message]).map((r, i) => [`reasonOfIneligibility.${i}`, r])),
      );
    default:
      return new ApiError(409, refusal.code, refusal.message);
  }
}

/** Throws the verdict's refusal as its HTTP error; returns when the rule says yes. */
export function requireAllowed(verdict: Verdict): void {
  if (!verdict.ok) throw refusalError(verdict);
}
