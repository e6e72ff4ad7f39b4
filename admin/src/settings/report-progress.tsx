import { Box, LinearProgress, Typography } from '@mui/material';

import { grouped } from '#domain/format/money.ts';
import { messages } from '#generated/messages.ts';

import type { DownloadProgress } from './download-file.ts';

const kb = (bytes: number) => `${grouped(Math.max(1, Math.round(bytes / 1024)))} KB`;

/**
 * While a report is on its way: an indeterminate bar as the server builds it, then the share of the
 * file received (or the bytes so far when the size is not known).
 */
export function ReportProgress({ progress, label }: { progress: DownloadProgress; label: string }) {
  const { received, total } = progress;
  const percent = total ? Math.min(100, Math.round((received / total) * 100)) : undefined;
  const text = !received
    ? messages.reports.building
    : percent !== undefined
      ? `${percent}% of ${kb(total!)}`
      : kb(received);
  return (
    <Box sx={{ mt: 2 }} data-testid="report-progress">
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={`${label}: ${text}`}
      />
      <Typography variant="caption" color="text.secondary" role="status">
        {text}
      </Typography>
    </Box>
  );
}
