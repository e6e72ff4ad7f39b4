import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useCallback, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import type { CollegeProperty } from '../college/types.ts';
import { forgetBookingForm } from './booking-form.ts';

const load = () => import('./booking-popup.tsx');
const BookingPopup = lazy(load);

/** Fetches the popup's code ahead of the click (pointer over, or focus on, a card's button). */
export const prepareBookingPopup = (): void => void load();

/**
 * The booking popup of the college page, loaded the first time it is needed. Each opening mounts it afresh:
 * step 1, an empty form, no stored form data (spec 000 §4).
 */
export function useBookingPopup() {
  const [session, setSession] = useState<{ property: CollegeProperty; key: number; open: boolean }>();
  const open = useCallback((property: CollegeProperty) => {
    forgetBookingForm();
    setSession((s) => ({ property, key: (s?.key ?? 0) + 1, open: true }));
  }, []);
  const close = useCallback(() => setSession((s) => (s ? { ...s, open: false } : s)), []);
  const element = session ? (
    <Suspense fallback={<Loading />}>
      <BookingPopup key={session.key} open={session.open} property={session.property} onClose={close} />
    </Suspense>
  ) : null;
  return { open, element };
}

/** While the popup's code arrives (a slow network, the first opening). */
function Loading() {
  const t = useT();
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1300,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(0,0,0,.35)',
      }}
    >
      <CircularProgress aria-label={t('Loading the booking form')} sx={{ color: '#FFFFFF' }} />
    </Box>
  );
}
