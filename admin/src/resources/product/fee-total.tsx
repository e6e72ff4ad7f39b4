import { Stack, Typography } from '@mui/material';

import { rupees } from '#domain/format/money.ts';

import { draftFee, type ProductDraft } from './product-record.ts';

/** The fee as entered so far: fixed fees plus the weightage % of the bond amount (spec 002 §4), live. */
export function FeeTotal({ draft }: { draft: ProductDraft }) {
  return (
    <Stack direction="row" gap={1} alignItems="baseline" sx={{ mr: 2 }} aria-live="polite">
      <Typography variant="body2" color="text.secondary">
        Bond Fee
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.main' }} data-testid="wizard-fee">
        {rupees(draftFee(draft))}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        on {rupees(draft.bondAmount ?? 0)}
      </Typography>
    </Stack>
  );
}
