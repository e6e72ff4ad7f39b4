import { Stack } from '@mui/material';
import { useGetOne } from 'react-admin';

import { useMoney } from '#admin/layout/use-money.ts';
import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';

import { ReferenceName } from '../product/reference-name.tsx';
import type { ClaimRecord } from './claim-lines.ts';
import { bondSchema, claimSchema } from './claim-schemas.ts';
import type { ClaimTerms } from './use-claim-terms.ts';

/** The people of a claim by name, as the claims API gives them (the ids are not for people). */
export const claimPeople = (claim: ClaimRecord) => ({
  tenantId: () => claim.tenantName ?? '—',
  landlordId: () => claim.landlordName ?? '—',
});

/**
 * Whose claim it is and the bond it is made on, for staff (the head of the claim drawer): the claim schema's summary
 * (its number and eligible amount are in the title and the totals) and the bond as its schema lays it out (the bond
 * record when the viewer may read bonds, else the claim's terms), so a field added to either schema shows here.
 */
export function ClaimFacts({ claim, terms }: { claim: ClaimRecord; terms: ClaimTerms }) {
  const money = useMoney();
  const roles = useViewerRoles();
  const bond = useGetOne<Record<string, unknown> & { id: string }>('bond', { id: claim.bondId }, { retry: false });
  const record = bond.data ?? terms.bond;
  return (
    <Stack gap={2}>
      <SchemaDetails
        schema={claimSchema}
        record={{ ...claim }}
        group="summary"
        omit={['claimNumber', 'eligibleAmount']}
        roles={roles}
        money={money}
        render={claimPeople(claim)}
        testId="claim-summary"
      />
      <SchemaDetails
        schema={bondSchema}
        record={{ ...record }}
        omit={['tenantId', 'landlordId', 'agreement', 'moveInReport']}
        roles={roles}
        money={money}
        render={terms.product ? { productId: () => terms.product?.name ?? '—' } : undefined}
        referenceName={(resource, id) => <ReferenceName resource={resource} id={id} />}
        testId="claim-bond-details"
      />
    </Stack>
  );
}
