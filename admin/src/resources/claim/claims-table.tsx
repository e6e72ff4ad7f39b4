import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Card,
  Chip,
  IconButton,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, type ReactNode, useState } from 'react';

import { useMoney } from '#admin/layout/use-money.ts';
import { shownDate } from '#domain/format/dates.ts';
import { messages } from '#generated/messages.ts';

import type { ClaimRecord } from './claim-lines.ts';
import { ClaimStatusChip } from './claim-status-chip.tsx';
import { CLAIMS_PAGE_SIZE } from './use-own-claims.ts';

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
 * Which columns fold into a row's details as the table narrows (its own width, so the menu open or closed counts):
 * below `WIDE` the serial, date raised, authorized and eligible amounts; below `NARROW` also the names and the
 * approved amount; below `PHONE` the amount claimed, leaving the claim number and the statuses.
 */
const WIDE = { staff: 1180, own: 1100 };
const NARROW = 640;
const PHONE = 480;
type Fold = 'wide' | 'narrow' | 'phone';

/** A column's cells (header and body) by how soon they fold: `wide` ones fold first, `narrow` ones below NARROW. */
const foldSx = (wide: number) => ({
  containerType: 'inline-size',
  '& .fold-toggle, & .fold-details, & .detail-wide, & .detail-narrow, & .detail-phone': { display: 'none' },
  [`@container (max-width: ${wide - 1}px)`]: {
    '& .fold-wide': { display: 'none' },
    '& .fold-toggle': { display: 'table-cell' },
    '& .fold-details': { display: 'table-row' },
    '& .detail-wide': { display: 'block' },
  },
  [`@container (max-width: ${NARROW - 1}px)`]: {
    '& .fold-narrow': { display: 'none' },
    '& .detail-narrow': { display: 'block' },
  },
  [`@container (max-width: ${PHONE - 1}px)`]: {
    '& .fold-phone': { display: 'none' },
    '& .detail-phone': { display: 'block' },
  },
});

/**
 * The claims table of spec 002 §2, 10 a page: serial, claim number (opens the claim; for staff flagged Overdue when its
 * stage under way is past its due date, issue 34), tenant (and landlord, for staff),
 * raised on, the amounts claimed, approved, authorized and eligible, and the lines' statuses tallied. As the table
 * narrows (a laptop with the menu open, a phone) the less needed columns fold into each row's details, opened from
 * the row, so the key columns show without scrolling sideways. Amounts as the viewer reads them (useMoney).
 */
