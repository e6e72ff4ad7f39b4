import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'nivaas-draft:';

function read<T>(key: string): T | undefined {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) window.sessionStorage.removeItem(PREFIX + key);
    else window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the form still works, only without a draft.
  }
}

/** Forgets the draft kept under `key` (the person chose another version of the record, say). */
export function forgetDraft(key: string): void {
  write(key, undefined);
}

/** Keeps `value` as the draft under `key`: the form mounted next with that key starts from it (and says so). */
export function keepDraft(key: string, value: unknown): void {
  write(key, value);
}

export interface Draft<T> {
  value: T;
  /** Every change: kept at once, so a reload finds it. */
  setValue: (next: T) => void;
  /** The value came back from a draft kept before a reload (say so, offer to discard it). */
  restored: boolean;
  /** Forget the draft and start again from `initial`: after a save, or when the person discards it. */
  clear: () => void;
}

/**
 * A long form's draft that survives a reload: kept in this tab's session storage (never sent anywhere, gone
 * with the tab) under `key` (say `product-wizard:new` or `claim:<id>`; null keeps none). Read after the first
 * render, so a server-rendered page and its hydration agree. Until the person types, the value follows `initial`
 * (a record that loads late).
 */
export function useDraft<T>(key: string | null, initial: T): Draft<T> {
  const [state, setState] = useState<{ value: T; restored: boolean; touched: boolean }>({
    value: initial,
    restored: false,
    touched: false,
  });
  const initialText = JSON.stringify(initial ?? null);
  const initialRef = useRef(initial);
  initialRef.current = initial;

  useEffect(() => {
    const stored = key ? read<T>(key) : undefined;
    setState(
      stored === undefined
        ? { value: initialRef.current, restored: false, touched: false }
        : { value: stored, restored: true, touched: true },
    );
  }, [key]);

  useEffect(() => {
    setState((s) => (s.touched ? s : { ...s, value: initialRef.current }));
  }, [initialText]);

  const setValue = useCallback(
    (next: T) => {
      if (key) write(key, next);
      setState((s) => ({ ...s, value: next, touched: true }));
    },
    [key],
  );
  const clear = useCallback(() => {
    if (key) write(key, undefined);
    setState({ value: initialRef.current, restored: false, touched: false });
  }, [key]);

  return { value: state.value, setValue, restored: state.restored, clear };
}
