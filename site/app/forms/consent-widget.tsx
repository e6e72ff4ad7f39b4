import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { ConsentText } from './consent-text.tsx';

/** The consent checkbox of the lead popup (pre-ticked, not enforced) with a button that opens the consent text. */
export function ConsentWidget({ id, value, label, onChange, onBlur, onFocus, disabled, readonly }: WidgetProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <FormControlLabel
        sx={{ mr: 0 }}
        control={
          <Checkbox
            id={id}
            checked={value !== false}
            disabled={disabled || readonly}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
        }
        label={label}
      />
      <Button size="small" variant="text" onClick={() => setOpen(true)} sx={{ textDecoration: 'underline', px: 0.5 }}>
        {t('Read the consent')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${id}-consent-title`} maxWidth="sm">
        <DialogTitle id={`${id}-consent-title`}>{t('Consent to be contacted')}</DialogTitle>
        <DialogContent sx={{ '& p': { mt: 0, mb: 1.5 } }}>
          <ConsentText />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('Close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
