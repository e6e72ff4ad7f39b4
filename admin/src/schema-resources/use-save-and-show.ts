import { type SaveHandler, useNotify, useRedirect, useResourceContext, useTranslate } from 'react-admin';

/**
 * The save of a generated create or edit screen as a promise for SchemaForm: on success the usual
 * react-admin notice and the record's show page; on failure the API's error (shown under the fields).
 */
export function useSaveAndShow(save: SaveHandler<any> | undefined, done: 'created' | 'updated') {
  const slug = useResourceContext()!;
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return (data: Record<string, unknown>) =>
    new Promise((resolve, reject) =>
      save!(data, {
        onSuccess: (record: { id: string }) => {
          // The resource's own notice ("Highlight created"), else the console's ("Saved"), as react-admin's controllers do.
          notify(`resources.${slug}.notifications.${done}`, {
            type: 'info',
            messageArgs: { smart_count: 1, _: translate(`ra.notification.${done}`, { smart_count: 1 }) },
          });
          redirect('show', slug, record.id);
          resolve(record);
        },
        onError: reject,
      }),
    );
}
