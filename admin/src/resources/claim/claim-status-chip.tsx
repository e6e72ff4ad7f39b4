import { Chip } from '@mui/material';

import { statusLabel } from './line-fields.ts';

const COLOR = {
  approved: 'success',
  authorized: 'info',
  rejected: 'error',
  onhold: 'warning',
  pending: 'default',
} as const;

/** A claim line's status (spec 002 §4), pending when staff have not decided yet. */
export function ClaimStatusChip({ status, count }: { status?: string; count?: number }) {
  const value = status ?? 'pending';
  const label = statusLabel(value);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[value as keyof typeof COLOR] ?? 'default'}
      data-testid="claim-status-chip"
      data-status={value}
      label={count === undefined ? label : `${label} ${count}`}
      sx={{ fontWeight: 600 }}
    />
  );
}
