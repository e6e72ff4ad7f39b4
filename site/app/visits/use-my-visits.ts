import { useCallback, useEffect, useRef, useState } from 'react';

import { STORAGE_KEYS, storedLead } from '../visitor/storage.ts';
import { myVisits, type VisitEntry } from '../visitor/visitor-api.ts';

export interface MyVisits {
  /** The stored lead's visits ([] for an unknown visitor); undefined until read (after hydration). */
  visits?: VisitEntry[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Reads the lead's visits again (after a booking, after registering); answers them (undefined on failure). */
  reload: (leadId: string) => Promise<VisitEntry[] | undefined>;
}

/**
 * The visitor's scheduled visits (POST property/my-visits), read after hydration and whenever the stored lead
 * changes: they pre-select this property's visit and disable the slots already booked (spec 000 §7). A 401 means
 * the stored lead's session is gone: it is forgotten (the visitor is unknown again).
 */
export function useMyVisits(): MyVisits {
  const [visits, setVisits] = useState<VisitEntry[]>();
  const [status, setStatus] = useState<MyVisits['status']>('idle');
  const latest = useRef(0);

  const reload = useCallback(async (leadId: string) => {
    const ticket = ++latest.current;
    setStatus('loading');
    const answer = await myVisits(leadId);
    if (ticket !== latest.current) return answer.ok && Array.isArray(answer.data) ? answer.data : undefined;
    // A 401: the client has forgotten the stored lead (visitor-api.ts).
    if (answer.status === 401) {
      setVisits([]);
      setStatus('ready');
      return undefined;
    }
    if (!answer.ok || !Array.isArray(answer.data)) {
      setStatus('failed');
      return undefined;
    }
    setVisits(answer.data);
    setStatus('ready');
    return answer.data;
  }, []);

  useEffect(() => {
    let leadId: string | undefined = '';
    const sync = () => {
      const lead = storedLead();
      if (lead?.id === leadId) return;
      leadId = lead?.id;
      if (lead) void reload(lead.id);
      else {
        latest.current++;
        setVisits([]);
        setStatus('ready');
      }
    };
    sync();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === STORAGE_KEYS.userData) sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);

  return { visits, status, reload };
}
