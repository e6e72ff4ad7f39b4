import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { shownEnum } from '#domain/format/labels.ts';
import { useMoney } from '../../layout/use-money';
import { shownDate } from '#domain/format/dates.ts';
import { DetailList } from '../user/drawer/DetailList';
import { ClaimStatusChip } from './ClaimStatusChip';
import type { Line } from './claim-lines';

const period = (from?: string, to?: string) => (from || to ? `${shownDate(from) || '…'} – ${shownDate(to) || '…'}` : undefined);
const files = (urls?: string[]) =>
  urls?.length ? (
    <Stack direction="row" gap={1} flexWrap="wrap">
      {urls.map((u, i) => (
        <Link key={u} href={u} target="_blank" rel="noopener noreferrer">{`View ${i + 1}`}</Link>
      ))}
    </Stack>
  ) : undefined;

/** One claim line, read-only: what was claimed, the decision on it and the evidence. */
export function ClaimLineSummary({ line, index }: { line: Line; index: number }) {
  const money = useMoney();
  const decidedAmount = line.status === 'authorized' ? (line.authAmount ?? line.approvedAmount) : line.approvedAmount;
  return (
    <Card variant="outlined" data-testid="claim-line-readonly" data-line={index} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" alignItems="center" gap={1} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2" component="h4" sx={{ flex: 1, fontWeight: 600 }}>
            {line.type ?? `Line ${index + 1}`}
          </Typography>
          <ClaimStatusChip status={line.status} />
        </Stack>
        <DetailList
          items={[
            { label: 'Claim Amount', value: money(line.claimAmount) },
            { label: line.status === 'authorized' ? 'Authorized Amount' : 'Approved Amount', value: money(decidedAmount) },
            { label: 'Remark', value: line.remark },
            { label: 'Period', value: period(line.from, line.to) },
            ...(line.dueDate ? [{ label: 'Due Date', value: shownDate(line.dueDate) }] : []),
            ...(line.checkinDate || line.checkoutDate ? [{ label: 'Stay', value: period(line.checkinDate, line.checkoutDate) }] : []),
            ...(line.itemName ? [{ label: 'Item', value: line.itemName }] : []),
            ...(line.damageType ? [{ label: 'Damage Type', value: shownEnum('claim.claimLine.damageType', line.damageType) }] : []),
            ...(line.chargeCategory ? [{ label: 'Charge Category', value: shownEnum('claimChargeCategory', line.chargeCategory) }] : []),
            ...(line.utility ? [{ label: 'Utility', value: shownEnum('utility', line.utility) }] : []),
            ...(line.details ? [{ label: 'Details', value: line.details }] : []),
            ...(line.images?.length ? [{ label: 'Images', value: files(line.images) }] : []),
            ...(line.videos?.length ? [{ label: 'Videos', value: files(line.videos) }] : []),
            ...(line.invoices?.length ? [{ label: 'Invoice', value: files(line.invoices) }] : []),
          ]}
        />
      </CardContent>
    </Card>
  );
}
