import BoltIcon from '@mui/icons-material/Bolt';
import GavelIcon from '@mui/icons-material/Gavel';
import SavingsIcon from '@mui/icons-material/Savings';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';

import { useT } from '#forms/i18n.tsx';

import { FeatureCard, Section } from './section.tsx';
import type { SectionItem } from './types.ts';

const ICONS = [SavingsIcon, VerifiedUserIcon, BoltIcon, GavelIcon];

/** Benefits of a rental guarantee (four items, spec 000 §1). */
export function Benefits({ items }: { items: SectionItem[] }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <Section
      id="benefits"
      title={t('Benefits of a rental guarantee')}
      intro={t(
        'Why tenants and landlords across India are replacing cash security deposits with a Nivaas rental bond.',
      )}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {items.map((item, i) => {
          const Icon = ICONS[i % ICONS.length];
          return (
            <FeatureCard
              key={item.id}
              icon={<Icon />}
              tone={i % 2 ? 'orange' : 'blue'}
              title={item.title}
              description={item.description}
              sx={{ height: '100%' }}
            />
          );
        })}
      </Box>
    </Section>
  );
}
