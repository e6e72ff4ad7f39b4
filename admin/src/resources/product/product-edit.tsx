import { useGetOne, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';

import { ProductDetails } from './product-details.tsx';
import { copyOf, type ProductDraft } from './product-record.ts';
import { useProductRights } from './product-rights.ts';
import { ProductWizard } from './product-wizard.tsx';
import { useProductSave } from './use-product-save.ts';

/** /product/{id}: the details page with the wizard open over it in edit mode; closing returns to the details. */
export function ProductEdit() {
  const { id = '' } = useParams();
  const rights = useProductRights();
  const { data: record } = useGetOne<ProductDraft & { id: string }>('product', { id });
  const save = useProductSave();
  const redirect = useRedirect();
  return (
    <>
      <ProductDetails />
      {rights.update && record && (
        <ProductWizard
          key={record.id}
          title="Edit Product"
          submitLabel="Update"
          initial={copyOf(record)}
          draftKey={`product-wizard:${record.id}`}
          onClose={() => redirect('show', 'product', id)}
          onSave={(data) => save.update(id, data, record)}
        />
      )}
    </>
  );
}
