import { useQueryState } from '#admin/layout/use-query-state.ts';

import { ClaimsPage } from './claims-page.tsx';
import { ClaimsTable } from './claims-table.tsx';
import { StaffClaimDrawer } from './staff-claim-drawer.tsx';
import { useClaimsPage } from './use-own-claims.ts';

/**
 * The staff claims workspace (spec 002 §2, /home/claims): every claim, 10 a page, with whose it is and its totals; a
 * claim number opens the claim (?claim={id}, so the page reloaded after a submission opens it again).
 */
export function StaffClaimsList() {
  const { error, table } = useClaimsPage();
  const { params, update } = useQueryState();
  const openId = params.get('claim') ?? undefined;
  const open = (id?: string) => update({ claim: id });
  return (
    <ClaimsPage error={error}>
      <ClaimsTable
        {...table}
        showLandlord
        empty="No claims yet. Landlords raise claims on their tenants' Active bonds."
        onOpen={open}
      />
      <StaffClaimDrawer claimId={openId} onClose={() => open(undefined)} />
    </ClaimsPage>
  );
}
