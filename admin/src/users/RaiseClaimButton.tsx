import { Button, Tooltip } from '@mui/material';
import GavelIcon from '@mui/icons-material/Gavel';
import type { UserRow } from './use-users-query';

/** A landlord raises a claim only on an Active bond that has none yet (002 §2: the row's claim field is None). */
export const mayRaiseClaim = (row: UserRow) => row.bondStatus === 'Active' && (row.claim ?? 'None') === 'None' && !!row.bondRef;

function reason(row: UserRow): string {
  if (row.bondStatus !== 'Active') return 'A claim can be raised only on an Active bond';
  if ((row.claim ?? 'None') !== 'None') return `Claim ${row.claim} was already raised on this bond`;
  return 'Raise a claim on this bond';
}

/** The tenant list's Raise a Claim action (landlords). */
export function RaiseClaimButton({ row, onRaise }: { row: UserRow; onRaise: (row: UserRow) => void }) {
  const enabled = mayRaiseClaim(row);
  return (
    <Tooltip title={reason(row)}>
      {/* A disabled button fires no events: the span carries the tooltip. */}
      <span>
        <Button size="small" variant="outlined" startIcon={<GavelIcon fontSize="small" />} disabled={!enabled} onClick={() => onRaise(row)} data-testid="raise-claim" sx={{ whiteSpace: 'nowrap' }}>
          Raise a Claim
        </Button>
      </span>
    </Tooltip>
  );
}
