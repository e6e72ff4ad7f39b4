import { useState } from 'react';
import { ClaimDrawer } from './ClaimDrawer';
import { ClaimsPage } from './ClaimsPage';
import { ClaimsTable } from './ClaimsTable';
import { useClaimsPage } from './use-own-claims';

/**
 * Claims as a landlord (or another non-staff account) sees them (002 §2 Claims screens): their claims, 10 a
 * page, with the amounts claimed, approved, authorized and eligible and the lines' statuses tallied; a row
 * opens the Update Claim drawer from its claim number.
 */
export function OwnClaimsList() {
  const { rows, error, table } = useClaimsPage();
  const [openId, setOpenId] = useState<string>();
  const open = rows.find((r) => r.id === openId);
  return (
    <ClaimsPage error={error}>
      <ClaimsTable
        {...table}
        empty="No claims yet. Claims are raised from the tenant list, on a tenant's Active bond."
        onOpen={setOpenId}
      />
      <ClaimDrawer claim={open} tenantName={open?.tenantName} onClose={() => setOpenId(undefined)} />
    </ClaimsPage>
  );
}
