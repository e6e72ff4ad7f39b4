import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { useMoney } from '#admin/layout/use-money.ts';

import type { PropertyGroup } from './group-by-property.ts';
import { PropertyThumb } from './property-thumb.tsx';
import { RequestItem } from './request-item.tsx';
import type { BondRequestRow } from './types.ts';

/**
 * A property and its requests (spec 001 §2 bond-request view): name, images, owner and expected bond value,
 * then each request with the details `detailsOf` gives for its kind (and the actions `actionsOf` gives, else the landlord's).
 */
export function PropertyRequestsCard({
  group,
  detailsOf,
  actionsOf,
}: {
  group: PropertyGroup;
  detailsOf?: (request: BondRequestRow) => ReactNode;
  actionsOf?: (request: BondRequestRow) => ReactNode;
}) {
  const { property, requests } = group;
  const money = useMoney();
  const images = property?.propertyImages ?? [];
  const expected = requests.find((r) => r.propertydata?.expectedBondValue != null)?.propertydata?.expectedBondValue;
  const headingId = `property-${group.propertyId}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="property-requests"
      data-property-id={group.propertyId}
      sx={{ borderRadius: 3 }}
    >
      <CardContent sx={{ pb: '8px !important' }}>
        <Stack direction="row" gap={2} sx={{ alignItems: 'flex-start' }}>
          <PropertyThumb src={images[0]} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              id={headingId}
              component="h3"
              variant="h6"
              sx={{ fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' }}
            >
              {property?.name ?? 'Property'}
            </Typography>
            {property?.ownerFullName && (
              <Typography variant="body2" color="text.secondary">
                Owner: {property.ownerFullName}
              </Typography>
            )}
            <Stack direction="row" gap={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={`${requests.length} request${requests.length === 1 ? '' : 's'}`}
              />
              {expected != null && <Chip size="small" label={`Expected bond value ${money(expected)}`} />}
            </Stack>
          </Box>
          {images.length > 1 && (
            <Stack direction="row" gap={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
              {images.slice(1, 4).map((src) => (
                <PropertyThumb key={src} src={src} size={56} />
              ))}
            </Stack>
          )}
        </Stack>
        <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }} aria-label={`Requests for ${property?.name ?? 'this property'}`}>
          {requests.map((r) => (
            <RequestItem key={r.id} request={r} actions={actionsOf?.(r)}>
              {detailsOf?.(r)}
            </RequestItem>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
