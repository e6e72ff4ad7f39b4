import { Loading, useGetOne, useRedirect } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import { ProductList } from './product-list.tsx';
import { copyOf, type ProductDraft } from './product-record.ts';
import { useProductRights } from './product-rights.ts';
import { ProductWizard } from './product-wizard.tsx';
import { useProductSave } from './use-product-save.ts';

/**
 * /product/create: the catalogue with the wizard open over it; `?copy={id}` (Copy and create) starts from that
 * product. Only with both create and update permission (spec 002 §6); without, the list alone.
 */
export function ProductCreate() {
  const rights = useProductRights();
  const [params] = useSearchParams();
  const copyId = params.get('copy');
  const source = useGetOne<ProductDraft & { id: string }>('product', { id: copyId ?? '' }, { enabled: !!copyId });
  const save = useProductSave();
  const redirect = useRedirect();
  const ready = !copyId || !!source.data;
  return (
    <>
      <ProductList />
      {rights.write && !ready && !source.isError && <Loading />}
      {rights.write && ready && (
        <ProductWizard
          key={copyId ?? 'new'}
          title="Create Product"
          submitLabel="Create"
          initial={source.data ? copyOf(source.data) : {}}
          draftKey={`product-wizard:${copyId ? `copy-${copyId}` : 'new'}`}
          onClose={() => redirect('list', 'product')}
          onSave={(data) => save.create(data)}
        />
      )}
    </>
  );
}
