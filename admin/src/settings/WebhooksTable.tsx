import { Alert, Box, Chip, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate } from '../schema-resources/format';
import { DeleteButton } from './DeleteButton';

export interface Webhook {
  id: string;
  callback: string;
  events: string[];
  active?: boolean;
  createdAt?: string;
  secret?: string;
}

export interface WebhooksTableProps {
  webhooks?: Webhook[];
  loading: boolean;
  error?: Error | null;
  onDelete: (webhook: Webhook) => Promise<unknown>;
}

const wide = { display: { xs: 'none', md: 'table-cell' } };
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The caller's webhook subscriptions: callback URL, events, state and a delete button. */
export function WebhooksTable({ webhooks, loading, error, onDelete }: WebhooksTableProps) {
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (loading) return <Skeleton variant="rounded" height={120} />;
  if (!webhooks?.length) return <Typography color="text.secondary">No webhooks yet. Add one to be told when something happens.</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Webhooks">
        <TableHead>
          <TableRow>
            <TableCell>Callback URL</TableCell>
            <TableCell>Events</TableCell>
            <TableCell sx={wide}>Active</TableCell>
            <TableCell sx={wide}>Created On</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {webhooks.map((w) => (
            <TableRow key={w.id} data-testid="webhook-row">
              <TableCell sx={{ wordBreak: 'break-all', maxWidth: 320 }}>{w.callback}</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {w.events.map((e) => (
                    <Chip key={e} label={e} size="small" />
                  ))}
                </Stack>
              </TableCell>
              <TableCell sx={wide}>{w.active === false ? 'No' : 'Yes'}</TableCell>
              <TableCell sx={wide}>{formatDate(w.createdAt)}</TableCell>
              <TableCell align="right">
                <DeleteButton what={`webhook ${w.callback}`} onConfirm={() => onDelete(w)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
