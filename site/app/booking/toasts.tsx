import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

/** Toasts stay this long (spec 000 §2, §9). */
export const TOAST_MS = 4000;

export type ToastKind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

/**
 * Toasts at the top centre of the screen, each for 4 s, stacked when several come at once (each failed
 * rule of a step is one). They are put in the page only while there is one to show, above any dialog, so
 * an open dialog does not hide them from screen readers.
 */
export function useToasts() {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<number>());
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const show = useCallback((text: string, kind: ToastKind = 'error') => {
    const id = ++nextId.current;
    setToasts((list) => [...list.filter((toast) => toast.text !== text), { id, text, kind }]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);
  /** Takes the error toasts away: a new attempt's messages replace those of the last one. */
  const clearErrors = useCallback(() => setToasts((list) => list.filter((toast) => toast.kind !== 'error')), []);
  const element = toasts.length ? (
    <Portal>
      <Box
        data-testid="toasts"
        sx={{
          position: 'fixed',
          top: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1500,
          display: 'grid',
          gap: 1,
          width: 'min(92vw, 480px)',
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            severity={toast.kind}
            variant="filled"
            role={toast.kind === 'error' ? 'alert' : 'status'}
            sx={{ boxShadow: 3, fontWeight: 600, py: 0.25 }}
          >
            {t(toast.text)}
          </Alert>
        ))}
      </Box>
    </Portal>
  ) : null;
  return { show, clearErrors, element };
}
