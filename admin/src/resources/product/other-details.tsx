import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import productSchema from '#generated/schemas/product.json';

import type { ProductDraft } from './product-record.ts';
import { ReferenceName } from './reference-name.tsx';

/**
 * OTHER DETAILS, as the product schema lays them out (x-ui.details "other": underwriting rule, tenures, discounts,
 * minimum months of rent, and what the layout does not place, so a field added to product shows here); the discount
 * reason only when a discount exists.
 */
export function OtherDetails({ product }: { product: ProductDraft }) {
  const roles = useViewerRoles();
  const discounted = (product.discount ?? 0) > 0 || (product.discountWomen ?? 0) > 0;
  return (
    <SchemaDetails
      schema={productSchema}
      record={product as Record<string, unknown>}
      group="other"
      roles={roles}
      omit={discounted ? [] : ['discountReason']}
      referenceName={(resource, id) => <ReferenceName resource={resource} id={id} />}
      testId="product-other-details"
    />
  );
}
