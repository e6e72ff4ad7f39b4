import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface DiscardDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** "Discard changes?": asked before a form with unsaved changes closes or its page is left. Keep editing is the default. */
export function DiscardDialog({ open, onKeep, onDiscard }: DiscardDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      aria-labelledby="discard-changes-title"
      aria-describedby="discard-changes-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="discard-changes-title">Discard changes?</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-changes-text">
          You have changes that are not saved. If you leave now, they are lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} color="error">
          Discard
        </Button>
        <Button onClick={onKeep} variant="contained" autoFocus>
          Keep editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
