import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MetaFunction } from '@remix-run/react';
import { useSearchParams } from '@remix-run/react';
import { useMemo } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import { ContactInfo } from '../contact/contact-info.tsx';
import { SiteForm } from '../forms/site-form.tsx';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Contact Us'),
      description: msg(
        'Get in touch with Nivaas: our Mumbai office, support phone and mailbox, or send us a message about zero-deposit rentals and rental bonds.',
      ),
      path: '/contactus',
    },
    matches,
  );

/** /contactus (spec 000 §2 Contact page): banner, "Get In Touch", address, phone, mailbox and the contact form. */
export default function ContactUs() {
  const t = useT();
  const [params] = useSearchParams();
  const campaign = params.get('campaign') ?? undefined;
  const extra = useMemo(() => (campaign ? { campaignKey: campaign.slice(0, 120) } : undefined), [campaign]);
  return (
    <>
      <Box
        component="section"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          py: { xs: 6, md: 9 },
          textAlign: 'center',
          backgroundImage:
            'radial-gradient(circle at 85% 20%, rgba(255,255,255,0.14) 0, transparent 40%), radial-gradient(circle at 10% 90%, rgba(255,255,255,0.1) 0, transparent 35%)',
        }}
      >
        <Container maxWidth="md">
          <Typography variant="h1">{t('Contact Us')}</Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.95 }}>
            {t('Questions about a rental bond, a property or a partnership? Our team in Mumbai is one message away.')}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            gap: { xs: 4, md: 6 },
            alignItems: 'start',
          }}
        >
          <Box>
            <Typography variant="h2" component="h2">
              {t('Get In Touch')}
            </Typography>
            <Typography sx={{ mt: 1, mb: 4, color: 'text.secondary', fontSize: '1.1rem' }}>
              {t('We are here for you! How can we help?')}
            </Typography>
            <ContactInfo />
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}>
            <Typography component="h2" variant="h3" sx={{ mb: 2.5 }}>
              {t('Send us a message')}
            </Typography>
            <SiteForm slug="contact-form" idPrefix="contact" extra={extra} />
          </Paper>
        </Box>
      </Container>
    </>
  );
}
