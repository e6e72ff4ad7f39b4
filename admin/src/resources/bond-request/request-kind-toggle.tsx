import { ToggleButton, ToggleButtonGroup } from '@mui/material';

import { REQUEST_KINDS, type RequestKind } from './request-kinds.ts';

/** New Bond, Transfer Bond, Cancel Bond, Inspection (spec 001 §2); labels wrap to two lines on phones. */
export function RequestKindToggle({ value, onChange }: { value: RequestKind; onChange: (kind: RequestKind) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      onChange={(_, next: RequestKind | null) => next && onChange(next)}
      aria-label="Request type"
      fullWidth
      sx={{
        maxWidth: 640,
        bgcolor: 'background.paper',
        '& .MuiToggleButton-root': {
          textTransform: 'none',
          fontWeight: 600,
          lineHeight: 1.25,
          px: { xs: 0.75, sm: 2 },
          py: 1,
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
        },
      }}
    >
      {REQUEST_KINDS.map((k) => (
        <ToggleButton key={k.key} value={k.key} data-testid={`kind-${k.key}`}>
          {k.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
