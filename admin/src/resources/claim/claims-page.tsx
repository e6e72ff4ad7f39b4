import { Alert, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** The frame of the Claims screen, whoever looks: its title, the list's error if it failed, then the table and drawer. */
export function ClaimsPage({ error, children }: { error?: Error | null; children: ReactNode }) {
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, width: 0, minWidth: '100%' }}>
      <Title title="Claims" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Claims
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      {children}
    </Box>
  );
}
