import { Alert, Box, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate } from '../schema-resources/format';
import { DeleteButton } from './DeleteButton';

export interface ApiToken {
  id: string;
  description: string;
  createdAt?: string;
  lastUsedAt?: string;
  expiresAt?: string;
}

export interface TokensTableProps {
  tokens?: ApiToken[];
  loading: boolean;
  error?: Error | null;
  onDelete: (token: ApiToken) => Promise<unknown>;
}

const wide = { display: { xs: 'none', sm: 'table-cell' } };
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The caller's API tokens (never their values): description, dates and a delete button. */
export function TokensTable({ tokens, loading, error, onDelete }: TokensTableProps) {
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (loading) return <Skeleton variant="rounded" height={120} />;
  if (!tokens?.length) return <Typography color="text.secondary">No tokens yet. Create one to connect your systems.</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="API tokens">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell>Created On</TableCell>
            <TableCell sx={wide}>Last Used</TableCell>
            <TableCell sx={wide}>Expires On</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((t) => (
            <TableRow key={t.id} data-testid="token-row">
              <TableCell sx={{ wordBreak: 'break-word' }}>{t.description}</TableCell>
              <TableCell>{formatDate(t.createdAt)}</TableCell>
              <TableCell sx={wide}>{t.lastUsedAt ? formatDate(t.lastUsedAt, true) : 'Never'}</TableCell>
              <TableCell sx={wide}>{t.expiresAt ? formatDate(t.expiresAt) : 'Never'}</TableCell>
              <TableCell align="right">
                <DeleteButton what={`token ${t.description}`} onConfirm={() => onDelete(t)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
