import BoltIcon from '@mui/icons-material/Bolt';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { SiteSection } from '#generated/types/site-section.ts';

const ICONS = [VerifiedUserOutlinedIcon, ShieldOutlinedIcon, TrendingUpIcon, BoltIcon];

/** The partner page's four info cards (site-section `partnerCard`). */
export function InfoCards({ items }: { items: SiteSection[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      {items.map((item, i) => {
        const Icon = ICONS[i % ICONS.length];
        return (
          <Box
            component="li"
            key={item.id ?? item.title}
            sx={{ border: '1px solid #D5DDE6', borderRadius: 3, p: 3, bgcolor: '#FFFFFF' }}
          >
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                borderRadius: 2,
                bgcolor: 'primary.light',
                color: 'primary.main',
                display: 'grid',
                placeItems: 'center',
                mb: 2,
              }}
            >
              <Icon />
            </Box>
            <Typography variant="h4" component="h3">
              {item.title}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>{item.description}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}
