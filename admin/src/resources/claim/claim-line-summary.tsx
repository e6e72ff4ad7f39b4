import { Card, CardContent, Stack, Typography } from '@mui/material';

import { useMoney } from '#admin/layout/use-money.ts';
import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import { STAFF_LINE_FIELDS } from '#domain/claims/line-fields.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';

import type { Line } from './claim-lines.ts';
import { claimLineSchema } from './claim-schemas.ts';
import { ClaimStatusChip } from './claim-status-chip.tsx';
import { FileLinks } from './file-links.tsx';

const files = {
  images: (_: string, line: Record<string, unknown>) => <FileLinks urls={line.images} />,
  videos: (_: string, line: Record<string, unknown>) => <FileLinks urls={line.videos} />,
  invoices: (_: string, line: Record<string, unknown>) => <FileLinks urls={line.invoices} />,
};

/**
 * One claim line, read-only: its type and status as the heading, then what was claimed, the decision on it and the
 * evidence, every field of the claim line's schema that holds a value, by its title (rent fields for staff only).
 */
export function ClaimLineSummary({ line, index }: { line: Line; index: number }) {
  const money = useMoney();
  const roles = useViewerRoles();
  const staff = roles.includes('staff');
  return (
    <Card variant="outlined" data-testid="claim-line-readonly" data-line={index} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" alignItems="center" gap={1} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2" component="h4" sx={{ flex: 1, fontWeight: 600 }}>
            {line.type ?? `Line ${index + 1}`}
          </Typography>
          <ClaimStatusChip status={line.status} />
        </Stack>
        <SchemaDetails
          schema={claimLineSchema}
          record={{ ...line }}
          omit={['type', 'status', ...(staff ? [] : STAFF_LINE_FIELDS)]}
          roles={roles}
          money={money}
          render={files}
        />
      </CardContent>
    </Card>
  );
}
