import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import type { BondVerification } from '#client/bond-verification.ts';
import { shownDate } from '#domain/format/dates.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { Facts } from '../home/facts.tsx';

const m = messages.bondCertificate;
const COVERS = [m.coverRent, m.coverNotice, m.coverDamage, m.coverUtilities];
const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default' | 'error'> = {
  Active: 'success',
  'Pending-Check-in': 'warning',
  Released: 'default',
  Cancelled: 'error',
};

/** What Nivaas's record says of a bond a certificate names: genuine, its status, amount and dates, what it covers. */
export function BondVerificationCard({ bond }: { bond: BondVerification }) {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby="verify-title"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 2.5, md: 4 },
        boxShadow: '0 12px 32px rgba(15, 76, 129, 0.08)',
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 3 }}>
        <VerifiedIcon
          aria-hidden
          sx={{ fontSize: { xs: 40, md: 48 }, color: bond.inForce ? 'success.main' : 'text.secondary', flexShrink: 0 }}
        />
        <div>
          <Typography
            id="verify-title"
            variant="h1"
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, color: 'primary.dark', mb: 0.75 }}
          >
            {t(m.genuine)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t(fillMessage(m.genuineText, { bondId: bond.bondId }))}
          </Typography>
        </div>
      </Box>
      {!bond.inForce && (
        <Alert severity={bond.status === 'Cancelled' ? 'error' : 'warning'} sx={{ mb: 3 }}>
          {t(fillMessage(m.notInForce, { status: bond.status }))}
        </Alert>
      )}
      <Facts
        rows={[
          [t('Bond number'), bond.bondId],
          [
            t('Status'),
            <Chip key="status" size="small" color={STATUS_COLOR[bond.status] ?? 'default'} label={t(bond.status)} />,
          ],
          [t('Bond amount'), rupeesWithPaise(bond.bondAmount)],
          [
            t('Tenure'),
            bond.tenure === 1 ? t('{count} year', { count: bond.tenure }) : t('{count} years', { count: bond.tenure }),
          ],
          [t('Effective date'), shownDate(bond.bondEffectiveDate)],
          [t('Valid until'), shownDate(bond.expiryDate)],
          [t('Check-in date'), bond.checkinDate ? shownDate(bond.checkinDate) : t('Not yet')],
          [t('Release date'), bond.releaseDate ? shownDate(bond.releaseDate) : t('Not released')],
          ...(bond.city ? [[t('City'), bond.city] as [string, string]] : []),
        ]}
      />
      <Typography
        variant="h2"
        sx={{ fontSize: { xs: '1.15rem', md: '1.25rem' }, color: 'primary.dark', mt: 4, mb: 1.5 }}
      >
        {t(m.coversHeading)}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 1.25,
        }}
      >
        {COVERS.map((cover) => (
          <Box component="li" key={cover} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleIcon aria-hidden fontSize="small" sx={{ color: 'success.main', mt: '2px' }} />
            {t(cover)}
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 3, fontSize: 14, color: 'text.secondary' }}>
        {t(
          "For the tenant's privacy this page shows no names, contacts or address: compare the bond number, status, amount and dates with the certificate.",
        )}
      </Typography>
    </Box>
  );
}
