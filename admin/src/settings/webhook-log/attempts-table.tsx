import { Alert, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';

import { useConsoleData } from '#admin/api/use-console-data.ts';

import { LogTime } from './log-time.tsx';
import { LOG_KEY, REFRESH_MS } from './webhook-log-api.ts';

export interface AttemptsTableProps {
  messageId: string;
  msgId: string;
  /** The message is still on its way: ask more often. */
  busy: boolean;
  /** Changes whenever the message's state does (status, attempt count), so a new attempt is asked for at once. */
  version: string;
}

/** The attempts of one message, newest first: time, status code, duration, next retry, and the error under its attempt. */
export function AttemptsTable({ messageId, msgId, busy, version }: AttemptsTableProps) {
  const dataProvider = useConsoleData();
  const attempts = useQuery({
    queryKey: [...LOG_KEY, 'attempts', messageId, version],
    queryFn: () => dataProvider.webhookAttempts(messageId),
    placeholderData: keepPreviousData,
    refetchInterval: busy ? REFRESH_MS.busy : REFRESH_MS.idle,
  });
  if (attempts.error) return <Alert severity="error">{attempts.error.message}</Alert>;
  if (attempts.isPending) return <Skeleton variant="rounded" height={56} />;
  const rows = attempts.data.results;
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No attempt yet: the message is waiting for its first delivery.
      </Typography>
    );
  return (
    <Table
      size="small"
      aria-label={`Attempts of ${msgId}`}
      data-testid="webhook-attempts"
      sx={{ '& td, & th': { px: { xs: 0.75, sm: 1 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Time</TableCell>
          <TableCell>Status code</TableCell>
          <TableCell>Duration</TableCell>
          <TableCell>Next retry</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((a) => (
          <Fragment key={a.id}>
            <TableRow data-testid="webhook-attempt" sx={a.error ? { '& td': { borderBottom: 0 } } : undefined}>
              <TableCell>
                <LogTime value={a.attemptedAt} />
              </TableCell>
              <TableCell>
                <Typography
                  variant="body2"
                  component="span"
                  sx={{
                    fontWeight: 600,
                    color:
                      a.statusCode !== undefined && a.statusCode >= 200 && a.statusCode < 300
                        ? 'success.main'
                        : 'error.main',
                  }}
                >
                  {a.statusCode ?? 'None'}
                </Typography>
              </TableCell>
              <TableCell>{`${a.durationMs} ms`}</TableCell>
              <TableCell>
                <LogTime value={a.nextAttemptAt} />
              </TableCell>
            </TableRow>
            {a.error && (
              <TableRow>
                <TableCell colSpan={4} sx={{ pt: 0 }}>
                  <Typography variant="caption" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {`Error: ${a.error}`}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
