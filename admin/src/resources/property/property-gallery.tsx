import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

import { messages } from '#generated/messages.ts';

import { PropertyCard } from './property-card.tsx';
import { PropertyRow } from './property-row.tsx';
import type { PropertyView } from './view-toggle.tsx';

/** The loaded listings as a grid (3 columns, 1 on medium widths and below) or a list, or the empty state. */
export function PropertyGallery({ view }: { view: PropertyView }) {
  const { data, isPending } = useListContext();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading properties" />
      </Box>
    );
  }
  if (!data?.length) {
    return (
      <Box
        data-testid="properties-empty"
        sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 8, color: 'text.secondary' }}
      >
        <SearchOffIcon sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="p">
          {messages.properties.empty}
        </Typography>
      </Box>
    );
  }
  if (view === 'list') {
    return (
      <Box component="ul" data-testid="property-list" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {data.map((record) => (
          <PropertyRow key={record.id} record={record} />
        ))}
      </Box>
    );
  }
  return (
    <Box
      data-testid="property-grid"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {data.map((record) => (
        <PropertyCard key={record.id} record={record} />
      ))}
    </Box>
  );
}
