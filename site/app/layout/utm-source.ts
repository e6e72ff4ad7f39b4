import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';

import { readText, STORAGE_KEYS, write } from '../visitor/storage.ts';

/**
 * utm_source (spec 000 §2): read from the address and kept in storage; when the address lacks it but storage
 * has it, it is put back into the address (replacing the history entry, so no navigation happens).
 */
export function useUtmSource(): void {
  const location = useLocation();
  useEffect(() => {
    const url = new URL(window.location.href);
    const fromAddress = url.searchParams.get('utm_source');
    if (fromAddress) {
      write(STORAGE_KEYS.utmSource, fromAddress);
      return;
    }
    const stored = readText(STORAGE_KEYS.utmSource);
    if (!stored) return;
    url.searchParams.set('utm_source', stored);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [location.key, location.search]);
}
