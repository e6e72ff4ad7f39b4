import { useState } from 'react';
import { useQueryState } from '../../layout/use-query-state';
import { ClaimsPage } from './ClaimsPage';
import { ClaimsTable } from './ClaimsTable';
import { StaffClaimDrawer } from './StaffClaimDrawer';
import { useOwnClaims, useTenantNames } from './use-own-claims';

/**
 * The staff claims workspace (002 §2, /home/claims): every claim, 10 a page, with whose it is and its totals; a
 * claim number opens the claim (?claim={id}, so the page reloaded after a submission opens it again).
 */
export function StaffClaimsList() {
  const [page, setPage] = useState(1);
  const { params, update } = useQueryState();
  const openId = params.get('claim') ?? undefined;
  const list = useOwnClaims(page);
  const rows = list.data?.results ?? [];
  const tenants = useTenantNames(rows.map((r) => r.tenantId));
  const landlords = useTenantNames(rows.map((r) => r.landlordId));
  const open = (id?: string) => update({ claim: id });
  return (
    <ClaimsPage error={list.error as Error | null}>
      <ClaimsTable
        rows={rows}
        page={page}
        total={list.data?.totalResults ?? 0}
        loading={list.isFetching || !list.data}
        tenantNames={tenants}
        landlordNames={landlords}
        empty="No claims yet. Landlords raise claims on their tenants' Active bonds."
        onOpen={open}
        onPage={setPage}
      />
      <StaffClaimDrawer claimId={openId} onClose={() => open(undefined)} />
    </ClaimsPage>
  );
}
