import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The centred card of the sign-in and password pages, with the Nivaas mark. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: (t) =>
          t.palette.mode === 'light'
            ? 'linear-gradient(135deg, #e6f0f2 0%, #f7efe6 100%)'
            : t.palette.background.default,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" alignItems="center" gap={1.5} sx={{ mb: 3 }}>
            <Box component="img" src="/admin/favicon.svg" alt="" sx={{ width: 40, height: 40 }} />
            <Box>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
                Nivaas
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Console
              </Typography>
            </Box>
          </Stack>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
