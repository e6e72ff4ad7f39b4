import DescriptionIcon from '@mui/icons-material/Description';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import ShieldIcon from '@mui/icons-material/Shield';
import Box from '@mui/material/Box';

import { useT } from '#forms/i18n.tsx';

import { NewWindowHint } from '../layout/ui.tsx';
import { BondArt } from './art.tsx';
import { cardSx, FeatureCard, Section } from './section.tsx';
import type { SectionItem } from './types.ts';

const ICONS = [ShieldIcon, LocationCityIcon, DescriptionIcon];

/** Three why-choose-us items and the image link to the app site's sign-up page (spec 000 §2). */
export function WhyChooseUs({ items, signupUrl }: { items: SectionItem[]; signupUrl: string }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <Section id="whyChooseUs" title={t('Why choose Nivaas')} tone="tint">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr 1fr' },
          alignItems: 'stretch',
        }}
      >
        {items.map((item, i) => {
          const Icon = ICONS[i % ICONS.length];
          return (
            <FeatureCard
              key={item.id}
              as="div"
              icon={<Icon />}
              tone={i === 1 ? 'orange' : 'blue'}
              title={item.title}
              description={item.description}
            />
          );
        })}
        <Box
          component="a"
          href={signupUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{
            ...cardSx,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            textDecoration: 'none',
            color: 'primary.dark',
            '&:hover': { borderColor: 'primary.main' },
            '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2 },
          }}
        >
          <BondArt />
          <Box component="span" sx={{ fontWeight: 800, fontSize: 18 }}>
            {t('Get your rental bond online')}
          </Box>
          <Box component="span" sx={{ color: 'secondary.main', fontWeight: 700 }}>
            {t('Sign up on the Nivaas app →')}
          </Box>
          <NewWindowHint />
        </Box>
      </Box>
    </Section>
  );
}
