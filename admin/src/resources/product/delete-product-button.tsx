import DeleteIcon from '@mui/icons-material/Delete';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRedirect } from 'react-admin';

/** Delete (spec 002 §4): after confirming, a loading state while the server deletes, then back to the product list. */
export function DeleteProductButton({ id, name }: { id: string; name?: string }) {
  const [asking, setAsking] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  const confirm = () => {
    setAsking(false);
    remove(
      'product',
      { id },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', 'product');
        },
        onError: (e) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }),
      },
    );
  };
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : <DeleteIcon />}
        disabled={isPending}
        onClick={() => setAsking(true)}
      >
        {isPending ? 'Deleting…' : 'Delete'}
      </Button>
      <Confirm
        isOpen={asking}
        title="Delete product"
        content={`Delete ${name ?? 'this product'}? Landlords it is attached to lose it.`}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
