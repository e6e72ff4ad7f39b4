import { Alert, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { useMoney } from '#admin/layout/use-money.ts';
import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import bondSchema from '#generated/schemas/bond.json';

import { BondStatusChip } from '../user/status-chip.tsx';
import { useBond } from './request-queries.ts';

/**
 * The bond a request is about: its number and status, then the groups of the bond schema's read-only layout the card
 * asks for (its money, its dates), labelled by the schema's titles; then, below a rule, what the card adds (the request's facts).
 */
export function BondFacts({
  bondId,
  groups,
  children,
}: {
  bondId: string | undefined;
  groups: readonly string[];
  children?: ReactNode;
}) {
  const money = useMoney();
  const roles = useViewerRoles();
  const bond = useBond(bondId);
  const b = bond.data;
  if (!bondId) return <>{children}</>;
  return (
    <Stack gap={1.5} data-testid="bond-facts">
      <Stack direction="row" gap={1} sx={{ alignItems: 'center' }}>
        <Typography component="h5" variant="subtitle2" sx={{ fontWeight: 600 }}>
          Bond {b?.bondId ?? ''}
        </Typography>
        {b && <BondStatusChip status={b.status} />}
      </Stack>
      {bond.error && <Alert severity="error">{bond.error.message}</Alert>}
      {b &&
        groups.map((group) => (
          <SchemaDetails
            key={group}
            schema={bondSchema}
            record={b as unknown as Record<string, unknown>}
            group={group}
            roles={roles}
            money={money}
          />
        ))}
      {b && children && <Divider flexItem />}
      {children}
    </Stack>
  );
}
