import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

import type { FailedRow } from '../types.ts';

const FIELDS = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
] as const;

/** The refused rows of a bulk landlord file: each row's number, what it says, and each field's message under it. */
export function FailedRowsTable({ rows }: { rows: FailedRow[] }) {
  if (!rows.length) return null;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label="Rows with errors" data-testid="failed-rows">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            {FIELDS.map(([, label]) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.row} data-testid="failed-row">
              <TableCell>{r.row}</TableCell>
              {FIELDS.map(([field]) => (
                <TableCell key={field} sx={{ verticalAlign: 'top', wordBreak: 'break-word', minWidth: 120 }}>
                  <Typography variant="body2">{r[field] ?? '—'}</Typography>
                  {r.errors[field] && (
                    <Typography variant="caption" color="error" role="alert">
                      {r.errors[field]}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
