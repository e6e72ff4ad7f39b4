import { Box, Grid, Typography } from '@mui/material';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

import { isRentClaim } from '#domain/claims/claim-types.ts';
import { lineFieldShown } from '#domain/claims/line-fields.ts';

import { BreachPanel } from './breach-panel.tsx';
import type { ClaimFormContext } from './claim-form-context.ts';
import type { Line } from './claim-lines.ts';
import { WIDE_FIELDS } from './line-fields.ts';

/**
 * One claim line in every claim form (the staff editor, Raise Claims, Update Claim): the fields its type, its status
 * and the viewer call for (lineFieldShown, #domain/claims/line-fields.ts), two a row, and for staff on rent lines
 * the breach-day calculation.
 */
export function ClaimLineTemplate({ properties, formData, fieldPathId, registry }: ObjectFieldTemplateProps) {
  const line = (formData ?? {}) as Line;
  const { terms, applyClaimAmount } = registry.formContext as ClaimFormContext;
  const index = Number(fieldPathId.path[fieldPathId.path.length - 1]);
  const shown = properties.filter((p) => !p.hidden && lineFieldShown(p.name, line, terms.viewer));
  return (
    <Box data-testid="claim-line" data-line={index} data-kind={line.type ?? ''} sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700, mb: 1.5 }}>
        {`Line ${index + 1}${line.type ? `: ${line.type}` : ''}`}
      </Typography>
      <Grid container spacing={2}>
        {shown.map((p) => (
          <Grid key={p.name} size={{ xs: 12, sm: WIDE_FIELDS.has(p.name) ? 12 : 6 }}>
            {p.content}
          </Grid>
        ))}
      </Grid>
      {terms.viewer.internal && isRentClaim(line.type) && (
        <BreachPanel
          line={line}
          terms={terms}
          onApply={applyClaimAmount && ((amount) => applyClaimAmount(index, amount))}
        />
      )}
    </Box>
  );
}
