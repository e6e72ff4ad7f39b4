import { useLocation } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';

import { readText, STORAGE_KEYS, storedLead } from '../visitor/storage.ts';

/** How far the page is scrolled, in the three steps the header reacts to (spec 000 §2 Header). */
export function useScrollSteps() {
  const [steps, setSteps] = useState({ scrolled: false, logo: false, far: false });
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      const y = window.scrollY;
      setSteps((s) =>
        s.scrolled === y > 0 && s.logo === y > 10 && s.far === y > 3000
          ? s
          : { scrolled: y > 0, logo: y > 10, far: y > 3000 },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    // The first reading waits until the frame after hydration has been painted: reading scrollY while the
    // hydrated DOM is still unlaid would force a layout of the whole page in the middle of hydration.
    let first = 0;
    const firstFrame = requestAnimationFrame(() => (first = window.setTimeout(read)));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(firstFrame);
      window.clearTimeout(first);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return steps;
}

/** Stored visitor state shown in the header; read after hydration (the server never knows it) and on every navigation. */
export function useVisitorState() {
  const location = useLocation();
  const [state, setState] = useState<{ signedIn: boolean; city?: string }>({ signedIn: false });
  const refresh = useCallback(
    () => setState({ signedIn: Boolean(storedLead()), city: readText(STORAGE_KEYS.selectedCity) || undefined }),
    [],
  );
  useEffect(refresh, [refresh, location.key]);
  useEffect(() => {
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, [refresh]);
  return { ...state, refresh };
}
