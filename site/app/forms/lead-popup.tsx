import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

import { useT } from '#forms/i18n.tsx';

import { SiteForm } from './site-form.tsx';

/**
 * The landing lead popup "Share your details" (spec 000 §2, §4, §5), opened from "Experience now" or a banner
 * image. Success stores the lead and the city, shows the success modal and reloads the page on close.
 */
export default function LeadPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="lead-popup-title" maxWidth="sm" fullWidth scroll="body">
      <DialogTitle id="lead-popup-title" component="h2" sx={{ pr: 6, fontSize: '1.4rem', fontWeight: 800 }}>
        {t('Share your details')}
      </DialogTitle>
      <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {t(
            'Tell us where you want to live and our team will call you with verified, zero-deposit homes in your locality.',
          )}
        </Typography>
        <SiteForm slug="lead-popup" idPrefix="lead-popup" />
      </DialogContent>
    </Dialog>
  );
}
