import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { ClaimsTable } from './ClaimsTable';
import { StaffClaimDrawer } from './StaffClaimDrawer';
import { useOwnClaims, useTenantNames } from './use-own-claims';

/**
 * The staff claims workspace (002 §2, /home/claims): every claim, 10 a page, with whose it is and its totals; a
 * claim number opens the claim (?claim={id}, so the page reloaded after a submission opens it again).
 */
export function StaffClaimsList() {
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  const openId = params.get('claim') ?? undefined;
  const list = useOwnClaims(page);
  const rows = list.data?.results ?? [];
  const tenants = useTenantNames(rows.map((r) => r.tenantId));
  const landlords = useTenantNames(rows.map((r) => r.landlordId));
  const open = (id?: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('claim', id);
      else next.delete('claim');
      return next;
    });
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, width: 0, minWidth: '100%' }}>
      <Title title="Claims" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>Claims</Typography>
      {list.error && <Alert severity="error" sx={{ mb: 2 }}>{list.error.message}</Alert>}
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
    </Box>
  );
}
