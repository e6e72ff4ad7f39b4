import { Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';

import { rupees } from '#domain/format/money.ts';

import { draftFee, type ProductDraft } from './product-record.ts';

/** The side card: bond amount per year 'For Reference', 'Editable by tenants', Bond Fee and Yearly reduction %. */
export function ProductSideCard({ product }: { product: ProductDraft }) {
  // The server's rule (domain/products/fee.ts) over the shown fields, so the wizard's Summary is live too.
  const fee = draftFee(product);
  return (
    <Card variant="outlined" data-testid="product-side-card">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.2 }}>
          For Reference
        </Typography>
        <Stack direction="row" alignItems="baseline" gap={1} flexWrap="wrap">
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="product-bond-amount">
            {rupees(product.bondAmount)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            bond amount / year
          </Typography>
        </Stack>
        {product.isValueEditable && (
          <Chip size="small" color="info" label="Editable by tenants" sx={{ justifySelf: 'start' }} />
        )}
        <Divider />
        <Stack direction="row" justifyContent="space-between">
          <Typography variant="body2" color="text.secondary">
            Bond Fee
          </Typography>
          <Typography
            variant="subtitle1"
            sx={{ fontWeight: 700, color: 'primary.main' }}
            data-testid="product-bond-fee"
          >
            {rupees(fee)}
          </Typography>
        </Stack>
        <Stack direction="row" justifyContent="space-between">
          <Typography variant="body2" color="text.secondary">
            Yearly reduction
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {product.discountYearly ?? 0}%
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
