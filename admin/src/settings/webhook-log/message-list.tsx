import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { visuallyHidden } from '#admin/layout/visually-hidden.ts';

import { wideCell } from '../settings-table.tsx';
import { MessageRow } from './message-row.tsx';
import { LOG_KEY, type LogMessage, REFRESH_MS, webhookKey } from './webhook-log-api.ts';

const PAGE = 20;
/** The API's largest page. */
const MOST = 200;

/** A webhook's messages, newest first, asked again every few seconds while the log is open; more on request. */
export function MessageList({ webhookId, active }: { webhookId: string; active: boolean }) {
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useConsoleData();
  const [limit, setLimit] = useState(PAGE);
  const list = useQuery({
    queryKey: [...LOG_KEY, webhookId, 'messages', limit],
    queryFn: () => dataProvider.webhookMessages(webhookId, limit),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((m) => m.status === 'pending') ? REFRESH_MS.busy : REFRESH_MS.idle,
  });
  // An attempt can turn the webhook off (410 Gone, five failing days) or clear its failures: ask for it again when one is made.
  const progress = list.data?.results.map((m) => `${m.id}:${m.status}:${m.attempts}`).join() ?? '';
  useEffect(() => {
    if (progress) void client.invalidateQueries({ queryKey: webhookKey(webhookId), exact: true });
  }, [progress, webhookId, client]);
  const resend = async (m: LogMessage) => {
    try {
      await dataProvider.webhookResend(m.id);
      notify(`${m.msgId} is queued to be sent again`, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
    await client.invalidateQueries({ queryKey: LOG_KEY });
  };
  if (list.error) return <Alert severity="error">{list.error.message}</Alert>;
  if (list.isPending) return <Skeleton variant="rounded" height={160} />;
  const { results, totalResults } = list.data;
  if (!results.length)
    return (
      <Typography color="text.secondary">
        No messages yet. Events this webhook subscribes to appear here as they happen; send a test event to see one now.
      </Typography>
    );
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table
          size="small"
          aria-label="Messages"
          sx={{ '& td, & th': { px: { xs: 1, sm: 1.5 } }, '& > thead th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  Attempts
                </Box>
              </TableCell>
              <TableCell>Event</TableCell>
              <TableCell sx={wideCell('md')}>Created</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={wideCell('md')} align="right">
                Attempts
              </TableCell>
              <TableCell sx={wideCell('md')} align="right">
                Last code
              </TableCell>
              <TableCell sx={wideCell('md')}>Next retry</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {results.map((m) => (
              <MessageRow key={m.id} message={m} canResend={active} onResend={resend} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography
          variant="caption"
          color="text.secondary"
        >{`${results.length} of ${totalResults} message${totalResults === 1 ? '' : 's'}`}</Typography>
        {totalResults > results.length && limit < MOST && (
          <Button size="small" onClick={() => setLimit(Math.min(limit + PAGE, MOST))} disabled={list.isFetching}>
            Show older messages
          </Button>
        )}
      </Box>
    </>
  );
}
