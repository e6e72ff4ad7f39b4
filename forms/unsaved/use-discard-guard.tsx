import { type ReactElement, useCallback, useEffect, useRef, useState } from 'react';

import { DiscardDialog } from './discard-dialog.tsx';

/**
 * A router's navigation blocker, as react-router's (and so Remix's and react-admin's) `useBlocker(when)` answers
 * it: the guard asks before an in-app navigation it blocked, then proceeds or stays.
 */
export interface NavigationBlocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  proceed?: () => void;
  reset?: () => void;
}

export interface DiscardGuard {
  /** Runs `action` (closing a drawer, leaving a step) at once when nothing changed; otherwise asks first and runs it on Discard. */
  guard: (action: () => void) => void;
  /** The question, rendered once beside the form (a portal: anywhere in the tree). */
  dialog: ReactElement;
}

/**
 * The one guard against lost input, for every drawer, dialog, wizard and form of both front ends: while `dirty`,
 * closing (the close button, Escape, a click outside: hand `() => guard(onClose)` to the drawer's `onClose`),
 * an in-app navigation (`blocker`) and a reload or closing the tab (the browser's own question) all ask before
 * the changes are lost.
 */
export function useDiscardGuard(dirty: boolean, options: { blocker?: NavigationBlocker } = {}): DiscardGuard {
  const { blocker } = options;
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const guard = useCallback((action: () => void) => {
    if (dirtyRef.current) setPending(() => action);
    else action();
  }, []);

  const blocked = blocker?.state === 'blocked';
  const keep = () => {
    setPending(null);
    if (blocked) blocker.reset?.();
  };
  const discard = () => {
    const action = pending;
    setPending(null);
    action?.();
    if (blocked) blocker.proceed?.();
  };
  return { guard, dialog: <DiscardDialog open={pending !== null || blocked} onKeep={keep} onDiscard={discard} /> };
}
