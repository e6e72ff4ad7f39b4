import CopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import { Breadcrumbs, Button, Link, Stack, Typography } from '@mui/material';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { DeleteProductButton } from './delete-product-button.tsx';
import type { ProductDraft } from './product-record.ts';
import { useProductRights } from './product-rights.ts';
import { ReferenceName } from './reference-name.tsx';

/** The details page's head: the breadcrumb, name and category, and Copy and create, Edit and Delete by permission. */
export function ProductHeader({ product }: { product: ProductDraft & { id: string } }) {
  const rights = useProductRights();
  const createPath = useCreatePath();
  return (
    <Stack gap={1} sx={{ mb: 2 }}>
      <Breadcrumbs aria-label="breadcrumb">
        <Link
          component={RouterLink}
          to={createPath({ resource: 'product', type: 'list' })}
          underline="hover"
          color="inherit"
        >
          Product Management
        </Link>
        <Typography color="text.primary">{product.name}</Typography>
      </Breadcrumbs>
      <Stack direction={{ xs: 'column', md: 'row' }} gap={2} alignItems={{ md: 'center' }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {product.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="product-category">
            <ReferenceName resource="category" id={product.category} />
          </Typography>
        </Stack>
        <Stack direction="row" gap={1} flexWrap="wrap">
          {rights.write && (
            <Button
              variant="outlined"
              startIcon={<CopyIcon />}
              component={RouterLink}
              to={`${createPath({ resource: 'product', type: 'create' })}?copy=${encodeURIComponent(product.id)}`}
            >
              Copy and create
            </Button>
          )}
          {rights.update && (
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              component={RouterLink}
              to={createPath({ resource: 'product', id: product.id, type: 'edit' })}
            >
              Edit
            </Button>
          )}
          {rights.delete && <DeleteProductButton id={product.id} name={product.name} />}
        </Stack>
      </Stack>
    </Stack>
  );
}
