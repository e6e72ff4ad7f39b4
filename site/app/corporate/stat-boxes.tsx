import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { grouped } from '#domain/format/money.ts';
import type { SiteSection } from '#generated/types/site-section.ts';

/** The corporate page's stat boxes (site-section `corporateStat`). */
export function StatBoxes({ items }: { items: SiteSection[] }) {
  if (!items.length) return null;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${Math.min(items.length, 4)}, 1fr)` },
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.id ?? item.title}
          sx={{
            bgcolor: '#FFFFFF',
            borderRadius: 3,
            p: { xs: 2, md: 3 },
            boxShadow: '0 6px 24px rgba(15,76,129,0.12)',
            textAlign: 'center',
          }}
        >
          <Typography
            component="p"
            sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}
          >
            {item.prefix}
            {grouped(item.value)}
            {item.suffix}
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: { xs: '0.9rem', md: '1rem' } }}>
            {item.title}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
