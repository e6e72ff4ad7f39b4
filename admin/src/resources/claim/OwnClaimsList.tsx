import { useState } from 'react';
import { Alert, Box, Card, Link, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { formatDate, formatInr } from '../../schema-resources/format';
import { ClaimDrawer } from './ClaimDrawer';
import { ClaimStatusChip } from './ClaimStatusChip';
import type { ClaimRecord } from './claim-lines';
import { CLAIMS_PAGE_SIZE, useOwnClaims, useTenantNames } from './use-own-claims';

const money = (n?: number) => formatInr(n ?? 0);

/**
 * Claims as a landlord (or another non-staff account) sees them (002 §2 Claims screens): their claims, 10 a
 * page, with the amounts claimed, approved, authorized and eligible and the lines' statuses tallied; a row
 * opens the Update Claim drawer from its claim number.
 */
export function OwnClaimsList() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string>();
  const list = useOwnClaims(page);
  const rows = list.data?.results ?? [];
  const names = useTenantNames(rows.map((r) => r.tenantId));
  const open = rows.find((r) => r.id === openId);
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, width: 0, minWidth: '100%' }}>
      <Title title="Claims" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>Claims</Typography>
      {list.error && <Alert severity="error" sx={{ mb: 2 }}>{list.error.message}</Alert>}
      <Card>
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label="Loading claims" />}</Box>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="claims-table" sx={{ '& th, & td': { whiteSpace: 'nowrap', px: 1.25 }, '& th': { fontWeight: 700 } }}>
            <TableHead>
              <TableRow>
                <TableCell>S.No</TableCell>
                <TableCell>Claim Number</TableCell>
                <TableCell>Tenant</TableCell>
                <TableCell>Raised On</TableCell>
                <TableCell align="right">Claimed</TableCell>
                <TableCell align="right">Approved</TableCell>
                <TableCell align="right">Authorized</TableCell>
                <TableCell align="right">Eligible</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((claim: ClaimRecord, i) => (
                <TableRow key={claim.id} hover data-testid="claim-row" data-claim-id={claim.id}>
                  <TableCell>{CLAIMS_PAGE_SIZE * (page - 1) + i + 1}</TableCell>
                  <TableCell>
                    <Link component="button" type="button" onClick={() => setOpenId(claim.id)} data-testid="open-claim" sx={{ fontWeight: 600 }}>
                      {claim.claimNumber}
                    </Link>
                  </TableCell>
                  <TableCell>{names[claim.tenantId] ?? '—'}</TableCell>
                  <TableCell>{formatDate(claim.createdAt)}</TableCell>
                  <TableCell align="right">{money(claim.totalClaimAmount)}</TableCell>
                  <TableCell align="right">{money(claim.totalApprovedAmount)}</TableCell>
                  <TableCell align="right">{money(claim.totalAuthAmount)}</TableCell>
                  <TableCell align="right">{money(claim.eligibleAmount)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 150 }}>
                    <Stack direction="row" gap={0.5} flexWrap="wrap">
                      {Object.entries(claim.statusCount ?? {}).map(([status, count]) => (
                        <ClaimStatusChip key={status} status={status} count={count} />
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
              {list.data && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={9} sx={{ border: 0, py: 6, textAlign: 'center', color: 'text.secondary' }}>
                    No claims yet. Claims are raised from the tenant list, on a tenant's Active bond.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.totalResults ?? 0}
          page={page - 1}
          rowsPerPage={CLAIMS_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next + 1)}
        />
      </Card>
      <ClaimDrawer claim={open} tenantName={open ? names[open.tenantId] : undefined} onClose={() => setOpenId(undefined)} />
    </Box>
  );
}
