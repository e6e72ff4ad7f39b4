import { Link, List, ListItem, Stack, Typography } from '@mui/material';

import type { ProductDraft } from './product-record.ts';

/** CLAIM CONDITIONS, numbered, and the claim document with its VIEW link (a new tab). */
export function ClaimConditions({ product }: { product: ProductDraft }) {
  const conditions = (product.claimConditions ?? []).filter(Boolean);
  return (
    <Stack gap={1} data-testid="product-claim-conditions">
      {conditions.length ? (
        <List dense disablePadding component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
          {conditions.map((c, i) => (
            <ListItem key={i} sx={{ display: 'list-item', px: 0 }}>
              {c}
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No claim conditions.
        </Typography>
      )}
      <Stack direction="row" gap={2} alignItems="center">
        <Typography variant="body2" color="text.secondary">
          Claim Document
        </Typography>
        {product.claimDocument ? (
          <Link
            href={product.claimDocument}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ fontWeight: 600 }}
            data-testid="claim-document-link"
          >
            VIEW
          </Link>
        ) : (
          <Typography variant="body2">—</Typography>
        )}
      </Stack>
    </Stack>
  );
}
