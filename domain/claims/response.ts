import { type ClaimStageFacts, isDecided, payableAmount, responseWindowOpen } from '#domain/claims/timeline.ts';
import { claimTotals, itemsOf, type Line } from '#domain/claims/totals.ts';
import { shownDate } from '#domain/format/dates.ts';
import { allowed, type FieldMessages, refuse, type Verdict } from '#domain/verdict.ts';
import { fillMessage, messages } from '#generated/messages.ts';
import type { ClaimLineResponse } from '#generated/types/claim.ts';

/** The claim as the response rules read it: its tenant, lines and dated stages. */
export interface RespondFacts extends ClaimStageFacts {
  tenantId?: string | null;
}

/**
 * May `actorId` answer the claim on `today` (YYYY-MM-DD, India)? Its tenant, once, within the response window
 * (issue 34): after it the claim is with staff and the answer is refused with the window's last day.
 */
export function mayRespond(actorId: string, claim: RespondFacts, today: string): Verdict {
  if (actorId !== claim.tenantId)
    return refuse('claim_respond_tenant_only', messages.claim.respondTenantOnly, 'forbidden');
  if (claim.respondedAt) return refuse('claim_already_answered', messages.claim.alreadyAnswered);
  if (!responseWindowOpen(claim, today))
    return refuse(
      'claim_response_window_closed',
      fillMessage(messages.claim.windowClosed, { date: shownDate(claim.respondBy ?? today) }),
    );
  return allowed;
}

/** An answer's problems by field (`responses.<i>.note`...): every line answered once, a dispute says why. */
export function responseErrors(claim: { claims?: unknown }, responses: readonly ClaimLineResponse[]): FieldMessages {
  const lines = itemsOf<Line>(claim.claims);
  const errors: FieldMessages = {};
  const seen = new Set<number>();
  responses.forEach((r, i) => {
    if (r.line >= lines.length)
      errors[`responses.${i}.line`] = fillMessage(messages.claim.unknownLine, { line: r.line + 1 });
    else if (seen.has(r.line))
      errors[`responses.${i}.line`] = fillMessage(messages.claim.lineAnsweredTwice, { line: r.line + 1 });
    seen.add(r.line);
    if (r.answer === 'disputed' && !r.note?.trim()) errors[`responses.${i}.note`] = messages.claim.disputeNeedsNote;
  });
  const missing = lines.map((_, i) => i).filter((i) => !seen.has(i));
  if (missing.length && !Object.keys(errors).length)
    errors.responses = fillMessage(messages.claim.answerEveryLine, { lines: missing.map((i) => i + 1).join(', ') });
  return errors;
}

/** The stage dates a staff write reaches for the first time: decided, paid out, recovered (kept once set). */
export function stageStamps(
  claim: ClaimStageFacts,
  now: string,
): Partial<Record<'decidedAt' | 'paidOutAt' | 'recoveredAt', string>> {
  const out: Partial<Record<'decidedAt' | 'paidOutAt' | 'recoveredAt', string>> = {};
  const decided = !!claim.decidedAt || isDecided(claim);
  if (!claim.decidedAt && decided) out.decidedAt = now;
  const payable = payableAmount(claim);
  const { totalPaid, totalRecovered } = claimTotals(claim);
  const paidOut = !!claim.paidOutAt || (decided && payable > 0 && totalPaid >= payable);
  if (!claim.paidOutAt && paidOut) out.paidOutAt = now;
  if (!claim.recoveredAt && paidOut && totalPaid > 0 && totalRecovered >= totalPaid) out.recoveredAt = now;
  return out;
}

/** Does a write that decides the claim lack the reason the tenant and the landlord read (finalComment)? */
export function decisionLacksReason(claim: ClaimStageFacts & { finalComment?: string | null }): boolean {
  return isDecided(claim) && !claim.decidedAt && !claim.finalComment?.trim();
}

/**
 * May a landlord change a claim's lines now? Not once the tenant's window has closed (answered, or no answer): the
 * answer and the decision are about the lines the tenant was shown. Documents and the comment stay open to them.
 */
export function mayLandlordChangeLines(claim: ClaimStageFacts): Verdict {
  return claim.respondedAt || claim.noResponseAt
    ? refuse('claim_lines_answered', messages.claim.linesAnswered)
    : allowed;
}
