import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { SiteSection } from '#generated/types/site-section.ts';

/** The partner page's "Benefits" list (site-section `partnerBenefit`). */
export function BenefitList({ items }: { items: SiteSection[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
      {items.map((item) => (
        <Box component="li" key={item.id ?? item.title} sx={{ display: 'flex', gap: 1.5 }}>
          <CheckCircleIcon aria-hidden sx={{ color: 'success.main', mt: '2px' }} />
          <Box>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              {item.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{item.description}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
