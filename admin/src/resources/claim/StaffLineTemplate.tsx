import { Box, Grid, Typography } from '@mui/material';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { BreachPanel } from './BreachPanel';
import type { Line } from './claim-lines';
import { isRentLine, lineFieldShown, WIDE_FIELDS } from './line-fields';
import type { StaffClaimContext } from './staff-claim-context';

/**
 * One claim line in the staff editor: the fields its type and status call for (line-fields.ts), two a row,
 * and on rent lines the breach-day calculation.
 */
export function StaffLineTemplate({ properties, formData, fieldPathId, registry }: ObjectFieldTemplateProps) {
  const line = (formData ?? {}) as Line;
  const context = registry.formContext as StaffClaimContext;
  const index = Number(fieldPathId.path[fieldPathId.path.length - 1]);
  const shown = properties.filter((p) => !p.hidden && lineFieldShown(p.name, line, context.admin));
  return (
    <Box data-testid="claim-line" data-line={index} sx={{ width: '100%' }}>
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
      {isRentLine(line) && <BreachPanel line={line} terms={context.terms} onApply={(amount) => context.applyClaimAmount(index, amount)} />}
    </Box>
  );
}
