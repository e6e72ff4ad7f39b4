import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { MetaFunction } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import faqSchema from '#generated/schemas/faq.json';

import { orEmpty } from '../data/api.server.ts';
import { type AudienceFaqs, FaqBrowser } from '../faq/faq-browser.tsx';
import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('FAQs'),
      description: msg(
        'Answers about Nivaas rental bonds for tenants, landlords, partners and corporates: cost, coverage, claims, cancellation and refunds.',
      ),
      path: '/faqs',
    },
    matches,
  );

/** Tab names of the audiences of schemas/faq.schema.json (tenant first). */
const LABELS: Record<string, string> = {
  tenant: msg('Tenants'),
  landlord: msg('Landlords'),
  partner: msg('Partners'),
  corporate: msg('Corporates'),
};
const AUDIENCES = (faqSchema.properties.audience.enum as string[])
  .slice()
  .sort((a, b) => (a === 'tenant' ? -1 : b === 'tenant' ? 1 : 0));

export async function loader({ context }: LoaderFunctionArgs) {
  const groups: AudienceFaqs[] = await Promise.all(
    AUDIENCES.map(async (audience) => ({
      audience,
      label: LABELS[audience] ?? audience,
      items: (await orEmpty(context.data.list('faq', { audience, sortBy: 'order:asc', limit: 100 }))).results.map(
        ({ id, title, description, audience: a }) => ({ id, title, description, audience: a }),
      ),
    })),
  );
  return { groups: groups.filter((g) => g.audience === 'tenant' || g.items.length) };
}

/** /faqs (spec 000 §2 FAQ page). */
export default function Faqs() {
  const t = useT();
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <Box
        component="section"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 9 }, textAlign: 'center' }}
      >
        <Container maxWidth="md">
          <Typography variant="h1">{t('Hello, how can we help?')}</Typography>
          <Typography sx={{ mt: 1.5, mb: 4, opacity: 0.95, fontSize: { xs: '1.05rem', md: '1.15rem' } }}>
            {t('Search our answers on rental bonds, claims, refunds and partnerships.')}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ mt: { xs: -5, md: -6 }, pb: { xs: 6, md: 9 } }}>
        <FaqBrowser groups={groups} />
      </Container>
    </>
  );
}
