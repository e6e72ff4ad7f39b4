import { useSyncExternalStore } from 'react';

import { addShortlist, type Answer, myShortlist, removeShortlist } from '../visitor/visitor-api.ts';

/**
 * The visitor's shortlist on this page: property id → shortlist entry id, loaded once per page from
 * my-shortlist after hydration and shared by every heart (the result cards and the details page), so the
 * cards never fetch one by one. The server render knows nothing of it: every heart starts empty.
 */
export interface ShortlistState {
  /** The lead whose shortlist this is. */
  leadId?: string;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  entries: ReadonlyMap<string, string>;
  /** Properties whose heart is being saved or removed. */
  busy: ReadonlySet<string>;
}

const INITIAL: ShortlistState = { status: 'idle', entries: new Map(), busy: new Set() };
let state: ShortlistState = INITIAL;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: Partial<ShortlistState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The whole state (the server, and hydration, see the initial empty one). */
export const useShortlistState = (): ShortlistState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );

/** Whether this property is shortlisted, and whether its heart is busy. */
export function useShortlisted(propertyId: string): { shortlisted: boolean; busy: boolean } {
  const s = useShortlistState();
  return { shortlisted: s.entries.has(propertyId), busy: s.busy.has(propertyId) };
}

/** Forgets the list (signed out, or the lead session is gone). */
export function resetShortlist(): void {
  loading = undefined;
  set({ leadId: undefined, status: 'idle', entries: new Map(), busy: new Set() });
}

/**
 * Loads the lead's shortlist (again with `force`; the same lead's load in flight is shared). A 401 means
 * the stored lead has no session any more: it is forgotten and the hearts show empty.
 */
export function loadShortlist(leadId: string, force = false): Promise<void> {
  if (!force && state.leadId === leadId && (state.status === 'ready' || (state.status === 'loading' && loading)))
    return loading ?? Promise.resolve();
  set({ leadId, status: 'loading', ...(state.leadId === leadId ? {} : { entries: new Map() }) });
  const run = myShortlist(leadId).then((answer) => {
    if (state.leadId !== leadId || loading !== run) return;
    loading = undefined;
    // A 401: the client has forgotten the stored lead (visitor-api.ts).
    if (answer.status === 401) {
      resetShortlist();
      return;
    }
    if (!answer.ok || !Array.isArray(answer.data)) return set({ status: 'failed' });
    const entries = new Map<string, string>();
    for (const e of answer.data) {
      const pid = typeof e.propertyId === 'string' ? (e.propertyId as string) : e.propertyId?.id;
      if (pid && e.id) entries.set(pid, e.id);
    }
    set({ status: 'ready', entries });
  });
  loading = run;
  return run;
}

const withBusy = async <T>(propertyId: string, work: () => Promise<T>): Promise<T> => {
  set({ busy: new Set([...state.busy, propertyId]) });
  try {
    return await work();
  } finally {
    const busy = new Set(state.busy);
    busy.delete(propertyId);
    set({ busy });
  }
};

export type ShortlistOutcome =
  { kind: 'added' } | { kind: 'removed' } | { kind: 'failed'; message?: string; status: number };

/** A lead call runner (registration.runAsLead): the stored lead or the registration flow, and once more after a 401. */
type RunAsLead = <T>(
  call: (lead: { id: string }) => Promise<Answer<T>>,
) => Promise<{ lead: { id: string }; answer: Answer<T> } | undefined>;

/**
 * The heart (spec 000 §4 Shortlist): a shortlisted property is removed by its shortlist id; another is
 * shortlisted for the lead (an unknown visitor registers first; the lead's list is loaded before, so a
 * property shortlisted earlier is not sent twice). `undefined` when the visitor gave up registering.
 */
export function toggleShortlist(
  propertyId: string,
  runAsLead: RunAsLead,
  utmSource?: string,
): Promise<ShortlistOutcome | undefined> {
  return withBusy(propertyId, async () => {
    const done = await runAsLead(async (lead) => {
      await loadShortlist(lead.id);
      if (state.status !== 'ready' && state.leadId !== lead.id)
        return { status: 401, ok: false, data: undefined } as Answer;
      const entryId = state.entries.get(propertyId);
      if (entryId) {
        const answer = await removeShortlist(entryId);
        return { ...answer, data: { removed: true, ok: answer.ok || answer.status === 404 } };
      }
      const answer = await addShortlist({
        propertyId,
        userLeadId: lead.id,
        isVisistScheduled: false,
        ...(utmSource ? { utm_source: utmSource } : {}),
      });
      return { ...answer, data: { removed: false, id: (answer.data as { id?: string } | undefined)?.id } };
    });
    if (!done) return undefined;
    const { lead, answer } = done;
    const body = answer.data as { removed?: boolean; ok?: boolean; id?: string } | undefined;
    if (body?.removed) {
      if (!body.ok) return { kind: 'failed', message: answer.message, status: answer.status };
      const entries = new Map(state.entries);
      entries.delete(propertyId);
      set({ entries });
      return { kind: 'removed' };
    }
    if (answer.ok && body?.id) {
      set({ entries: new Map(state.entries).set(propertyId, body.id) });
      return { kind: 'added' };
    }
    // Already shortlisted (another window): the list is read again, the heart shows it.
    if (answer.status === 409) {
      await loadShortlist(lead.id, true);
      return { kind: 'added' };
    }
    return { kind: 'failed', message: answer.message, status: answer.status };
  });
}
