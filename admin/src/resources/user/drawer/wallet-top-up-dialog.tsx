import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { useHeldForms } from '#admin/schema-resources/form-guard.tsx';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { messages } from '#generated/messages.ts';

import { useSaving } from './use-saving.ts';
import { useRefreshUser } from './use-user-detail.ts';

const noTitle = { 'ui:options': { label: false } };

/** The wallet-topup form: POST /wallet/add {amount, userId}; a toast and the refreshed balance. */
export function WalletTopUpDialog({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const data = useConsoleData();
  const refresh = useRefreshUser();
  const titleId = useId();
  const { saving, run } = useSaving();
  const { guard, dialog, Scope } = useHeldForms();
  const close = () => guard(onClose);
  const submit = async (fields: Record<string, any>) => {
    await run(() => data.userWalletTopUp(userId, fields.totalAmount));
    notify(messages.success.updated, { type: 'success' });
    onClose();
    await refresh();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Top up wallet</DialogTitle>
      <DialogContent>
        <Scope>
          {open && (
            <SlugForm
              slug="wallet-topup"
              initial={{ userId }}
              uiOverrides={noTitle}
              saving={saving}
              onSubmit={submit}
              actions={<Button onClick={close}>Cancel</Button>}
            />
          )}
        </Scope>
      </DialogContent>
      {dialog}
    </Dialog>
  );
}
