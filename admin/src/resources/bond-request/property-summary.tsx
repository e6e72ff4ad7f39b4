import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';

import { useMoney } from '#admin/layout/use-money.ts';
import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import propertySchema from '#generated/schemas/property.json';

import { PropertyThumb } from './property-thumb.tsx';
import { useProperty } from './request-queries.ts';

/**
 * A property in brief for the transfer view: image and name under a caption (From / To), then the facts of the
 * property schema's 'brief' group (where it is, its rent), labelled by the schema's titles.
 */
export function PropertySummary({
  caption,
  propertyId,
  testId,
}: {
  caption: string;
  propertyId: string | undefined;
  testId: string;
}) {
  const money = useMoney();
  const roles = useViewerRoles();
  const property = useProperty(propertyId);
  const p = property.data;
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0, borderRadius: 2 }} data-testid={testId}>
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pb: '16px !important' }}>
        <PropertyThumb src={p?.propertyImages?.[0]} size={56} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {caption}
          </Typography>
          {property.isPending && propertyId ? (
            <Skeleton width={140} />
          ) : (
            <Typography
              component="h5"
              variant="subtitle2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: p ? 1 : 0 }}
            >
              {p?.name ?? 'Property not available'}
            </Typography>
          )}
          {p && (
            <SchemaDetails
              schema={propertySchema}
              record={p as unknown as Record<string, unknown>}
              group="brief"
              roles={roles}
              money={money}
              testId={`${testId}-facts`}
            />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
