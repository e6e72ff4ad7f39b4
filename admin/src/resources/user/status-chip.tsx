import { Chip } from '@mui/material';
import { alpha, darken, lighten } from '@mui/material/styles';

import { shownEnum } from '#domain/format/labels.ts';

export type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

const ELIGIBILITY_TONE: Record<string, Tone> = {
  eligible: 'success',
  basiceligible: 'info',
  requested: 'warning',
  ineligible: 'error',
  none: 'neutral',
};
const BOND_TONE: Record<string, Tone> = {
  Active: 'success',
  'Pending-Check-in': 'warning',
  Released: 'info',
  Cancelled: 'error',
  None: 'neutral',
};

/** A small tonal chip; the text is darkened (light theme) or lightened (dark theme) to keep AA contrast. */
export function ToneChip({ label, tone, testId }: { label: string; tone: Tone; testId: string }) {
  return (
    <Chip
      size="small"
      label={label}
      data-testid={testId}
      sx={(theme) => {
        const main = tone === 'neutral' ? theme.palette.grey[600] : theme.palette[tone].main;
        const light = theme.palette.mode === 'light';
        return {
          fontWeight: 600,
          bgcolor: alpha(main, light ? 0.12 : 0.24),
          color: light ? darken(main, 0.4) : lighten(main, 0.55),
          border: `1px solid ${alpha(main, 0.3)}`,
        };
      }}
    />
  );
}

export function EligibilityChip({ status }: { status?: string }) {
  const value = status ?? 'none';
  return (
    <ToneChip
      label={shownEnum('eligibilityStatus', value)}
      tone={ELIGIBILITY_TONE[value] ?? 'neutral'}
      testId="eligibility-chip"
    />
  );
}

export function BondStatusChip({ status }: { status?: string }) {
  const value = status ?? 'None';
  return (
    <ToneChip label={shownEnum('bondStatus', value)} tone={BOND_TONE[value] ?? 'neutral'} testId="bond-status-chip" />
  );
}
