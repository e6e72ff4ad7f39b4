import { useLocation } from '@remix-run/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { messages } from '#generated/messages.ts';

import { useRegistration, useVisitorRegistration } from '../visitor/registration.tsx';
import { readText, STORAGE_KEYS, storedLead } from '../visitor/storage.ts';
import { useNotice } from '../visitor/use-notice.tsx';
import { loadShortlist, resetShortlist, toggleShortlist } from './shortlist-store.ts';

type Toggle = (propertyId: string) => void;
const ShortlistContext = createContext<Toggle | undefined>(undefined);

/** The heart's action under a ShortlistScope (undefined outside one: no heart is shown). */
export const useShortlistToggle = (): Toggle | undefined => useContext(ShortlistContext);

/** The page the shortlist was last loaded for: a new search on the same page does not load it again. */
let syncedPath: string | undefined;

const sync = (force: boolean) => {
  const lead = storedLead();
  if (lead) void loadShortlist(lead.id, force);
  else resetShortlist();
};

/**
 * Loads the stored lead's shortlist after hydration, once per page (again on another page: the dashboard
 * may have changed it), and when the stored lead changes (signed in here or in another tab, or forgotten).
 */
function useShortlistSync() {
  const { pathname } = useLocation();
  useEffect(() => {
    const force = pathname !== syncedPath;
    syncedPath = pathname;
    sync(force);
  }, [pathname]);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === STORAGE_KEYS.userData) sync(false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

/**
 * The shortlist of one page (the result list, the details page): loads it once, runs the hearts (an unknown
 * visitor shares details and verifies the phone first, then the shortlist completes) and shows the notice
 * "Property Shortlisted" / "Go to your account to see shortlisted properties" with a link to /myaccount.
 */
export function ShortlistScope({ children }: { children: ReactNode }) {
  useShortlistSync();
  const shared = useRegistration();
  const own = useVisitorRegistration();
  const runAsLead = shared?.runAsLead ?? own.runAsLead;
  const { show, hide, element } = useNotice();

  const toggle = useCallback(
    (propertyId: string) => {
      void toggleShortlist(propertyId, runAsLead, readText(STORAGE_KEYS.utmSource)).then((outcome) => {
        if (!outcome) return;
        if (outcome.kind === 'added')
          show({
            severity: 'success',
            title: messages.shortlist.added,
            text: messages.shortlist.addedDescription,
            link: { to: '/myaccount', label: msg('Go to My Account') },
          });
        else if (outcome.kind === 'removed') hide();
        else show({ severity: 'error', title: outcome.message ?? messages.lead.errorUnknown });
      });
    },
    [runAsLead, show, hide],
  );

  return (
    <ShortlistContext.Provider value={toggle}>
      {children}
      {shared ? null : own.element}
      {element}
    </ShortlistContext.Provider>
  );
}
