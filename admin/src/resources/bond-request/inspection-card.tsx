import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';

import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import { shownDate } from '#domain/format/dates.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import inspectionSchema from '#generated/schemas/inspection.json';

import { focusedSx, useFocusedRequest, useScrollIntoView } from './focused-request.ts';
import { InspectionReviewDialog } from './inspection-review-dialog.tsx';
import { PropertyThumb } from './property-thumb.tsx';
import { useBond, useProperty, useUser } from './request-queries.ts';
import type { InspectionRow } from './types.ts';

/**
 * A move-in report: property, tenant, bond, when it came and how many items are not working; Review opens the review
 * screen (`readOnly`: View, the report and the landlord's remarks without Resolve).
 */
export function InspectionCard({ inspection, readOnly }: { inspection: InspectionRow; readOnly?: boolean }) {
  const [open, setOpen] = useState(false);
  const roles = useViewerRoles();
  const property = useProperty(inspection.propertyId).data;
  const tenant = useUser(inspection.tenantId).data;
  const bond = useBond(inspection.bondId).data;
  const broken = inspection.amenities.filter((a) => a.conditions !== 'working').length;
  const headingId = `inspection-${inspection.id}`;
  const focused = useFocusedRequest().bond === inspection.bondId;
  const ref = useScrollIntoView<HTMLElement>(focused);
  const title = `Move-in report${tenant?.name ? ` of ${tenant.name}` : ''}`;
  return (
    <Card
      ref={ref}
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-current={focused || undefined}
      data-testid="inspection-request"
      data-inspection-id={inspection.id}
      sx={{ borderRadius: 3, ...(focused ? focusedSx : {}) }}
    >
      <CardContent
        sx={{
          display: 'flex',
          gap: 2,
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          pb: '16px !important',
        }}
      >
        <Stack direction="row" gap={2} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
          <PropertyThumb src={property?.propertyImages?.[0]} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {property?.name ?? 'Property'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {tenant?.name ?? 'Tenant'}
              {bond?.bondId ? ` · Bond ${bond.bondId}` : ''}
            </Typography>
            <Stack direction="row" gap={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="caption" color="text.secondary">
                Submitted on {shownDate(inspection.createdAt)}
              </Typography>
              <Chip size="small" variant="outlined" label={`${inspection.amenities.length} items`} />
              {broken > 0 && <Chip size="small" color="error" variant="outlined" label={`${broken} not working`} />}
            </Stack>
            {/* The report's other fields (the inspection schema's x-ui.details 'more': what an analyst adds). */}
            <Box sx={{ mt: 1 }}>
              <SchemaDetails
                schema={inspectionSchema}
                record={{ ...inspection }}
                group="more"
                roles={roles}
                empty={null}
                testId="inspection-request-details"
              />
            </Box>
          </Box>
        </Stack>
        <Button
          variant="contained"
          startIcon={<RateReviewIcon />}
          onClick={() => setOpen(true)}
          sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
          data-testid="review-inspection"
        >
          {readOnly ? 'View' : 'Review'}
        </Button>
      </CardContent>
      {open && (
        <InspectionReviewDialog
          inspection={inspection}
          title={`${title}, ${property?.name ?? 'property'}`}
          open
          onClose={() => setOpen(false)}
          readOnly={readOnly}
        />
      )}
    </Card>
  );
}
