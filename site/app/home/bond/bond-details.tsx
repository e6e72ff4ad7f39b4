import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { isLiveBond } from '#domain/bonds/status.ts';
import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';
import bondJson from '#generated/schemas/bond.json';

import { AccountDetails } from '../account-details.tsx';
import { Card } from '../card.tsx';
import type { BondDetailsProps, BondView } from './bond-view.ts';
import { CancelDialog } from './cancel-bond-dialog.tsx';
import { DatesCard } from './dates-card.tsx';
import { MoveInCard } from './move-in-report.tsx';

export type { BondView };

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default' | 'error'> = {
  Active: 'success',
  'Pending-Check-in': 'warning',
  Released: 'default',
  Cancelled: 'error',
};

export function StatusChip({ status }: { status?: string }) {
  const t = useT();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status ?? ''] ?? 'default'}
      label={status ? t(shownEnum('bondStatus', status)) : '—'}
    />
  );
}

/**
 * The Bond Details page (spec 001 §2, §4): the bond, its documents, renewal, cancellation, dates and agreement, and
 * earlier bonds.
 */
/**
 * What the bond card's details leave out: the bond number is the card's title, the tenant is the account itself, the
 * landlord's account is not the tenant's to read, and the agreement and the move-in report have cards of their own.
 */
const SHOWN_ELSEWHERE = ['bondId', 'tenantId', 'landlordId', 'agreement', 'moveInReport'];

/**
 * The bond's facts from the bond schema (its x-ui.details groups and titles, for the account's roles): a field an
 * analyst adds to the bond shows here too. The status as a chip, the property by name (a link to its page), the
 * product by name.
 */
function BondFacts({ bond, productName }: { bond: BondView; productName?: string | null }) {
  const t = useT();
  const names: Record<string, string | undefined> = { property: bond.propertyName, product: productName ?? undefined };
  return (
    <AccountDetails
      schema={bondJson}
      record={bond as unknown as Record<string, unknown>}
      omit={SHOWN_ELSEWHERE}
      render={{ status: () => <StatusChip status={bond.status} /> }}
      referenceName={(resource, id) =>
        resource === 'property' ? (
          <Link to={`/properties/details/${id}`}>{names.property ?? t(messages.account.viewProperty)}</Link>
        ) : (
          (names[resource] ?? '—')
        )
      }
      testId="bond-details"
    />
  );
}

export function BondDetails({
  bond,
  others,
  renewMessage,
  refund,
  cancelSent,
  report,
  rooms,
  propertyType,
  productName,
  version,
}: BondDetailsProps) {
  const t = useT();
  const [cancelling, setCancelling] = useState(false);
  const [sent, setSent] = useState(cancelSent);
  useEffect(() => setSent(cancelSent), [cancelSent]);
  if (!bond) {
    return (
      <Card title={t('Bond Details')}>
        <Typography sx={{ mb: 2 }}>
          {t(
            'You have no bond yet. Find a home, ask the landlord to accept your request, and buy your bond without a cash deposit.',
          )}
        </Typography>
        <Button component={Link} to="/properties" variant="contained">
          {t('Find a property')}
        </Button>
      </Card>
    );
  }
  const live = isLiveBond(bond.status);
  const agreementUrl = bond.agreement?.docUrl;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Card title={t('Bond {bondId}', { bondId: bond.bondId ?? '' })}>
          {bond.expiryDate && (
            <Typography sx={{ color: 'text.secondary', fontWeight: 600, mt: -1, mb: 2 }}>
              {t(messages.account.bondValidUntil, { date: shownDate(bond.expiryDate) })}
            </Typography>
          )}
          {bond.status === 'Cancelled' && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(messages.account.bondCancelledNotice)}
            </Alert>
          )}
          {sent && live && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t(messages.account.cancelRequestSent)}
            </Alert>
          )}
          {renewMessage && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t(renewMessage)}
            </Alert>
          )}
          <BondFacts bond={bond} productName={productName} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
            {live && bond.bondId && (
              <Button
                variant="contained"
                href={`/home/bond/pdf/${encodeURIComponent(bond.bondId)}`}
                target="_blank"
                rel="noopener"
              >
                {t('Download Bond')}
              </Button>
            )}
            {agreementUrl && (
              <Button variant="outlined" href={agreementUrl} target="_blank" rel="noopener noreferrer">
                {t('Download Agreement')}
              </Button>
            )}
            {live && renewMessage && (
              <Button variant="outlined" component={Link} to="/home/dashboard#renew">
                {t('Renew Bond')}
              </Button>
            )}
            {live && !sent && (
              <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
                {t('Cancel Bond')}
              </Button>
            )}
          </Box>
        </Card>
        {others.length > 0 && (
          <Card title={t('Earlier Bonds')}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {others.map((b) => (
                <Box
                  component="li"
                  key={b.id}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    alignItems: 'center',
                    borderBottom: 1,
                    borderColor: 'divider',
                    pb: 1.5,
                  }}
                >
                  <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 160 }}>
                    {b.bondId} · {b.propertyName ?? ''}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
                    {shownDate(b.bondEffectiveDate) || '—'} – {shownDate(b.expiryDate) || '—'}
                  </Typography>
                  <StatusChip status={b.status} />
                </Box>
              ))}
            </Box>
          </Card>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <DatesCard bond={bond} version={version} />
        <MoveInCard bond={bond} report={report} rooms={rooms} propertyType={propertyType} />
      </Box>
      {cancelling && (
        <CancelDialog
          bond={bond}
          refund={refund}
          onClose={() => {
            setCancelling(false);
          }}
        />
      )}
    </Box>
  );
}
