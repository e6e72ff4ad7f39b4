import { Box, Typography } from '@mui/material';
import { Loading, useListContext } from 'react-admin';

import { ProductCard } from './product-card.tsx';
import type { ProductDraft } from './product-record.ts';

/** The catalogue's cards, 4 to a row on wide screens (spec 002 §9), fewer on narrow ones. */
export function ProductGrid() {
  const { data, isPending } = useListContext<ProductDraft & { id: string }>();
  if (isPending) return <Loading />;
  if (!data?.length)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No products yet.
      </Typography>
    );
  return (
    <Box
      data-testid="product-grid"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
    >
      {data.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Box>
  );
}
