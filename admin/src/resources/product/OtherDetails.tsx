import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ProductDraft } from './product-record';
import { ReferenceName } from './ReferenceName';

const percent = (n: number | undefined) => `${n ?? 0}%`;
const years = (tenures: number[] | undefined) =>
  !tenures?.length ? '—' : `${[...tenures].sort((a, b) => a - b).join(', ')} ${tenures.length === 1 && tenures[0] === 1 ? 'year' : 'years'}`;

/**
 * OTHER DETAILS: underwriting rule, tenures in years, discount for women %, discount %, minimum months of
 * rent, and the discount reason when a discount exists.
 */
export function OtherDetails({ product }: { product: ProductDraft }) {
  const rows: [string, ReactNode][] = [
    ['Underwriting Rule', <ReferenceName resource="underwriting-rule" id={product.underwritinRuleId} />],
    ['Tenures', years(product.tenures)],
    ['Discount for Women', percent(product.discountWomen)],
    ['Discount', percent(product.discount)],
    ['Minimum Months of Rent', product.minimumMonths ?? '—'],
  ];
  if ((product.discount ?? 0) > 0 || (product.discountWomen ?? 0) > 0) rows.push(['Discount Reason', product.discountReason || '—']);
  return (
    <Box component="dl" data-testid="product-other-details" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, columnGap: 3, rowGap: 1 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
