import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { type RaRecord, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';

import { useMoney } from '#admin/layout/use-money.ts';

import { PropertyPhoto } from './property-photo.tsx';
import { PropertyStatusChip } from './property-status-chip.tsx';
import { photoOf, placeOf, rentOf } from './property-summary.ts';

/** A listing in the list view: a thumbnail beside the name, place, rent, type and status; opens the property. */
export function PropertyRow({ record }: { record: RaRecord }) {
  const money = useMoney();
  const createPath = useCreatePath();
  return (
    <Card variant="outlined" component="li" data-testid="property-row" data-property-id={record.id}>
      <CardActionArea
        component={Link}
        to={createPath({ resource: 'property', id: record.id, type: 'show' })}
        sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <PropertyPhoto
          src={photoOf(record)}
          sx={{ width: { xs: 96, sm: 160 }, minHeight: { xs: 88, sm: 104 }, flexShrink: 0 }}
        />
        <Box
          sx={{
            p: { xs: 1.25, sm: 2 },
            minWidth: 0,
            flex: 1,
            display: 'grid',
            gap: 0.5,
            gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
            alignItems: 'center',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
              {String(record.name ?? '')}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {placeOf(record) || '—'}
            </Typography>
          </Box>
          <Stack
            direction="row"
            gap={1}
            alignItems="center"
            flexWrap="wrap"
            sx={{ justifyContent: { md: 'flex-end' } }}
          >
            <Typography variant="subtitle2" sx={{ fontWeight: 700, color: 'primary.main', mr: 1 }}>
              {rentOf(record, money)}
            </Typography>
            {record.propertyType && (
              <Chip size="small" variant="outlined" label={String(record.propertyType)} data-testid="property-type" />
            )}
            <PropertyStatusChip status={record.status as string | undefined} />
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}
