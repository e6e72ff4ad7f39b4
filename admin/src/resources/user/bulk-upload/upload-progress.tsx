import { Box, LinearProgress, Typography } from '@mui/material';

export type UploadStage = { step: 'reading'; share: number } | { step: 'checking' };

/**
 * The bulk upload's progress: the file read in the browser (the first half of the bar, by bytes), then
 * the server checking every row and writing them in one transaction (the bar runs until it answers).
 */
export function UploadProgress({ stage, fileName }: { stage: UploadStage; fileName: string }) {
  const reading = stage.step === 'reading';
  const text = reading
    ? `Reading ${fileName}… ${Math.round(stage.share * 100)}%`
    : `Checking every row of ${fileName}, then saving them all…`;
  return (
    <Box sx={{ my: 2 }} data-testid="bulk-upload-progress">
      <LinearProgress
        variant={reading ? 'determinate' : 'indeterminate'}
        value={reading ? stage.share * 50 : undefined}
        aria-label={text}
      />
      <Typography variant="caption" color="text.secondary" role="status">
        {text}
      </Typography>
    </Box>
  );
}
