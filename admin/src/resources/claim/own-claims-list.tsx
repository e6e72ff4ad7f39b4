import { useQuery } from '@tanstack/react-query';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { useQueryState } from '#admin/layout/use-query-state.ts';

import { ClaimDrawer } from './claim-drawer.tsx';
import { ClaimsPage } from './claims-page.tsx';
import { ClaimsTable } from './claims-table.tsx';
import { claimKeys } from './data-methods.ts';
import { useClaimsPage } from './use-own-claims.ts';

/**
 * Claims as a landlord (or another non-staff account) sees them (spec 002 §2 Claims screens): their claims, 10 a
 * page, with the amounts claimed, approved, authorized and eligible and the lines' statuses tallied; a row
 * opens the Update Claim drawer from its claim number (?claim={id}, as staff's list: a link to a claim opens it,
 * from any page of the list).
 */
export function OwnClaimsList() {
  const { rows, error, table } = useClaimsPage();
  const data = useConsoleData();
  const { params, update } = useQueryState();
  const openId = params.get('claim') ?? undefined;
  const onPage = rows.find((r) => r.id === openId);
  const fetched = useQuery({
    queryKey: claimKeys.one(openId),
    queryFn: () => data.claimOne(openId!),
    enabled: !!openId && !onPage,
    retry: false,
  });
  const open = onPage ?? (openId ? fetched.data : undefined);
  return (
    <ClaimsPage error={error}>
      <ClaimsTable
        {...table}
        empty="No claims yet. Claims are raised from the tenant list, on a tenant's Active bond."
        onOpen={(id) => update({ claim: id })}
      />
      <ClaimDrawer claim={open} tenantName={open?.tenantName} onClose={() => update({ claim: undefined })} />
    </ClaimsPage>
  );
}
