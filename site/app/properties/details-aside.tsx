import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { useT } from '#forms/i18n.tsx';

import { SiteForm } from '../forms/site-form.tsx';
import { ScheduleVisit } from '../visits/schedule-visit.tsx';
import type { BondOffer } from './bond-offer.server.ts';
import { BondRequestCard } from './bond-request-card.tsx';
import { srOnly } from './styles.ts';

/** The details-page lead's default budget (spec 000 §9). */
const LEAD_BUDGET = 30000;

/**
 * The details page's side column: the lead form, visit scheduling, and the bond: the Kota "Buy Bond" link, or the
 * bond card of a signed-in tenant (request, transfer, pay) and a sign-in prompt for visitors.
 */
export function DetailsAside({
  property: p,
  buyBondUrl,
  bondOffer,
}: {
  property: { id: string; name: string; landlordId: string; propertyType: string };
  buyBondUrl?: string;
  bondOffer?: BondOffer | null;
}) {
  const t = useT();
  return (
    <Box
      component="aside"
      aria-labelledby="move-title"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
        minWidth: 0,
      }}
    >
      <Box
        sx={{
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 2,
          p: { xs: 2, md: 3 },
          boxShadow: '0 8px 24px rgba(15,76,129,.08)',
        }}
      >
        <Box component="h2" id="move-title" sx={{ fontSize: '1.3rem', fontWeight: 800, mt: 0, mb: 0.5 }}>
          {t('Yes, I want to make a move!')}
        </Box>
        <Box component="p" sx={{ mt: 0, mb: 2, color: 'text.secondary', fontSize: 14 }}>
          {t('Share your details and our team will call you about {name}.', { name: p.name })}
        </Box>
        <SiteForm
          slug="details-lead-form"
          extra={{ propertyId: p.id, propertyType: p.propertyType, budget: LEAD_BUDGET, source: 'property-details' }}
        />
      </Box>
      <ScheduleVisit key={p.id} property={{ id: p.id, name: p.name, landlordId: p.landlordId }} />
      {!buyBondUrl && <BondRequestCard propertyId={p.id} offer={bondOffer} />}
      {buyBondUrl ? (
        <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: { xs: 2, md: 3 } }}>
          <Box component="p" sx={{ mt: 0, mb: 1.5, fontWeight: 600 }}>
            {t('Skip the deposit for this Kota property with a Nivaas rental bond.')}
          </Box>
          <Button
            component="a"
            href={buyBondUrl}
            target="_blank"
            rel="noopener"
            variant="contained"
            color="secondary"
            fullWidth
            size="large"
          >
            {t('Buy Bond')}
            <Box component="span" sx={srOnly}>
              {' '}
              {t('(opens in a new window)')}
            </Box>
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
