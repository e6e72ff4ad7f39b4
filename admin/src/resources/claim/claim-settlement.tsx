import { Box, Stack } from '@mui/material';

import { useMoney } from '#admin/layout/use-money.ts';
import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import { shownDate } from '#domain/format/dates.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import type { ClaimPayment, ClaimRecovery } from '#generated/types/claim.ts';

import type { ClaimRecord } from './claim-lines.ts';
import { claimSchema } from './claim-schemas.ts';
import { FileLinks } from './file-links.tsx';

/**
 * A claim's evidence (comment, documents) and settlement (payments, recoveries, final comment) read-only, as the
 * claim schema lays them out: for staff who see the claim but may not decide it. Payments and recoveries are a
 * payment view: amounts with paise for every reader (spec 002 §9). `evidence` false leaves out the comment and
 * documents (the editor has them as fields).
 */
export function ClaimSettlement({ claim, evidence = true }: { claim: ClaimRecord; evidence?: boolean }) {
  const money = useMoney();
  const roles = useViewerRoles();
  const paid = (amount?: number) => money(amount, { payment: true });
  const render = {
    docs: () => <FileLinks urls={claim.docs} />,
    payments: () =>
      claim.payments?.length
        ? claim.payments
            .map((p: ClaimPayment) => `${shownDate(p.paymentDate)} ${paid(p.authAmount)} (${p.utr_checkNumber})`)
            .join(', ')
        : '—',
    recoveries: () =>
      claim.recoveries?.length
        ? claim.recoveries
            .map((r: ClaimRecovery) => `${shownDate(r.receiptDate)} ${paid(r.receiptAmount)} (${r.utr_checkNumber})`)
            .join(', ')
        : '—',
  };
  const record = { ...claim };
  return (
    <Box data-testid="claim-settlement">
      <Stack gap={2}>
        {evidence && (
          <SchemaDetails
            schema={claimSchema}
            record={record}
            group="evidence"
            roles={roles}
            money={money}
            render={render}
          />
        )}
        <SchemaDetails
          schema={claimSchema}
          record={record}
          group="settlement"
          roles={roles}
          money={money}
          render={render}
        />
      </Stack>
    </Box>
  );
}
