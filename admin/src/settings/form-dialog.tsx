import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import type { ReactNode } from 'react';

import { useHeldForms } from '../schema-resources/form-guard.tsx';

export interface FormDialogProps {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A titled dialog holding a form; full screen on phones. Closing it (the close button, Escape, a click outside)
 * while the form has changes asks "Discard changes?" first.
 */
export function FormDialog({ id, title, open, onClose, children }: FormDialogProps) {
  const { guard, dialog, Scope } = useHeldForms();
  const close = () => guard(onClose);
  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={`${id}-title`}
        fullWidth
        maxWidth="sm"
        sx={{ '& .MuiDialog-paper': { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } }}
      >
        <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Scope>{children}</Scope>
        </DialogContent>
      </Dialog>
      {dialog}
    </>
  );
}
