import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { ClaimConditions } from './claim-conditions.tsx';
import { FeaturesTable } from './features-table.tsx';
import { OtherDetails } from './other-details.tsx';
import type { ProductDraft } from './product-record.ts';
import { ProductSideCard } from './product-side-card.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent>
        <Typography
          variant="overline"
          component="h2"
          sx={{ fontWeight: 700, letterSpacing: 1, display: 'block', mb: 1 }}
        >
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A product's FEATURES, CLAIM CONDITIONS and OTHER DETAILS with the side card: the details page, and the
 * wizard's Summary step over the data being entered.
 */
export function ProductOverview({ product }: { product: ProductDraft }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Section title="Features">
          <FeaturesTable features={product.features} />
        </Section>
        <Section title="Claim Conditions">
          <ClaimConditions product={product} />
        </Section>
        <Section title="Other Details">
          <OtherDetails product={product} />
        </Section>
      </Box>
      <ProductSideCard product={product} />
    </Box>
  );
}
