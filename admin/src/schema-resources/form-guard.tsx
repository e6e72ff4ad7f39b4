import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBlocker } from 'react-router-dom';

import { useDiscardGuard } from '#forms/unsaved/index.ts';

/** What a schema form tells the drawer, dialog or page holding it: whether it has changes, and how to forget its draft. */
interface FormWatch {
  report: (id: string, dirty: boolean) => void;
  /** Registers how to forget the form's draft when the person discards; answers the unregistration. */
  onDiscard: (clear: () => void) => () => void;
}

const FormWatchContext = createContext<FormWatch | null>(null);

export interface HeldForms {
  /** Whether a form inside has changes. */
  dirty: boolean;
  /** Runs `action` (closing) at once when nothing changed, else asks "Discard changes?" and runs it (forgetting drafts) on Discard. */
  guard: (action: () => void) => void;
  /** The question, rendered once. */
  dialog: ReactElement;
  /** Wraps the forms whose changes this holder guards. */
  Scope: (props: { children: ReactNode }) => ReactElement;
}

/**
 * For a drawer or dialog that holds schema forms (decision 044): the forms inside report their changes
 * (SchemaForm does, by content), so closing with changes (the close button, Escape, a click outside) asks
 * first, and a reload asks while anything changed.
 */
export function useHeldForms(): HeldForms {
  const held = useHeldState();
  return { ...held, ...withGuard(held, useDiscardGuard(held.dirty)) };
}

/**
 * For a page whose form is the screen (the generated create and edit pages): as useHeldForms, and leaving the
 * page in the console asks too (the router's blocker). `whileSaving` wraps the save, whose own redirect to the
 * record is not asked about.
 */
export function useHeldPage(): HeldForms & { whileSaving: <T>(save: () => Promise<T>) => Promise<T> } {
  const held = useHeldState();
  const saving = useRef(false);
  const dirty = useRef(held.dirty);
  dirty.current = held.dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const guarded = withGuard(held, useDiscardGuard(held.dirty, { blocker }));
  const whileSaving = useCallback(async <T,>(save: () => Promise<T>) => {
    saving.current = true;
    try {
      return await save();
    } finally {
      saving.current = false;
    }
  }, []);
  return { ...held, ...guarded, whileSaving };
}

interface HeldState {
  dirty: boolean;
  Scope: HeldForms['Scope'];
  clearAll: () => void;
}

function useHeldState(): HeldState {
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const clears = useRef(new Set<() => void>());
  const watch = useMemo<FormWatch>(
    () => ({
      report: (id, dirty) =>
        setChanged((current) => {
          if (current.has(id) === dirty) return current;
          const next = new Set(current);
          if (dirty) next.add(id);
          else next.delete(id);
          return next;
        }),
      onDiscard: (clear) => {
        clears.current.add(clear);
        return () => clears.current.delete(clear);
      },
    }),
    [],
  );
  const Scope = useCallback(
    ({ children }: { children: ReactNode }) => (
      <FormWatchContext.Provider value={watch}>{children}</FormWatchContext.Provider>
    ),
    [watch],
  );
  const clearAll = useCallback(() => {
    clears.current.forEach((clear) => clear());
    setChanged(new Set());
  }, []);
  return { dirty: changed.size > 0, Scope, clearAll };
}

/** The guard that forgets the forms' drafts when the person discards. */
function withGuard(
  held: HeldState,
  { guard: ask, dialog }: { guard: (action: () => void) => void; dialog: ReactElement },
) {
  const { clearAll } = held;
  const guard = (action: () => void) =>
    ask(() => {
      clearAll();
      action();
    });
  return { guard, dialog };
}

let nextId = 0;

/** Inside a holder (useHeldForms): reports whether this form has changes, and how to forget its draft on Discard. */
export function useReportChanges(dirty: boolean, clearDraft?: () => void): void {
  const watch = useContext(FormWatchContext);
  const id = useMemo(() => `form-${++nextId}`, []);
  // Before the next event (a key pressed right after typing): the holder knows of the change when asked to close.
  useLayoutEffect(() => {
    watch?.report(id, dirty);
  }, [watch, id, dirty]);
  useEffect(() => () => watch?.report(id, false), [watch, id]);
  useEffect(() => (watch && clearDraft ? watch.onDiscard(clearDraft) : undefined), [watch, clearDraft]);
}
