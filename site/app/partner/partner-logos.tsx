import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { SiteSection } from '#generated/types/site-section.ts';

const COLOURS = ['#0F4C81', '#B94A12', '#1E7B34', '#5B3A8C', '#0A6E74', '#8A4B00', '#9C2A4A', '#3A5A1E'];
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** "Our Partners" (site-section `partnerLogo`): the partner's logo image when it has one, else its monogram and name. */
export function PartnerLogos({ items }: { items: SiteSection[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {items.map((item, i) => (
        <Box
          component="li"
          key={item.id ?? item.title}
          sx={{
            border: '1px solid #D5DDE6',
            borderRadius: 3,
            p: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            bgcolor: '#FFFFFF',
            minHeight: 84,
          }}
        >
          {item.image ? (
            <Box
              component="img"
              src={item.image}
              alt={item.title}
              width={120}
              height={48}
              loading="lazy"
              sx={{ objectFit: 'contain', maxWidth: '100%' }}
            />
          ) : (
            <>
              <Box
                aria-hidden
                sx={{
                  flex: 'none',
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  bgcolor: COLOURS[i % COLOURS.length],
                  color: '#FFFFFF',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                }}
              >
                {initials(item.title)}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.25 }}>{item.title}</Typography>
                {item.description && (
                  <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>{item.description}</Typography>
                )}
              </Box>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