export function ClaimsTable({ rows, page, total, loading, showLandlord, empty, onOpen, onPage }: ClaimsTableProps) {
  const money = useMoney();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const columns = (showLandlord ? 10 : 9) + 1;
  const cell = (fold?: Fold) => (fold ? `fold-${fold}` : undefined);
  return (
    <Card>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading claims" />}</Box>
      <TableContainer sx={{ overflowX: 'auto', ...foldSx(showLandlord ? WIDE.staff : WIDE.own) }}>
        <Table
          size="small"
          data-testid="claims-table"
          sx={{
            '& th, & td': { whiteSpace: 'nowrap', px: 1 },
            '& th': { fontWeight: 700 },
            '& td.name': { whiteSpace: 'normal', minWidth: 96, maxWidth: 150 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell className="fold-toggle" sx={{ width: 40 }}>
                <Box
                  component="span"
                  sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                >
                  Details
                </Box>
              </TableCell>
              <TableCell className={cell('wide')}>S.No</TableCell>
              <TableCell>Claim Number</TableCell>
              <TableCell className={cell('narrow')}>Tenant</TableCell>
              {showLandlord && <TableCell className={cell('narrow')}>Landlord</TableCell>}
              <TableCell className={cell('wide')}>Raised On</TableCell>
              <TableCell align="right" className={cell('phone')}>
                Claimed
              </TableCell>
              <TableCell align="right" className={cell('narrow')}>
                Approved
              </TableCell>
              <TableCell align="right" className={cell('wide')}>
                Authorized
              </TableCell>
              <TableCell align="right" className={cell('wide')}>
                Eligible
              </TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((claim, i) => {
              const expanded = open.has(claim.id);
              const details: [string, ReactNode, Fold][] = [
                ['S.No', CLAIMS_PAGE_SIZE * (page - 1) + i + 1, 'wide'],
                ['Tenant', claim.tenantName ?? '—', 'narrow'],
                ...(showLandlord
                  ? [['Landlord', claim.landlordName ?? '—', 'narrow'] as [string, ReactNode, Fold]]
                  : []),
                ['Raised On', shownDate(claim.createdAt) || '—', 'wide'],
                ['Claimed', money(claim.totalClaimAmount ?? 0), 'phone'],
                ['Approved', money(claim.totalApprovedAmount ?? 0), 'narrow'],
                ['Authorized', money(claim.totalAuthAmount ?? 0), 'wide'],
                ['Eligible', money(claim.eligibleAmount) || '—', 'wide'],
              ];
              return (
                <Fragment key={claim.id}>
                  <TableRow
                    hover
                    data-testid="claim-row"
                    data-claim-id={claim.id}
                    sx={expanded ? { '& > td': { borderBottom: 0 } } : undefined}
                  >
                    <TableCell className="fold-toggle">
                      <IconButton
                        size="small"
                        aria-expanded={expanded}
                        aria-label={`Details of claim ${claim.claimNumber ?? ''}`}
                        onClick={() => toggle(claim.id)}
                      >
                        <ExpandMoreIcon
                          fontSize="small"
                          sx={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                        />
                      </IconButton>
                    </TableCell>
                    <TableCell className={cell('wide')}>{CLAIMS_PAGE_SIZE * (page - 1) + i + 1}</TableCell>
                    <TableCell>
                      <Link
                        component="button"
                        type="button"
                        onClick={() => onOpen(claim.id)}
                        data-testid="open-claim"
                        sx={{ fontWeight: 600, fontSize: '0.875rem' }}
                      >
                        {claim.claimNumber}
                      </Link>
                      {showLandlord && claim.overdue && (
                        <Chip
                          size="small"
                          color="error"
                          label={messages.claimTimeline.overdueFlag}
                          data-testid="claim-overdue"
                          sx={{ ml: 1 }}
                        />
                      )}
                    </TableCell>
                    <TableCell className={`name ${cell('narrow')}`}>{claim.tenantName ?? '—'}</TableCell>
                    {showLandlord && (
                      <TableCell className={`name ${cell('narrow')}`}>{claim.landlordName ?? '—'}</TableCell>
                    )}
                    <TableCell className={cell('wide')}>{shownDate(claim.createdAt)}</TableCell>
                    <TableCell align="right" className={cell('phone')}>
                      {money(claim.totalClaimAmount ?? 0)}
                    </TableCell>
                    <TableCell align="right" className={cell('narrow')}>
                      {money(claim.totalApprovedAmount ?? 0)}
                    </TableCell>
                    <TableCell align="right" className={cell('wide')}>
                      {money(claim.totalAuthAmount ?? 0)}
                    </TableCell>
                    <TableCell align="right" className={cell('wide')}>
                      {money(claim.eligibleAmount) || '—'}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 112 }}>
                      <Stack direction="row" gap={0.5} flexWrap="wrap">
                        {Object.entries(claim.statusCount ?? {}).map(([status, count]) => (
                          <ClaimStatusChip key={status} status={status} count={count} />
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                  {expanded && (
                    <TableRow className="fold-details" data-testid="claim-row-details">
                      <TableCell colSpan={columns} sx={{ whiteSpace: 'normal !important', bgcolor: 'action.hover' }}>
                        <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
                          {details.map(([label, value, fold]) => (
                            <Box key={label} className={`detail-${fold}`}>
                              <Typography component="dt" variant="caption" color="text.secondary">
                                {label}
                              </Typography>
                              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                                {value}
                              </Typography>
                            </Box>
                          ))}
                        </Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
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
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={CLAIMS_PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => onPage(next + 1)}
      />
    </Card>
  );
}
