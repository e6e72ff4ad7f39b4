import { Link, Stack, Typography } from '@mui/material';
import type { BondRow } from './bond-row';
import { useMoney } from '../../../../layout/use-money';
import { shownDate } from '#domain/format/dates.ts';
import { DetailList } from '../DetailList';
import { QueryState } from '../QueryState';
import { SectionCard } from '../SectionCard';
import type { PaneProps } from '../pane-props';
import { useRefreshUser, useUserRecords } from '../use-user-detail';
import { can } from '../../../../session/auth-provider';
import { BondStatusChip } from '../../StatusChip';
import { BondActions } from './BondActions';
import { PaymentsSection } from './PaymentsSection';

/**
 * Bond: the tenant's bonds as this viewer may see them (a landlord: those on their properties), each with its
 * certificate; Update Dates and Release Bond for landlords and staff with bond update rights (002 §4, §6; Release
 * hidden once Released), and the payments for staff.
 */
export function BondPane({ user, viewer }: PaneProps) {
  const bonds = useUserRecords<BondRow>('bond', { tenantId: user.id }, 10);
  const mayChange = viewer.internal ? can(viewer.permissions, 'bonds', 'update') : viewer.config?.type === 'landlord';
  const released = useRefreshUser();
  const money = useMoney();
  return (
    <Stack gap={2}>
      <QueryState query={bonds} label="bonds">
        {(rows) =>
          rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">No bond yet.</Typography>
          ) : (
            <Stack gap={2}>
              {rows.map((b) => (
                <SectionCard key={b.id} title={`Bond ${b.bondId ?? ''}`.trim()} testId="bond-details" action={<BondStatusChip status={b.status} />}>
                  <BondActions bond={b} tenantId={user.id} mayChange={mayChange} onReleased={released} />
                  <DetailList
                    items={[
                      { label: 'Bond Amount', value: money(b.bondAmount) },
                      { label: 'Bond Fee', value: money(b.bondFee) },
                      { label: 'Monthly Rent', value: money(b.monthlyRent) },
                      { label: 'Tenure', value: b.tenure ? `${b.tenure} year${b.tenure > 1 ? 's' : ''}` : undefined },
                      { label: 'Effective From', value: shownDate(b.bondEffectiveDate) },
                      { label: 'Purchased On', value: shownDate(b.createdAt) },
                      { label: 'Check-in', value: shownDate(b.checkinDate) },
                      { label: 'Check-out', value: shownDate(b.checkoutDate) },
                      ...(b.releaseDate ? [{ label: 'Released On', value: shownDate(b.releaseDate) }] : []),
                      { label: 'Agreement', value: b.agreement?.docUrl && <Link href={b.agreement.docUrl} target="_blank" rel="noopener noreferrer">View</Link> },
                      { label: 'Move-in Report', value: b.moveInReport?.docUrl && <Link href={b.moveInReport.docUrl} target="_blank" rel="noopener noreferrer">View</Link> },
                    ]}
                  />
                </SectionCard>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {viewer.internal && <PaymentsSection userId={user.id} />}
    </Stack>
  );
}
