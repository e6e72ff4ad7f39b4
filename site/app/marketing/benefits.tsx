import Box from '@mui/material/Box';
import BoltIcon from '@mui/icons-material/Bolt';
import GavelIcon from '@mui/icons-material/Gavel';
import SavingsIcon from '@mui/icons-material/Savings';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { cardSx, IconBadge, Section } from './section.tsx';
import type { SectionItem } from './types.ts';

const ICONS = [SavingsIcon, VerifiedUserIcon, BoltIcon, GavelIcon];

/** Benefits of a rental guarantee (four items, 000 §1). */
export function Benefits({ items }: { items: SectionItem[] }) {
  if (!items.length) return null;
  return (
    <Section id="benefits" title="Benefits of a rental guarantee" intro="Why tenants and landlords across India are replacing cash security deposits with a Nivaas rental bond.">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {items.map((item, i) => {
          const Icon = ICONS[i % ICONS.length];
          return (
            <Box component="li" key={item.id} sx={{ ...cardSx, height: '100%' }}>
              <IconBadge tone={i % 2 ? 'orange' : 'blue'}>
                <Icon />
              </IconBadge>
              <Box component="h3" sx={{ typography: 'h4', m: 0, mb: 1, color: 'primary.dark' }}>
                {item.title}
              </Box>
              <Box component="p" sx={{ m: 0, color: 'text.secondary', lineHeight: 1.6 }}>
                {item.description}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
