import { ToggleButton, ToggleButtonGroup } from '@mui/material';

import { type Duration, DURATIONS } from './durations.ts';

export interface DurationFilterProps {
  value: Duration;
  onChange: (value: Duration) => void;
}

/** '7 Days' | 'Last Month' | 'Last Year': one is always selected. */
export function DurationFilter({ value, onChange }: DurationFilterProps) {
  return (
    <ToggleButtonGroup
      data-testid="dashboard-filter"
      aria-label="Period"
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_, next: Duration | null) => next && onChange(next)}
      sx={{
        bgcolor: 'background.paper',
        width: { xs: '100%', sm: 'auto' },
        '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'initial' }, px: 2, textTransform: 'none', fontWeight: 600 },
      }}
    >
      {DURATIONS.map((d) => (
        <ToggleButton key={d} value={d}>
          {d}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
