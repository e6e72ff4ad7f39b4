import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { InfiniteList, SearchInput, TopToolbar, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';

import { LoadMoreButton } from './load-more-button.tsx';
import { ProductGrid } from './product-grid.tsx';
import { useProductRights } from './product-rights.ts';

/** Cards per page (spec 002 §9). */
export const PRODUCT_CARDS_PER_PAGE = 8;

/**
 * Product Management (spec 002 §2): the catalogue as cards, 8 at a time with Load more, searched by name;
 * `+ Create Product` opens the wizard for staff with both create and update permission.
 */
export function ProductList() {
  const rights = useProductRights();
  const createPath = useCreatePath();
  return (
    <InfiniteList
      resource="product"
      title="Product Management"
      perPage={PRODUCT_CARDS_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search products" />]}
      empty={false}
      component="div"
      pagination={<LoadMoreButton />}
      actions={
        <TopToolbar>
          {rights.write && (
            <Button
              component={Link}
              to={createPath({ resource: 'product', type: 'create' })}
              variant="contained"
              startIcon={<AddIcon />}
            >
              Create Product
            </Button>
          )}
        </TopToolbar>
      }
    >
      <ProductGrid />
    </InfiniteList>
  );
}
