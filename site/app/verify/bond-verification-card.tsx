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
import { messages } from '#generated/messages.ts';

import { Facts } from '../home/facts.tsx';

const t = messages.bondCertificate;
const COVERS = [t.coverRent, t.coverNotice, t.coverDamage, t.coverUtilities];
const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default' | 'error'> = {
  Active: 'success',
  'Pending-Check-in': 'warning',
  Released: 'default',
  Cancelled: 'error',
};

/** What Nivaas's record says of a bond a certificate names: genuine, its status, amount and dates, what it covers. */
export function BondVerificationCard({ bond }: { bond: BondVerification }) {
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
            {t.genuine}
          </Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {fillMessage(t.genuineText, { bondId: bond.bondId })}
          </Typography>
        </div>
      </Box>
      {!bond.inForce && (
        <Alert severity={bond.status === 'Cancelled' ? 'error' : 'warning'} sx={{ mb: 3 }}>
          {fillMessage(t.notInForce, { status: bond.status })}
        </Alert>
      )}
      <Facts
        rows={[
          ['Bond number', bond.bondId],
          [
            'Status',
            <Chip key="status" size="small" color={STATUS_COLOR[bond.status] ?? 'default'} label={bond.status} />,
          ],
          ['Bond amount', rupeesWithPaise(bond.bondAmount)],
          ['Tenure', `${bond.tenure} ${bond.tenure === 1 ? 'year' : 'years'}`],
          ['Effective date', shownDate(bond.bondEffectiveDate)],
          ['Valid until', shownDate(bond.expiryDate)],
          ['Check-in date', bond.checkinDate ? shownDate(bond.checkinDate) : 'Not yet'],
          ['Release date', bond.releaseDate ? shownDate(bond.releaseDate) : 'Not released'],
          ...(bond.city ? [['City', bond.city] as [string, string]] : []),
        ]}
      />
      <Typography
        variant="h2"
        sx={{ fontSize: { xs: '1.15rem', md: '1.25rem' }, color: 'primary.dark', mt: 4, mb: 1.5 }}
      >
        {t.coversHeading}
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
            {cover}
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 3, fontSize: 14, color: 'text.secondary' }}>
        For the tenant's privacy this page shows no names, contacts or address: compare the bond number, status, amount
        and dates with the certificate.
      </Typography>
    </Box>
  );
}
