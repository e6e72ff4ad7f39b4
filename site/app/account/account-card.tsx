import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the account pages reached from e-mailed links: one card, its heading (the page's h1) and a lead text. */
export function AccountCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Box
        sx={{
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: { xs: 3, md: 5 },
          boxShadow: '0 8px 24px rgba(15, 76, 129, 0.08)',
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
          {title}
        </Typography>
        {lead && (
          <Typography component="div" sx={{ color: 'text.secondary', mb: 3 }}>
            {lead}
          </Typography>
        )}
        {children}
      </Box>
    </Container>
  );
}

/** While the form's code loads (first visit without a server render of it): the space it will take, no layout shift. */
export function FormSpace({ label, height = 220 }: { label: string; height?: number }) {
  return <Box role="status" aria-label={label} sx={{ minHeight: height }} />;
}
