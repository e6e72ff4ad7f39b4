import BedIcon from '@mui/icons-material/Bed';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PlaceIcon from '@mui/icons-material/Place';
import SavingsIcon from '@mui/icons-material/Savings';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import type { MetaFunction } from '@remix-run/react';
import { Link, useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { city as CITIES } from '#generated/enums.ts';

import { sectionItems } from '../data/api.server.ts';
import { lazyPart } from '../layout/lazy-part.tsx';
import { plainButton } from '../layout/ui.tsx';
import { BannerArt } from '../marketing/art.tsx';
import { useLeadPopup } from '../marketing/lead-popup-host.tsx';
import { FeatureCard, Section } from '../marketing/section.tsx';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The steps, as on the front page: their code loads when they come near the view (decision 053). */
const HowItWorks = lazyPart(() => import('../marketing/how-it-works.tsx').then((m) => m.HowItWorks));

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Co-living Rooms and PGs Without a Security Deposit'),
      description: msg(
        'Furnished co-living rooms and PGs with meals, Wi-Fi and housekeeping in nine Indian cities. Move in with a Nivaas rental bond instead of a cash deposit.',
      ),
      path: '/nivaascolivingrooms',
    },
    matches,
  );

export async function loader({ context }: LoaderFunctionArgs) {
  const [features, steps] = await Promise.all([
    sectionItems(context, 'colivingFeature', 6),
    sectionItems(context, 'howItWorks', 4),
  ]);
  const pick = ({ id, title, description }: { id?: string; title: string; description?: string }) => ({
    id: id ?? title,
    title,
    description,
  });
  return { features: features.map(pick), steps: steps.map(pick) };
}

const ICONS = [BedIcon, CleaningServicesIcon, SavingsIcon, VerifiedUserIcon, PlaceIcon, EventAvailableIcon];

const cta = {
  display: 'inline-flex',
  alignItems: 'center',
  px: 3.5,
  py: 1.5,
  borderRadius: '999px',
  fontWeight: 800,
  fontSize: 17,
  textDecoration: 'none',
  '&:focus-visible': { outline: '3px solid #FFD2B3', outlineOffset: 2 },
} as const;

/** The co-living rooms landing page: hero, what a room includes, how it works, and the two ways on (search, share details). */
export default function ColivingRooms() {
  const t = useT();
  const { features, steps } = useLoaderData<typeof loader>();
  const lead = useLeadPopup();
  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <Box
        component={Link}
        to="/properties"
        sx={{ ...cta, bgcolor: 'secondary.main', color: '#FFFFFF', '&:hover': { bgcolor: '#9A3D0E' } }}
      >
        {t('Search Properties')}
      </Box>
      <Box
        component="button"
        type="button"
        aria-haspopup="dialog"
        onClick={lead.show}
        sx={{ ...plainButton, ...cta, bgcolor: '#FFFFFF', color: 'primary.dark', '&:hover': { bgcolor: '#FFE9DB' } }}
      >
        {t('Experience now')}
      </Box>
    </Box>
  );
  return (
    <>
      <Box
        component="section"
        aria-labelledby="coliving-title"
        sx={{ background: 'linear-gradient(135deg, #0A3559 0%, #0F4C81 60%, #1C5F99 100%)', color: '#FFFFFF' }}
      >
        <Box
          sx={{
            maxWidth: 1200,
            mx: 'auto',
            px: { xs: 2.5, md: 3 },
            py: { xs: 5, md: 9 },
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' },
            alignItems: 'center',
          }}
        >
          <div>
            <Box
              component="p"
              sx={{
                m: 0,
                mb: 2,
                fontSize: { xs: 13, md: 15 },
                fontWeight: 800,
                letterSpacing: '.12em',
                textTransform: 'uppercase',
                color: '#FFD2B3',
              }}
            >
              {t('Nivaas co-living rooms')}
            </Box>
            <Box component="h1" id="coliving-title" sx={{ typography: 'h1', m: 0 }}>
              {t('Furnished co-living rooms and PGs, with zero deposit')}
            </Box>
            <Box
              component="p"
              sx={{ mt: 2.5, mb: 4, fontSize: { xs: 17, md: 19 }, lineHeight: 1.6, color: '#E6EEF6', maxWidth: 600 }}
            >
              {t(
                "Private, double and triple sharing rooms with meals, Wi-Fi and housekeeping in {cities} and {last}. Move in with a Nivaas rental bond instead of two months' rent as a cash deposit.",
                { cities: CITIES.slice(0, -1).join(', '), last: CITIES[CITIES.length - 1]! },
              )}
            </Box>
            {actions}
          </div>
          <Box sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 420, justifySelf: 'end', width: '100%' }}>
            <BannerArt variant={1} />
          </Box>
        </Box>
      </Box>
      {features.length > 0 && (
        <Section
          id="features"
          title={t('Everything a room includes')}
          intro={t('One monthly rent, no deposit, and a room that is ready the day you arrive.')}
        >
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            }}
          >
            {features.map((f, i) => {
              const Icon = ICONS[i % ICONS.length];
              return (
                <FeatureCard
                  key={f.id}
                  data-feature
                  icon={<Icon />}
                  tone={i % 2 ? 'orange' : 'blue'}
                  title={f.title}
                  description={f.description}
                />
              );
            })}
          </Box>
        </Section>
      )}
      <Box sx={{ bgcolor: '#F3F7FB' }}>
        <HowItWorks items={steps} />
      </Box>
      <Box
        component="section"
        aria-labelledby="coliving-cta-title"
        sx={{ bgcolor: 'primary.main', color: '#FFFFFF', py: { xs: 6, md: 8 } }}
      >
        <Box
          sx={{
            maxWidth: 900,
            mx: 'auto',
            px: { xs: 2.5, md: 3 },
            textAlign: 'center',
            display: 'grid',
            justifyItems: 'center',
            gap: 2,
          }}
        >
          <Box component="h2" id="coliving-cta-title" sx={{ typography: 'h2', m: 0 }}>
            {t('Find your room today')}
          </Box>
          <Box component="p" sx={{ m: 0, mb: 1, fontSize: { xs: 16, md: 18 }, color: '#E6EEF6' }}>
            {t(
              'Browse verified co-living rooms in your city, or share your details and our team will call you with options.',
            )}
          </Box>
          {actions}
        </Box>
      </Box>
      {lead.element}
    </>
  );
}
