import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

import { rupees } from '#domain/format/money.ts';

export interface RenewEntry {
  key: number;
  bondId: string;
  bondFee: number;
  bondAmount: number;
  /** pending until sent; done when renewed; failed with the server's message. */
  state: 'pending' | 'done' | 'failed';
  message?: string;
}

export interface RenewEntriesTableProps {
  entries: RenewEntry[];
  busy: boolean;
  onRemove: (key: number) => void;
}

/** The entries of the Bond Renew page with each one's outcome. */
export function RenewEntriesTable({ entries, busy, onRemove }: RenewEntriesTableProps) {
  if (!entries.length)
    return <Typography color="text.secondary">No bonds in the list yet. Add one with the form above.</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Bonds to renew">
        <TableHead>
          <TableRow>
            <TableCell>Bond ID</TableCell>
            <TableCell align="right">Bond Fee</TableCell>
            <TableCell align="right">Bond Value</TableCell>
            <TableCell>Result</TableCell>
            <TableCell align="right">Remove</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.key} data-testid="renew-entry">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.bondId}</TableCell>
              <TableCell align="right">{rupees(e.bondFee)}</TableCell>
              <TableCell align="right">{rupees(e.bondAmount)}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {e.state === 'pending' ? (
                  <Typography variant="body2" color="text.secondary">
                    Not sent yet
                  </Typography>
                ) : (
                  <Alert severity={e.state === 'done' ? 'success' : 'error'} sx={{ py: 0 }}>
                    {e.message}
                  </Alert>
                )}
              </TableCell>
              <TableCell align="right">
                <IconButton
                  aria-label={`Remove ${e.bondId} from the list`}
                  onClick={() => onRemove(e.key)}
                  disabled={busy || e.state === 'done'}
                >
                  <CloseIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
