import type { ReactNode } from 'react';
import { Box, Card, Link, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { rupees } from '#domain/format/money.ts';
import { shownDate } from '#domain/format/dates.ts';
import { ClaimStatusChip } from './ClaimStatusChip';
import type { ClaimRecord } from './claim-lines';
import { CLAIMS_PAGE_SIZE } from './use-own-claims';

const money = (n?: number) => rupees(n ?? 0);

export interface ClaimsTableProps {
  rows: ClaimRecord[];
  page: number;
  total: number;
  loading: boolean;
  /** Staff see whose claim it is too (each row's landlordName). */
  showLandlord?: boolean;
  empty: ReactNode;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
}

/**
 * The claims table of 002 §2, 10 a page: serial, claim number (opens the claim), tenant, raised on, the amounts
 * claimed, approved, authorized and eligible, and the lines' statuses tallied. The names come with the claims (GET /claims).
 */
export function ClaimsTable({ rows, page, total, loading, showLandlord, empty, onOpen, onPage }: ClaimsTableProps) {
  const columns = showLandlord ? 10 : 9;
  return (
    <Card>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading claims" />}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="claims-table" sx={{ '& th, & td': { whiteSpace: 'nowrap', px: 1 }, '& th': { fontWeight: 700 }, '& td.name': { whiteSpace: 'normal', minWidth: 96, maxWidth: 150 } }}>
          <TableHead>
            <TableRow>
              <TableCell>S.No</TableCell>
              <TableCell>Claim Number</TableCell>
              <TableCell>Tenant</TableCell>
              {showLandlord && <TableCell>Landlord</TableCell>}
              <TableCell>Raised On</TableCell>
              <TableCell align="right">Claimed</TableCell>
              <TableCell align="right">Approved</TableCell>
              <TableCell align="right">Authorized</TableCell>
              <TableCell align="right">Eligible</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((claim, i) => (
              <TableRow key={claim.id} hover data-testid="claim-row" data-claim-id={claim.id}>
                <TableCell>{CLAIMS_PAGE_SIZE * (page - 1) + i + 1}</TableCell>
                <TableCell>
                  <Link component="button" type="button" onClick={() => onOpen(claim.id)} data-testid="open-claim" sx={{ fontWeight: 600, fontSize: '0.875rem' }}>
                    {claim.claimNumber}
                  </Link>
                </TableCell>
                <TableCell className="name">{claim.tenantName ?? '—'}</TableCell>
                {showLandlord && <TableCell className="name">{claim.landlordName ?? '—'}</TableCell>}
                <TableCell>{shownDate(claim.createdAt)}</TableCell>
                <TableCell align="right">{money(claim.totalClaimAmount)}</TableCell>
                <TableCell align="right">{money(claim.totalApprovedAmount)}</TableCell>
                <TableCell align="right">{money(claim.totalAuthAmount)}</TableCell>
                <TableCell align="right">{money(claim.eligibleAmount)}</TableCell>
                <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 120 }}>
                  <Stack direction="row" gap={0.5} flexWrap="wrap">
                    {Object.entries(claim.statusCount ?? {}).map(([status, count]) => (
                      <ClaimStatusChip key={status} status={status} count={count} />
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns} sx={{ border: 0, py: 6, textAlign: 'center', color: 'text.secondary' }}>
                  {empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={total} page={page - 1} rowsPerPage={CLAIMS_PAGE_SIZE} rowsPerPageOptions={[]} onPageChange={(_, next) => onPage(next + 1)} />
    </Card>
  );
}
