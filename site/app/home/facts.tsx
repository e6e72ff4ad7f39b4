import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Label and value pairs, two columns from 768 px; an empty value shows as '—'. For facts that are not one record's
 * fields (a dashboard's summary, a verification answer); a record's own fields show through AccountDetails.
 */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <div key={label}>
          <Box component="dt" sx={{ fontSize: 13, color: 'text.secondary', fontWeight: 600 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Box>
        </div>
      ))}
    </Box>
  );
}
