import { useCreate, useNotify, useRedirect, useUpdate } from 'react-admin';

import { messages } from '#generated/messages.ts';

import type { ProductDraft } from './product-record.ts';

/**
 * Saving from the wizard through react-admin's mutations (its cache then shows the saved product): a new
 * product, or the changes to one; then its details page. Failures reach the wizard as the API's errors.
 */
export function useProductSave() {
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    async create(data: ProductDraft) {
      const created = await create('product', { data }, { returnPromise: true });
      notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
      redirect('show', 'product', created.id);
    },
    async update(id: string, data: ProductDraft, previous: ProductDraft) {
      await update(
        'product',
        { id, data, previousData: previous },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(messages.success.updated, { type: 'success' });
      redirect('show', 'product', id);
    },
  };
}
