import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

import { messages } from '#generated/messages.ts';

import type { UserRow } from './types.ts';

export interface DeleteUserDialogProps {
  user: UserRow | undefined;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (user: UserRow) => void;
}

/** The confirmation of a delete: 'Are you sure to delete this user?' */
export function DeleteUserDialog({ user, deleting, onCancel, onConfirm }: DeleteUserDialogProps) {
  return (
    <Dialog open={!!user} onClose={onCancel} aria-labelledby="delete-user-title" data-testid="delete-user-dialog">
      <DialogTitle id="delete-user-title">Delete user</DialogTitle>
      <DialogContent>
        <DialogContentText>{messages.users.deleteConfirm}</DialogContentText>
        {user && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
            {user.name || messages.users.invitationSent} · {user.email}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={deleting}
          onClick={() => user && onConfirm(user)}
          data-testid="confirm-delete"
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
