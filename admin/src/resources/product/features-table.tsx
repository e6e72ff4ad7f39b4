import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

import { rupees } from '#domain/format/money.ts';

import type { ProductDraft } from './product-record.ts';
import { ReferenceName } from './reference-name.tsx';

/** FEATURES: asset class, coverage, the fee amount or weightage percentage, and the limit, one row per feature. */
export function FeaturesTable({ features }: { features: ProductDraft['features'] }) {
  if (!features?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No features.
      </Typography>
    );
  return (
    <Table size="small" data-testid="product-features">
      <TableHead>
        <TableRow>
          <TableCell>Asset Class</TableCell>
          <TableCell>Coverage</TableCell>
          <TableCell>Fee / Weightage</TableCell>
          <TableCell>Limit</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {features.map((f, i) => (
          <TableRow key={i} data-testid="product-feature">
            <TableCell>
              <ReferenceName resource="asset-class" id={f.assetClass} />
            </TableCell>
            <TableCell>
              <ReferenceName resource="coverage" id={f.coverage} />
            </TableCell>
            <TableCell>
              {f.feeType === 'fixed' ? rupees(f.fee ?? 0) : f.feeType === 'weightage' ? `${f.weight ?? 0}%` : '—'}
            </TableCell>
            <TableCell>
              <ReferenceName resource="specific-limit" id={f.specificlimit} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
