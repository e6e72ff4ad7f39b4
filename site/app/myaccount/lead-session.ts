import { useCallback, useEffect, useState } from 'react';

import { forgetLead, STORAGE_KEYS, type StoredLead, storedLead, storeLead } from '../visitor/storage.ts';
import type { Answer } from '../visitor/visitor-api.ts';

/**
 * Who is looking at the dashboard. The server cannot know (the lead is in the browser's storage, spec 000 §3),
 * so the page starts `checking` on the server and in the first render, and decides after hydration.
 */
export type LeadSession = { state: 'checking' } | { state: 'signed-out' } | { state: 'signed-in'; lead: StoredLead };

/** A lead call answered "no (or another) lead session": the stored lead is not this browser's any more. */
export const isSessionLost = (answer: Pick<Answer, 'status'>): boolean =>
  answer.status === 401 || answer.status === 403;

export function useLeadSession() {
  const [session, setSession] = useState<LeadSession>({ state: 'checking' });

  useEffect(() => {
    const read = () => {
      const lead = storedLead();
      setSession(lead ? { state: 'signed-in', lead } : { state: 'signed-out' });
    };
    read();
    // Signed in or out in another window, or announced by this one (storage.ts `announce`).
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === STORAGE_KEYS.userData) read();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** The API said the session is gone (401): forget the stored lead; the visitor is unknown again. */
  const lost = useCallback(() => {
    forgetLead();
    setSession({ state: 'signed-out' });
  }, []);

  /** The profile was saved: the answer replaces the stored lead (spec 000 §4 Profile update). */
  const replace = useCallback((lead: StoredLead) => {
    storeLead(lead);
    setSession({ state: 'signed-in', lead });
  }, []);

  return { session, lost, replace };
}
