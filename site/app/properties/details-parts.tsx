import type BedIcon from '@mui/icons-material/Bed';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The details page's small building blocks: a titled section, one fact tile, a badge. The tiles and badges are
 * plain elements styled once by their list (FACTS_SX, BADGES_SX): the page hydrates one style rule set for
 * each list, not one per element.
 */
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

/** The list of fact tiles (bedrooms, bathrooms, age). */
export const FACTS_SX = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: { xs: 1, md: 2 },
  listStyle: 'none',
  p: 0,
  mt: 3,
  mb: 0,
  '& > li': {
    border: '1px solid',
    borderColor: 'divider',
    borderRadius: 2,
    p: { xs: 1.25, md: 2 },
    textAlign: 'center',
  },
  '& > li > svg': { color: 'primary.main' },
  '& .fact-value': { display: 'block', fontWeight: 800, fontSize: '1.2rem' },
  '& .fact-label': { display: 'block', fontSize: 13, color: 'text.secondary' },
} as const;

export function Fact({ Icon, label, value }: { Icon: typeof BedIcon; label: string; value: ReactNode }) {
  return (
    <li>
      <Icon aria-hidden="true" />
      <span className="fact-value">{value ?? '–'}</span>
      <span className="fact-label">{label}</span>
    </li>
  );
}

/** The row of badges (type, gender, id). */
export const BADGES_SX = {
  display: 'flex',
  gap: 1,
  flexWrap: 'wrap',
  mt: 3,
  '& > span': {
    bgcolor: 'primary.light',
    color: 'primary.dark',
    fontWeight: 700,
    fontSize: 13,
    px: 1.25,
    py: 0.5,
    borderRadius: 1,
  },
} as const;

export function Badge({ children }: { children: ReactNode }) {
  return <span>{children}</span>;
}
