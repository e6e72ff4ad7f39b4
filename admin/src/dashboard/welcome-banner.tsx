import { Box, Paper, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';

import type { ConsoleConfig } from '../layout/console-config.ts';

/** A short line per user type under the greeting. */
const LINES: Record<ConsoleConfig['type'], string> = {
  employee: 'Bonds issued, claims, new users and revenue across Nivaas, at a glance.',
  landlord: 'Bonds on your properties, claims you raised, your new tenants and the fees paid.',
  partner: 'Bonds, claims, new tenants and fees on your account, at a glance.',
  tenant: 'Your bonds and requests at a glance.',
};

const longDate = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "Welcome back, <name>", today's date, what this dashboard shows the viewer, and the viewer's next step (`action`). */
export function WelcomeBanner({ type, action }: { type?: ConsoleConfig['type']; action?: ReactNode }) {
  const theme = useTheme();
  const { identity } = useGetIdentity();
  const name = identity?.fullName ? String(identity.fullName) : '';
  const main = theme.palette.primary.main;
  return (
    <Paper
      data-testid="welcome-banner"
      component="section"
      aria-labelledby="welcome-heading"
      elevation={0}
      sx={{
        p: { xs: 2.5, md: 3.5 },
        borderRadius: 3,
        color: theme.palette.primary.contrastText,
        background: `linear-gradient(120deg, ${main} 0%, ${alpha(main, 0.85)} 60%, ${theme.palette.secondary.main} 160%)`,
      }}
    >
      <Typography variant="overline" component="p" sx={{ opacity: 0.9, letterSpacing: 1 }}>
        {longDate.format(new Date())}
      </Typography>
      <Typography
        id="welcome-heading"
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
      >
        Welcome back{name ? `, ${name}` : ''}
      </Typography>
      {type && (
        <Box component="p" sx={{ m: 0, mt: 1, maxWidth: 720, opacity: 0.95 }}>
          {LINES[type]}
        </Box>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}
