import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label and value pairs in two columns (one on narrow screens); an empty value shows a dash. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1.5 }}
    >
      {items.map(({ label, value }) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === undefined || value === null || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
