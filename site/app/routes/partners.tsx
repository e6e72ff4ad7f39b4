import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MetaFunction } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import { sectionItems } from '../data/api.server.ts';
import { SiteForm } from '../forms/site-form.tsx';
import { BannerCarousel } from '../partner/banner-carousel.tsx';
import { BenefitList } from '../partner/benefit-list.tsx';
import { InfoCards } from '../partner/info-cards.tsx';
import { PartnerLogos } from '../partner/partner-logos.tsx';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Partner with Nivaas'),
      description: msg(
        'Co-living and PG operators and landlords: list with Nivaas and welcome verified, deposit-free tenants whose rent and damages are guaranteed.',
      ),
      path: '/partners',
    },
    matches,
  );

export async function loader({ context }: LoaderFunctionArgs) {
  const [banners, cards, benefits, logos] = await Promise.all(
    ['partnerBanner', 'partnerCard', 'partnerBenefit', 'partnerLogo'].map((s) => sectionItems(context, s)),
  );
  return { banners: banners.slice(0, 3), cards: cards.slice(0, 4), benefits, logos };
}

/** The id the "Become a Partner" banner button points at. */
const FORM_ID = 'become-a-partner';

/** /partners (spec 000 §2 Partner/operator landing page). */
export default function Partners() {
  const t = useT();
  const { banners, cards, benefits, logos } = useLoaderData<typeof loader>();
  return (
    <>
      <BannerCarousel items={banners} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('Why operators list with Nivaas')}
        </Typography>
        <Typography sx={{ mb: 4, color: 'text.secondary', maxWidth: 720 }}>
          {t(
            "Tenants come to Nivaas to avoid the security deposit. You get them verified, with every month's rent and your property guaranteed.",
          )}
        </Typography>
        <InfoCards items={cards} />
      </Container>
      <Box sx={{ bgcolor: '#F4F7FA', py: { xs: 6, md: 9 } }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: { xs: 5, md: 8 },
            alignItems: 'start',
          }}
        >
          <Box>
            <Typography variant="h2" sx={{ mb: 3 }}>
              {t('Benefits')}
            </Typography>
            <BenefitList items={benefits} />
          </Box>
          <Paper id={FORM_ID} variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, scrollMarginTop: 96 }}>
            <Typography variant="h3" component="h2">
              {t('Become a Partner')}
            </Typography>
            <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
              {t('Leave your details and our partnerships team will call you within one working day.')}
            </Typography>
            <SiteForm slug="partner-form" idPrefix="partner" />
          </Paper>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography variant="h2" sx={{ mb: 4 }}>
          {t('Our Partners')}
        </Typography>
        <PartnerLogos items={logos} />
      </Container>
    </>
  );
}
