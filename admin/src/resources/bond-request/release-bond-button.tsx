import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { messages } from '#generated/messages.ts';

export interface ReleaseBondButtonProps {
  bond: { id: string; bondId?: string; status: string };
  onReleased?: () => void;
}

/**
 * Statuses a bond can no longer be released from (spec 001 §4: Release Bond is hidden when Released; a cancelled bond
 * cannot be released).
 */
const CLOSED = new Set(['Released', 'Cancelled']);

/**
 * Release Bond (spec 001 §4, 002 §4): for landlords and staff, after a confirmation (the data provider's bondRelease).
 * Hidden once the bond is Released (or Cancelled).
 */
export function ReleaseBondButton({ bond, onReleased }: ReleaseBondButtonProps) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const data = useConsoleData();
  const release = useMutation({
    mutationFn: () => data.bondRelease(bond.id),
    onSuccess: () => {
      notify(messages.bond.releasedTitle, { type: 'success' });
      setOpen(false);
      onReleased?.();
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  if (CLOSED.has(bond.status)) return null;
  const name = bond.bondId ? `bond ${bond.bondId}` : 'this bond';
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        startIcon={<LockOpenIcon />}
        onClick={() => setOpen(true)}
        data-testid="release-bond"
        aria-label={`Release ${name}`}
      >
        Release Bond
      </Button>
      <Confirm
        isOpen={open}
        loading={release.isPending}
        title={`Release ${name}?`}
        content="The guarantee ends today and the tenant is told. This cannot be undone."
        confirm="Release Bond"
        confirmColor="warning"
        onConfirm={() => release.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
