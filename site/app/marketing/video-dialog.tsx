import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';

import { useT } from '#forms/i18n.tsx';

import { plainButton } from '../layout/ui.tsx';

/** The video modal: the embedded player exists only while the dialog is open (nothing loads before). */
export default function VideoDialog({
  open,
  onClose,
  src,
  title,
}: {
  open: boolean;
  onClose: () => void;
  src: string;
  title: string;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-label={title}
      slotProps={{
        paper: { sx: { bgcolor: '#000', m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', bgcolor: '#000' }}>
        <Box
          component="button"
          type="button"
          aria-label={t('Close video')}
          onClick={onClose}
          sx={{
            ...plainButton,
            color: '#FFFFFF',
            width: 44,
            height: 44,
            display: 'grid',
            placeItems: 'center',
            '&:focus-visible': { outline: '3px solid #FFD2B3' },
          }}
        >
          <CloseIcon />
        </Box>
      </Box>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
        {open && (
          <Box
            component="iframe"
            src={`${src}${src.includes('?') ? '&' : '?'}autoplay=1&rel=0`}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
    </Dialog>
  );
}
