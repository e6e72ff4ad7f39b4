import { lazy, Suspense, useState } from 'react';

const LeadPopup = lazy(() => import('../forms/lead-popup.tsx'));

/** The lead popup "Share your details", loaded the first time it is opened. */
export function useLeadPopup() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const element = loaded ? (
    <Suspense fallback={null}>
      <LeadPopup open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { show, element };
}
