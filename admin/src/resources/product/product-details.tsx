import { Box } from '@mui/material';
import { Loading, ShowBase, useRecordContext } from 'react-admin';

import { ProductHeader } from './product-header.tsx';
import { ProductOverview } from './product-overview.tsx';
import type { ProductDraft } from './product-record.ts';

/** The product details page (spec 002 §2): header, features, claim conditions, other details and the side card. */
export function ProductDetails() {
  return (
    <ShowBase resource="product">
      <DetailsBody />
    </ShowBase>
  );
}

function DetailsBody() {
  const record = useRecordContext<ProductDraft & { id: string }>();
  if (!record) return <Loading />;
  return (
    <Box sx={{ mt: 2 }} data-testid="product-details">
      <ProductHeader product={record} />
      <ProductOverview product={record} />
    </Box>
  );
}
