import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

import { useT } from '#forms/i18n.tsx';

import { plainButton } from '../layout/ui.tsx';

/** The dashboard menu at 768 px or less: a drawer from the left (loaded when first opened). */
export default function NavDrawer({
  open,
  onClose,
  logo,
  children,
}: {
  open: boolean;
  onClose: () => void;
  logo: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(85vw, 280px)' } } }}>
      <Box component="nav" aria-label={t('My account')} sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5, pl: 0.5 }}>
          {logo}
          <Box
            component="button"
            type="button"
            aria-label={t('Close menu')}
            onClick={onClose}
            sx={{
              ...plainButton,
              width: 44,
              height: 44,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              color: 'primary.dark',
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            <CloseIcon />
          </Box>
        </Box>
        {children}
      </Box>
    </Drawer>
  );
}
