import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';

import { rupees } from '#domain/format/money.ts';

import type { ProductDraft } from './product-record.ts';
import { ReferenceName } from './reference-name.tsx';

/** A product in the catalogue grid: name, category, bond amount and fee, tenures; opens the details page. */
export function ProductCard({ product }: { product: ProductDraft & { id: string } }) {
  const createPath = useCreatePath();
  return (
    <Card variant="outlined" data-testid="product-card" data-product-id={product.id} sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={createPath({ resource: 'product', id: product.id, type: 'show' })}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent sx={{ display: 'grid', gap: 1, height: '100%', alignContent: 'start' }}>
          <Typography variant="overline" color="text.secondary" noWrap sx={{ lineHeight: 1.4 }}>
            <ReferenceName resource="category" id={product.category} />
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {product.name}
          </Typography>
          <Stack direction="row" justifyContent="space-between" gap={1}>
            <Typography variant="body2" color="text.secondary">
              Bond amount
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {rupees(product.bondAmount)}
            </Typography>
          </Stack>
          <Stack direction="row" justifyContent="space-between" gap={1}>
            <Typography variant="body2" color="text.secondary">
              Bond Fee
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main' }} data-testid="product-card-fee">
              {rupees(product.bondFee)}
            </Typography>
          </Stack>
          <Stack direction="row" gap={0.5} flexWrap="wrap">
            {(product.tenures ?? []).map((t) => (
              <Chip key={t} size="small" variant="outlined" label={`${t} yr`} />
            ))}
            {product.isValueEditable && (
              <Chip size="small" color="info" variant="outlined" label="Editable by tenants" />
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
