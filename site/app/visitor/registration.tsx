import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

import { forgetLead, type StoredLead, storedLead } from './storage.ts';
import { useNotice } from './use-notice.tsx';
import type { Answer } from './visitor-api.ts';

/** The share-details and OTP dialogs (RJSF, the schemas, MUI dialogs): their own chunk, loaded on first use. */
const RegistrationDialogs = lazy(() => import('./registration-dialogs.tsx'));

export interface VisitorRegistration {
  /** The stored lead, or (for an unknown visitor) the share-details → OTP flow; `undefined` when the visitor gives up. */
  ensureLead(): Promise<StoredLead | undefined>;
  /** The flow even when a lead is stored (its session has expired): forgets the stored lead first. */
  register(): Promise<StoredLead | undefined>;
  /**
   * Runs a lead call as the stored lead, registering first when needed; a 401 (no or expired lead session)
   * forgets the stored lead, runs the flow again and retries once. `undefined` when the visitor gave up.
   */
  runAsLead<T>(
    call: (lead: StoredLead) => Promise<Answer<T>>,
  ): Promise<{ lead: StoredLead; answer: Answer<T> } | undefined>;
  /** The dialogs; render it once, anywhere on the page. */
  element: ReactNode;
}

/**
 * The visitor registration of spec 000 §4 (share details, then the phone's one-time code; the lead is
 * then looked up or created, stored and marked phone-verified). A pending action awaits `ensureLead()` and
 * goes on with the lead it resolves to. Used by the shortlist hearts, the Schedule Visit widget, the profile
 * icon and the visitor dashboard.
 */
export function useVisitorRegistration(): VisitorRegistration {
  const [loaded, setLoaded] = useState(false);
  const [active, setActive] = useState(false);
  // A declined lead (`{msg}`, e.g. "Phone Number is Taken") is told in an error toast.
  const { show: showDeclined, hide: hideDeclined, element: declinedElement } = useNotice(6000);
  const pending = useRef<{
    promise: Promise<StoredLead | undefined>;
    resolve: (lead: StoredLead | undefined) => void;
  }>();

  const register = useCallback((): Promise<StoredLead | undefined> => {
    if (pending.current) return pending.current.promise;
    forgetLead();
    let resolve!: (lead: StoredLead | undefined) => void;
    const promise = new Promise<StoredLead | undefined>((r) => (resolve = r));
    pending.current = { promise, resolve };
    hideDeclined();
    setLoaded(true);
    setActive(true);
    return promise;
  }, [hideDeclined]);

  const ensureLead = useCallback(async () => storedLead() ?? register(), [register]);

  const runAsLead = useCallback(
    async <T,>(call: (lead: StoredLead) => Promise<Answer<T>>) => {
      let lead = await ensureLead();
      if (!lead) return undefined;
      let answer = await call(lead);
      if (answer.status === 401) {
        lead = await register();
        if (!lead) return undefined;
        answer = await call(lead);
      }
      return { lead, answer };
    },
    [ensureLead, register],
  );

  const finish = useCallback(
    (outcome: { lead?: StoredLead; declined?: string }) => {
      setActive(false);
      if (outcome.declined) showDeclined({ severity: 'error', title: outcome.declined });
      const current = pending.current;
      pending.current = undefined;
      current?.resolve(outcome.lead);
    },
    [showDeclined],
  );

  const element = (
    <>
      {loaded ? (
        <Suspense fallback={null}>
          <RegistrationDialogs active={active} onFinish={finish} />
        </Suspense>
      ) : null}
      {declinedElement}
    </>
  );

  return { ensureLead, register, runAsLead, element };
}

/** What a RegistrationProvider shares: the flow's calls (stable), not its dialogs. */
export type SharedRegistration = Omit<VisitorRegistration, 'element'>;

const RegistrationContext = createContext<SharedRegistration | undefined>(undefined);

/** One registration flow for everything under it (the hearts of a result list, the details page's widgets). */
export function RegistrationProvider({ children }: { children: ReactNode }) {
  const { ensureLead, register, runAsLead, element } = useVisitorRegistration();
  const value = useMemo(() => ({ ensureLead, register, runAsLead }), [ensureLead, register, runAsLead]);
  return (
    <RegistrationContext.Provider value={value}>
      {children}
      {element}
    </RegistrationContext.Provider>
  );
}

/** The registration of the nearest RegistrationProvider (undefined outside one). */
export const useRegistration = (): SharedRegistration | undefined => useContext(RegistrationContext);
