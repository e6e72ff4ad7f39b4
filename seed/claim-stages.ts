import { respondByFor } from '#domain/claims/timeline.ts';
import { addDays as addDay, indiaDay } from '#domain/format/dates.ts';
import type { Random } from '#engine/runtime/seeded-random.ts';
import type { ClaimLine, ClaimLineResponse } from '#generated/types/claim.ts';

import { addDays } from './clock.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';

/** Where a demo claim stands (issue 34): its window open, answered, unanswered, decided, or paid and recovered. */
export type ClaimStage = 'open' | 'answered' | 'noResponse' | 'decided' | 'settled';

/** The stages of the demo claims in turn, so the timeline, the overdue flags and the service levels have examples. */
export const STAGE_ORDER: ClaimStage[] = [
  'open',
  'answered',
  'settled',
  'noResponse',
  'decided',
  'settled',
  'answered',
  'settled',
  'decided',
  'settled',
  'noResponse',
  'open',
];

/** How many days ago a claim of each stage was raised: all within the last 90 days. */
export const RAISED_DAYS_AGO: Record<ClaimStage, [number, number]> = {
  open: [1, 5],
  answered: [7, 20],
  noResponse: [9, 24],
  decided: [12, 40],
  settled: [30, 85],
};

/** Why a tenant disputes a line, by the kind of charge (its type's name). */
const NOTES: [RegExp, string][] = [
  [/damage/i, 'The damage was there at move-in, as the move-in report shows.'],
  [/utilit/i, 'The bills were paid directly to the provider.'],
  [/notice|lock/i, 'I served the notice by e-mail two months ahead.'],
  [/./, 'The rent for those days was paid in cash; the receipt is with the landlord.'],
];
const noteFor = (type: string) => NOTES.find(([kind]) => kind.test(type))![1];

/** The tenant's answer to each line: the first accepted when there are several, the others disputed with a reason. */
function answers(rng: Random, lines: ClaimLine[]): ClaimLineResponse[] {
  return lines.map((l, line) =>
    lines.length > 1 && line === 0 && rng.next() < 0.5
      ? { line, answer: 'accepted' }
      : { line, answer: 'disputed', note: noteFor(l.type) },
  );
}

/** The dated stages of a demo claim raised at `raised`, up to the decision (payout and recovery follow its payments). */
export function stageRows(
  ctx: SeedContext,
  rng: Random,
  raised: Date,
  stage: ClaimStage,
  lines: ClaimLine[],
): { row: Partial<SeedRow<'claim'>>; decided?: Date } {
  const respondBy = respondByFor(raised);
  const notified = raised.toISOString();
  const daysIn = ctx.clock.daysSince(raised);
  const row: Partial<SeedRow<'claim'>> = {
    tenantNotifiedAt: notified,
    respondBy,
    remindersSent: [1, 5].filter((d) => d <= daysIn),
  };
  if (stage === 'open') return { row };
  // Half the decided claims were answered, half lapsed; the window closed the morning after its last day otherwise.
  const answered = stage === 'answered' || (stage !== 'noResponse' && rng.next() < 0.5);
  const closed = answered
    ? ctx.clock.after(rng, raised, 6, 1)
    : new Date(`${addDay(indiaDay(respondBy), 1)}T03:00:00.000Z`);
  if (answered) {
    row.respondedAt = closed.toISOString();
    row.responses = answers(rng, lines);
    row.remindersSent = [1, 5].filter((d) => addDays(raised, d) <= closed);
  } else {
    row.noResponseAt = closed.toISOString();
    row.remindersSent = [1, 5];
  }
  if (stage === 'answered' || stage === 'noResponse') return { row };
  const decided = ctx.clock.after(rng, closed, 9, 2);
  row.decidedAt = decided.toISOString();
  return { row, decided };
}
