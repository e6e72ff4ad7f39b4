/**
 * Failed calls that the console handles globally (spec 002 §8): a 422 is kept as the latest
 * eligibility result, a 406 opens the 'Co-Applicant Eligibilty' dialog. Screens subscribe here.
 */
export interface ApiFailure {
  status: number;
  body: { code?: string; message?: string; errors?: Record<string, string>; [key: string]: unknown };
}

type Listener = (failure: ApiFailure) => void;
const listeners = new Set<Listener>();
let eligibilityResult: ApiFailure | undefined;

export function reportApiError(status: number, body: ApiFailure['body']): void {
  const failure = { status, body };
  if (status === 422) eligibilityResult = failure;
  for (const listener of listeners) listener(failure);
}

export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last 422 answer (an ineligible result), for the eligibility screens. */
export function lastEligibilityResult(): ApiFailure | undefined {
  return eligibilityResult;
}

export function clearEligibilityResult(): void {
  eligibilityResult = undefined;
}
