import { useState } from 'react';
import { useGetOne, useRedirect, useRefresh } from 'react-admin';
import { useParams } from 'react-router-dom';

import { acceptCurrentVersion, loadedVersion } from '#admin/api/record-versions.ts';
import { useSchema } from '#admin/schema-resources/schema-loader.ts';
import {
  changedSince,
  holdStale,
  StaleRecordDialog,
  type StaleSave,
} from '#admin/schema-resources/stale-record-dialog.tsx';
import { forgetDraft, keepDraft } from '#forms/unsaved/index.ts';

import { ProductDetails } from './product-details.tsx';
import { copyOf, type ProductDraft } from './product-record.ts';
import { useProductRights } from './product-rights.ts';
import { ProductWizard } from './product-wizard.tsx';
import { useProductSave } from './use-product-save.ts';

/**
 * /product/{id}: the details page with the wizard open over it in edit mode; closing returns to the details. A save
 * refused because someone else changed the product meanwhile shows both versions (decision 058): use theirs (the
 * wizard starts again from it) or apply this person's changes onto it (the wizard starts again from theirs with those
 * changes, to review and Update).
 */
export function ProductEdit() {
  const { id = '' } = useParams();
  const rights = useProductRights();
  const { data: record } = useGetOne<ProductDraft & { id: string }>('product', { id });
  const schema = useSchema('product')?.schema;
  const save = useProductSave();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [stale, setStale] = useState<StaleSave>();
  const draftKey = `product-wizard:${id}`;
  const update = async (data: ProductDraft, previous: ProductDraft) => {
    try {
      await save.update(id, data, previous);
    } catch (e) {
      holdStale(e, (current) => setStale({ current, mine: data as Record<string, unknown> }));
    }
  };
  return (
    <>
      <ProductDetails />
      {rights.update && record && (
        <ProductWizard
          // A new version of the product (theirs, taken after a conflict) starts the wizard again from it.
          key={`${record.id}:${loadedVersion('product', record.id) ?? ''}`}
          title="Edit Product"
          submitLabel="Update"
          initial={copyOf(record)}
          draftKey={draftKey}
          onClose={() => redirect('show', 'product', id)}
          onSave={(data) => update(data, record)}
        />
      )}
      {stale && record && schema && (
        <StaleRecordDialog
          schema={schema}
          opened={record as Record<string, unknown>}
          stale={stale}
          onTakeTheirs={() => {
            forgetDraft(draftKey);
            setStale(undefined);
            refresh();
          }}
          onSaveMine={() => {
            // The wizard starts again from their version with this person's changes on it, to review and Update.
            keepDraft(draftKey, { ...stale.current, ...changedSince(record as Record<string, unknown>, stale.mine) });
            acceptCurrentVersion('product', id);
            setStale(undefined);
            refresh();
          }}
        />
      )}
    </>
  );
}
