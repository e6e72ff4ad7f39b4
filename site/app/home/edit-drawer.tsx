import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useBlocker } from '@remix-run/react';
import {
  createContext,
  type MutableRefObject,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { useT } from '#forms/i18n.tsx';
import { useDiscardGuard } from '#forms/unsaved/index.ts';

/** How a form inside an EditDrawer tells it whether it holds unsaved changes. */
const DrawerChanges = createContext<((dirty: boolean) => void) | null>(null);

/** A layout effect in the browser (a change is reported before the next key press), nothing on the server. */
const useReportEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A form inside an EditDrawer says whether it has unsaved changes; the drawer then asks before they are lost. Reported
 * in a layout effect, so Escape pressed right after typing already finds the drawer changed.
 */
export function useDrawerChanges(dirty: boolean): void {
  const report = useContext(DrawerChanges);
  useReportEffect(() => {
    report?.(dirty);
  }, [report, dirty]);
  useReportEffect(() => () => report?.(false), [report]);
}

/** useDrawerChanges as an element, for a drawer's owner that renders the form's state itself. */
export function UnsavedChanges({ dirty }: { dirty: boolean }) {
  useDrawerChanges(dirty);
  return null;
}

/**
 * The open drawer's guard (mounted only while open, so one page never holds two router blockers): while its form has
 * changes, the close button, Escape, a click outside, a link in the app (@remix-run/react's useBlocker) and a reload
 * ask "Discard changes?" first.
 */
function Guarded({
  onClose,
  close,
  children,
}: {
  onClose: () => void;
  close: MutableRefObject<() => void>;
  children: ReactNode;
}) {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const { guard, dialog } = useDiscardGuard(dirty, { blocker });
  useEffect(() => {
    close.current = () => guard(onClose);
    return () => {
      close.current = onClose;
    };
  }, [close, guard, onClose]);
  return (
    <DrawerChanges.Provider value={setDirty}>
      {children}
      {dialog}
    </DrawerChanges.Provider>
  );
}

/**
 * A side drawer holding one form (spec 001 §2 edit drawers): its title, a close button, full width on phones. A form
 * inside that calls useDrawerChanges(true) is not lost by closing the drawer or leaving the page without being asked.
 */
export function EditDrawer({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  // Unique whatever the title's language (a Hindi title has no a-z to make one from).
  const id = `drawer-${useId().replace(/:/g, '')}`;
  const close = useRef(onClose);
  if (!open) close.current = onClose;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => close.current()}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': id,
          sx: { width: { xs: '100%', sm: 480 }, p: { xs: 2.5, sm: 3.5 } },
        } as never,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography id={id} variant="h5" component="h2" sx={{ flex: 1, fontWeight: 700, color: 'primary.dark' }}>
          {title}
        </Typography>
        <IconButton onClick={() => close.current()} aria-label={t('Close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {open && (
        <Guarded onClose={onClose} close={close}>
          {children}
        </Guarded>
      )}
    </Drawer>
  );
}
