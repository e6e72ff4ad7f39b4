import SendIcon from '@mui/icons-material/Send';
import { Button, CircularProgress } from '@mui/material';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { messages } from '#generated/messages.ts';

import { useSaving } from '../drawer/use-saving.ts';
import { useRefreshUser } from '../drawer/use-user-detail.ts';

/** Staff without approval rights ask those who have them (POST /eligibility/request-approval { uid }). */
export function RequestAdminButton({ userId }: { userId: string }) {
  const notify = useNotify();
  const data = useConsoleData();
  const refresh = useRefreshUser();
  const { saving, run } = useSaving();
  const send = async () => {
    try {
      await run(() => data.eligibilityRequestApproval(userId));
      notify(messages.success.requestSent, { type: 'success' });
      await refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      data-testid="request-admin"
      onClick={send}
      disabled={saving}
      startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
    >
      {messages.eligibility.requestAdmin}
    </Button>
  );
}
