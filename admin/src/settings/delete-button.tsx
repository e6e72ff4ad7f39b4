import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';

export interface DeleteButtonProps {
  /** Names the thing, e.g. "token Billing sync". */
  what: string;
  onConfirm: () => Promise<unknown>;
}

/** A delete icon that asks for confirmation first. */
export function DeleteButton({ what, onConfirm }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title={`Delete ${what}`}>
        <IconButton aria-label={`Delete ${what}`} color="error" onClick={() => setOpen(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Delete ${what}?`}
        content="This cannot be undone."
        confirm="Delete"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
