import type { ClaimStage, ClaimTimeline, TimelineStage } from '#domain/claims/timeline.ts';
import { shownDate } from '#domain/format/dates.ts';
import { fillMessage, messages } from '#generated/messages.ts';

/** Who reads a timeline, each in their own words (schemas/_catalogue claimTimeline). */
export type TimelineAudience = 'tenant' | 'landlord' | 'staff';

export interface TimelineRow {
  stage: ClaimStage;
  state: TimelineStage['state'];
  label: string;
  /** Its date, its due date, or why it is not needed, as the reader reads it. */
  detail: string;
}

const words = messages.claimTimeline;
const key = (audience: TimelineAudience, stage: ClaimStage) =>
  `${audience}${stage[0].toUpperCase()}${stage.slice(1)}` as keyof typeof words;

function detailOf(s: TimelineStage, audience: TimelineAudience): string {
  if (s.state === 'skipped') return words.notNeeded;
  if (s.state === 'done' && s.stage === 'response' && s.outcome === 'noResponse')
    return fillMessage(words.noResponse, { date: shownDate(s.due) });
  if (s.state === 'done' && s.stage === 'response') return fillMessage(words.answered, { date: shownDate(s.at) });
  if (s.state === 'done') return fillMessage(words.doneOn, { date: shownDate(s.at) });
  if (!s.due) return words.pending;
  if (s.state === 'overdue' && audience === 'staff') return fillMessage(words.overdueSince, { date: shownDate(s.due) });
  if (s.state === 'next' || s.state === 'overdue') return fillMessage(words.dueBy, { date: shownDate(s.due) });
  return fillMessage(words.expectedBy, { date: shownDate(s.due) });
}

/** The timeline as rows a screen lists: the stage in the reader's words and its date or due date (DD/MM/YYYY). */
export function timelineRows(timeline: ClaimTimeline, audience: TimelineAudience): TimelineRow[] {
  return timeline.stages.map((s) => ({
    stage: s.stage,
    state: s.state,
    label: words[key(audience, s.stage)],
    detail: detailOf(s, audience),
  }));
}
