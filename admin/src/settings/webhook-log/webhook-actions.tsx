import SendIcon from '@mui/icons-material/SendOutlined';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';

import { OneTimeValueDialog } from '../one-time-value-dialog.tsx';

export interface WebhookActionsProps {
  /** Sending is refused while the webhook is off; rotation is not. */
  active: boolean;
  onSendTest: () => Promise<unknown>;
  /** Rotates the secret and resolves with the new one (answered this once). */
  onRotate: () => Promise<string | undefined>;
}

/** Send test event, and Rotate secret (confirmed, then the new secret shown once). */
export function WebhookActions({ active, onSendTest, onRotate }: WebhookActionsProps) {
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [secret, setSecret] = useState<string>();
  const sendTest = async () => {
    setSending(true);
    try {
      await onSendTest();
    } finally {
      setSending(false);
    }
  };
  const rotate = async () => {
    setRotating(true);
    try {
      const made = await onRotate();
      setConfirming(false);
      setSecret(made);
    } finally {
      setRotating(false);
    }
  };
  return (
    <Stack direction="row" gap={1} sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<SendIcon />} onClick={sendTest} disabled={!active || sending}>
        Send test event
      </Button>
      <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setConfirming(true)}>
        Rotate secret
      </Button>
      <Confirm
        isOpen={confirming}
        loading={rotating}
        title="Rotate the signing secret?"
        content="A new secret is made and shown once. The current one keeps signing deliveries for 24 more hours, so your receiver can switch over without missing a message."
        confirm="Rotate"
        onConfirm={rotate}
        onClose={() => setConfirming(false)}
      />
      <OneTimeValueDialog
        title="New webhook signing secret"
        label="Signing secret"
        value={secret}
        note="The old secret works for 24 more hours: until then every delivery carries a signature made with each."
        onClose={() => setSecret(undefined)}
      />
    </Stack>
  );
}
