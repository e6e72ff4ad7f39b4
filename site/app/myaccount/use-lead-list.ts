import { useCallback, useEffect, useState } from 'react';

import type { Answer } from '../visitor/visitor-api.ts';
import { isSessionLost } from './lead-session.ts';

export type ListState<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: T[] };

/**
 * One of the lead's lists (shortlist, visits), fetched in the browser when its tab opens. A 401 hands the
 * page back to the sign-in prompt (`onLost`); any other failure is the list's error state with a retry.
 */
export function useLeadList<T>(load: () => Promise<Answer<T[]>>, onLost: () => void) {
  const [list, setList] = useState<ListState<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setList({ state: 'loading' });
    load().then((answer) => {
      if (!live) return;
      if (isSessionLost(answer)) onLost();
      else if (answer.ok && Array.isArray(answer.data)) setList({ state: 'ready', items: answer.data });
      else setList({ state: 'failed' });
    });
    return () => {
      live = false;
    };
    // `load` and `onLost` are stable per lead (the tabs pass memoised callbacks).
  }, [load, onLost, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Changes the shown list in place (an entry removed) without fetching again. */
  const update = useCallback(
    (change: (items: T[]) => T[]) =>
      setList((l) => (l.state === 'ready' ? { state: 'ready', items: change(l.items) } : l)),
    [],
  );
  return { list, retry, update };
}
