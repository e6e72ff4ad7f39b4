import { humanize } from '#admin/schema-resources/resource-meta.ts';

import { type Tone, ToneChip } from '../user/status-chip.tsx';

const TONE: Record<string, Tone> = {
  active: 'success',
  'pending-verification': 'warning',
  occupied: 'info',
  inactive: 'neutral',
};

/** A property's status as a tonal chip: Active, Pending Verification, Occupied, Inactive. */
export function PropertyStatusChip({ status }: { status?: string }) {
  const value = status ?? 'pending-verification';
  return <ToneChip label={humanize(value)} tone={TONE[value] ?? 'neutral'} testId="property-status" />;
}
