import GavelIcon from '@mui/icons-material/Gavel';
import { Button, Tooltip } from '@mui/material';

import { currentUser } from '#admin/session/session.ts';
import { mayRaiseClaim } from '#domain/claims/access.ts';
import type { Verdict } from '#domain/verdict.ts';

import type { UserRow } from './types.ts';

/**
 * May the signed-in landlord raise a claim on the row's bond? The claim rule the server asks on the create
 * (mayRaiseClaim, spec 002 §2: "enabled only when the bond is Active and the tenant's claim field is None"), with the
 * row's facts: its latest bond (of the landlord's own tenant list) and its claim number or None.
 */
export function raiseClaimVerdict(row: UserRow): Verdict {
  const me = currentUser()?.id ?? '';
  // The landlord's tenant list shows their own tenants' bonds; a row without one has no Active bond.
  return mayRaiseClaim({
    actor: { id: me, internal: false },
    bond: { status: row.bondRef ? row.bondStatus : undefined, landlordId: me },
    claimsOnBond: (row.claim ?? 'None') === 'None' ? 0 : 1,
  });
}

/** The tenant list's Raise a Claim action (landlords), disabled with the rule's reason when it says no. */
export function RaiseClaimButton({ row, onRaise }: { row: UserRow; onRaise: (row: UserRow) => void }) {
  const verdict = raiseClaimVerdict(row);
  return (
    <Tooltip title={verdict.ok ? 'Raise a claim on this bond' : verdict.message}>
      {/* A disabled button fires no events: the span carries the tooltip. */}
      <span>
        <Button
          size="small"
          variant="outlined"
          startIcon={<GavelIcon fontSize="small" />}
          disabled={!verdict.ok}
          onClick={() => onRaise(row)}
          data-testid="raise-claim"
          sx={{ whiteSpace: 'nowrap' }}
        >
          Raise a Claim
        </Button>
      </span>
    </Tooltip>
  );
}
