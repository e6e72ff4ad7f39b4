import type BedIcon from '@mui/icons-material/Bed';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The details page's small building blocks: a titled section, one fact tile, a badge. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Box component="h2" sx={{ fontSize: '1.3rem', fontWeight: 800, mt: 0, mb: 2 }}>
        {title}
      </Box>
      {children}
    </Box>
  );
}

export function Fact({ Icon, label, value }: { Icon: typeof BedIcon; label: string; value: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: { xs: 1.25, md: 2 }, textAlign: 'center' }}
    >
      <Icon aria-hidden="true" sx={{ color: 'primary.main' }} />
      <Box component="span" sx={{ display: 'block', fontWeight: 800, fontSize: '1.2rem' }}>
        {value ?? '–'}
      </Box>
      <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
        {label}
      </Box>
    </Box>
  );
}

export function Badge({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        bgcolor: 'primary.light',
        color: 'primary.dark',
        fontWeight: 700,
        fontSize: 13,
        px: 1.25,
        py: 0.5,
        borderRadius: 1,
      }}
    >
      {children}
    </Box>
  );
}
