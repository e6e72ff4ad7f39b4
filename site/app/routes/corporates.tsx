import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MetaFunction } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import { ItemAccordion } from '../corporate/benefit-accordion.tsx';
import { StatBoxes } from '../corporate/stat-boxes.tsx';
import { sectionItems } from '../data/api.server.ts';
import { SiteForm } from '../forms/site-form.tsx';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('0 Deposit Rentals for your Employees'),
      description: msg(
        'Offer Nivaas zero-deposit rentals as an employee benefit: relocating employees move into verified homes without a security deposit, at no cost to the company.',
      ),
      path: '/corporates',
    },
    matches,
  );

export async function loader({ context }: LoaderFunctionArgs) {
  const [stats, benefits] = await Promise.all([
    sectionItems(context, 'corporateStat'),
    sectionItems(context, 'corporateBenefit'),
  ]);
  return { stats, benefits };
}

const FORM_ID = 'partner-with-us';

/** /corporates (spec 000 §2 Corporate page). */
export default function Corporates() {
  const t = useT();
  const { stats, benefits } = useLoaderData<typeof loader>();
  return (
    <>
      <Box
        component="section"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          pt: { xs: 6, md: 10 },
          pb: { xs: 10, md: 14 },
          backgroundImage: 'linear-gradient(135deg, #0F4C81 0%, #0A3559 100%)',
        }}
      >
        <Container
          maxWidth="lg"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 4, alignItems: 'center' }}
        >
          <Box>
            <Typography
              component="p"
              sx={{ fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: '#FFD8C2', mb: 1.5 }}
            >
              {t('For HR and admin teams')}
            </Typography>
            <Typography variant="h1">{t('0 Deposit Rentals for your Employees')}</Typography>
            <Typography sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 620, opacity: 0.95 }}>
              {t(
                "Relocating employees spend up to ten months' rent on security deposits. With Nivaas they move into verified homes with a rental bond instead, and your company adds a valued benefit at no cost.",
              )}
            </Typography>
            <Button href={`#${FORM_ID}`} variant="contained" color="secondary" size="large" sx={{ mt: 4, px: 4 }}>
              {t('Partner with us')}
            </Button>
          </Box>
          <Box aria-hidden sx={{ display: { xs: 'none', md: 'block' } }}>
            <svg
              viewBox="0 0 320 240"
              width="320"
              height="240"
              style={{ width: '100%', height: 'auto' }}
              role="presentation"
            >
              <rect x="20" y="60" width="120" height="160" rx="10" fill="#FFFFFF" opacity="0.14" />
              <rect x="160" y="20" width="140" height="200" rx="10" fill="#FFFFFF" opacity="0.2" />
              {[0, 1, 2, 3].map((r) =>
                [0, 1, 2].map((c) => (
                  <rect
                    key={`${r}-${c}`}
                    x={178 + c * 40}
                    y={42 + r * 42}
                    width="24"
                    height="24"
                    rx="4"
                    fill="#FFFFFF"
                    opacity="0.55"
                  />
                )),
              )}
              {[0, 1, 2].map((r) =>
                [0, 1].map((c) => (
                  <rect
                    key={`a${r}-${c}`}
                    x={40 + c * 50}
                    y={84 + r * 42}
                    width="28"
                    height="24"
                    rx="4"
                    fill="#FFFFFF"
                    opacity="0.45"
                  />
                )),
              )}
              <circle cx="250" cy="212" r="22" fill="#B94A12" />
              <path
                d="M240 212l7 7 14-14"
                stroke="#FFFFFF"
                strokeWidth="4"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ mt: { xs: -6, md: -8 }, position: 'relative' }}>
        <Typography
          component="h2"
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {t('Nivaas for corporates in numbers')}
        </Typography>
        <StatBoxes items={stats} />
      </Container>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: { xs: 5, md: 6 },
            alignItems: 'start',
          }}
        >
          <Box>
            <Typography variant="h2">{t('Why companies choose Nivaas')}</Typography>
            <Typography sx={{ mt: 1.5, mb: 3, color: 'text.secondary' }}>
              {t(
                'A rental bond replaces the cash deposit. Your people settle in faster; landlords stay fully protected.',
              )}
            </Typography>
            <ItemAccordion items={benefits} idPrefix="corporate-benefit" />
          </Box>
          <Paper id={FORM_ID} variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, scrollMarginTop: 96 }}>
            <Typography variant="h3" component="h2">
              {t('Partner with us')}
            </Typography>
            <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
              {t('Tell us about your team and we will set up a zero-deposit housing plan within two working days.')}
            </Typography>
            <SiteForm slug="corporate-contact" idPrefix="corporate" />
          </Paper>
        </Box>
      </Container>
    </>
  );
}
