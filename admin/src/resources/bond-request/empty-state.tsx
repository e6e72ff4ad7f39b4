import InboxIcon from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A quiet empty state: an icon, a sentence, and an optional action. */
export function EmptyState({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        textAlign: 'center',
        py: { xs: 5, md: 7 },
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 3,
      }}
    >
      <InboxIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography component="p" variant="h6" sx={{ mt: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 420, mx: 'auto' }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
