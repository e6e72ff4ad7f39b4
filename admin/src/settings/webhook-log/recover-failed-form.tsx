import RestoreIcon from '@mui/icons-material/Restore';
import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input's value (the browser's time zone). */
function localInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "Recover failed since …": every failed message made since the chosen moment goes back in the queue. */
export function RecoverFailedForm({
  disabled,
  onRecover,
}: {
  disabled: boolean;
  onRecover: (since: string) => Promise<unknown>;
}) {
  const [since, setSince] = useState(() => localInput(new Date(Date.now() - 24 * 3600_000)));
  const [busy, setBusy] = useState(false);
  const moment = since ? new Date(since) : undefined;
  const valid = !!moment && !Number.isNaN(moment.getTime());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await onRecover(moment.toISOString());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      gap={1}
      alignItems={{ xs: 'stretch', sm: 'center' }}
      aria-label="Recover failed messages"
    >
      <TextField
        type="datetime-local"
        size="small"
        label="Recover failed since"
        value={since}
        onChange={(e) => setSince(e.target.value)}
        required
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localInput(new Date()) } }}
        sx={{ minWidth: { sm: 240 } }}
      />
      <Button type="submit" variant="outlined" startIcon={<RestoreIcon />} disabled={disabled || busy || !valid}>
        Recover
      </Button>
    </Stack>
  );
}
