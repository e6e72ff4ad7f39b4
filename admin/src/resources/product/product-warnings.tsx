import { Alert } from '@mui/material';

import { productWarnings } from '#domain/products/rules.ts';

import type { ProductDraft } from './product-record.ts';

/** What staff should look at before Create or Update (`productWarnings`: a fee outside the stated 6-9%), which does not stop the save. */
export function ProductWarnings({ product }: { product: ProductDraft }) {
  const warnings = productWarnings(product);
  if (!warnings.length) return null;
  return (
    <Alert severity="warning" data-testid="product-warnings" sx={{ mb: 2 }}>
      {warnings.map((w) => (
        <div key={w}>{w}</div>
      ))}
    </Alert>
  );
}
