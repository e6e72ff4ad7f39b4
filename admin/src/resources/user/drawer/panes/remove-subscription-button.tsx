import DeleteIcon from '@mui/icons-material/LinkOff';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify } from 'react-admin';

/** Removes an attached product from the landlord (react-admin's delete of the subscription) after confirming. */
export function RemoveSubscriptionButton({
  id,
  name,
  onRemoved,
}: {
  id: string;
  name: string;
  onRemoved: () => Promise<unknown> | void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const [deleteOne] = useDelete();
  const remove = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await deleteOne('subscription', { id }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
      await onRemoved();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title={`Remove ${name}`}>
        <span>
          <IconButton
            edge="end"
            aria-label={`Remove ${name}`}
            disabled={busy}
            onClick={() => setAsking(true)}
            data-testid="remove-subscription"
          >
            {busy ? <CircularProgress size={18} /> : <DeleteIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={asking}
        title="Remove product"
        content={`Remove ${name} from this landlord?`}
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
