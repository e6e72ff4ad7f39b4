import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A card of the account area: a heading (h2) and its content. In a file of its own so that the pages using it do not
 * import the dashboard's state card, which the dashboard loads on its own (a lazy part).
 */
export function Card({ title, children, tone }: { title: string; children: ReactNode; tone?: 'warning' }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: tone === 'warning' ? 'warning.main' : 'divider',
        borderRadius: 2,
        p: { xs: 2.5, md: 3.5 },
        boxShadow: '0 8px 24px rgba(15, 76, 129, 0.06)',
      }}
    >
      <Typography
        variant="h5"
        component="h2"
        sx={{ fontWeight: 700, color: 'primary.dark', mb: 2, fontSize: { xs: 20, md: 22 } }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
