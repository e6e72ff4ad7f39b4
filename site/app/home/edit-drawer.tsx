import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

/** A side drawer holding one form (001 §2 edit drawers): its title, a close button, full width on phones. */
export function EditDrawer({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const id = `drawer-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': id, sx: { width: { xs: '100%', sm: 480 }, p: { xs: 2.5, sm: 3.5 } } } as never }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography id={id} variant="h5" component="h2" sx={{ flex: 1, fontWeight: 700, color: 'primary.dark' }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label="Close">
          <CloseIcon />
        </IconButton>
      </Box>
      {open && children}
    </Drawer>
  );
}
