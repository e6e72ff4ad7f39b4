import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { type RaRecord, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';

import { useMoney } from '#admin/layout/use-money.ts';

import { PropertyPhoto } from './property-photo.tsx';
import { PropertyStatusChip } from './property-status-chip.tsx';
import { photoOf, placeOf, rentOf } from './property-summary.ts';

/** A listing in the grid view: first photo, name, locality and city, rent, type and status; opens the property. */
export function PropertyCard({ record }: { record: RaRecord }) {
  const money = useMoney();
  const createPath = useCreatePath();
  return (
    <Card variant="outlined" data-testid="property-card" data-property-id={record.id} sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={createPath({ resource: 'property', id: record.id, type: 'show' })}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <PropertyPhoto src={photoOf(record)} sx={{ width: '100%', aspectRatio: '16 / 10' }} />
        <CardContent sx={{ display: 'grid', gap: 0.75 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
            noWrap
            title={String(record.name ?? '')}
          >
            {String(record.name ?? '')}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {placeOf(record) || '—'}
          </Typography>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {rentOf(record, money)}
          </Typography>
          <Stack direction="row" gap={1} flexWrap="wrap">
            {record.propertyType && (
              <Chip size="small" variant="outlined" label={String(record.propertyType)} data-testid="property-type" />
            )}
            <PropertyStatusChip status={record.status as string | undefined} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
