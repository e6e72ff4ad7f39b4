import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

import { fillMessage, messages } from '#generated/messages.ts';

import { adminEntries, type AdminHints } from './schema-resources/resource-meta.ts';

/** Polyglot's plural form: "one |||| many", with %{smart_count} for the number. */
const plural = (one: string, many: string) => `${one} |||| ${many}`;
const COUNT = '%{smart_count}';

/**
 * Each generated resource's notices in the product's words (spec 002 §8: 'Updated
 * Successfully'): "Highlight created", "Bond updated successfully", "3 Highlights deleted".
 */
function resourceMessages() {
  return Object.fromEntries(
    adminEntries.map((entry) => {
      const label = (entry['x-admin'] as AdminHints).label;
      const title = (entry.title as string | undefined) ?? label;
      return [
        entry.slug,
        {
          notifications: {
            created: fillMessage(messages.success.recordCreated, { title }),
            updated: plural(
              fillMessage(messages.success.recordUpdated, { title }),
              fillMessage(messages.success.recordsUpdated, { count: COUNT, label }),
            ),
            deleted: plural(
              fillMessage(messages.success.recordDeleted, { title }),
              fillMessage(messages.success.recordsDeleted, { count: COUNT, label }),
            ),
          },
        },
      ];
    }),
  );
}

/** react-admin's English with the product's notices in place of "Element created", "Element updated", "Element deleted". */
const english = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    notification: {
      ...englishMessages.ra.notification,
      created: messages.success.saved,
      updated: plural(
        messages.success.updated,
        fillMessage(messages.success.recordsUpdated, { count: COUNT, label: 'records' }),
      ),
      deleted: plural(
        fillMessage(messages.success.recordDeleted, { title: 'Record' }),
        fillMessage(messages.success.recordsDeleted, { count: COUNT, label: 'records' }),
      ),
      item_doesnt_exist: messages.failure.recordGone,
      bad_item: messages.failure.recordUnreadable,
    },
  },
  resources: resourceMessages(),
};

/** The console's one language; a key it lacks shows react-admin's English rather than the key. */
export const i18nProvider = polyglotI18nProvider(() => english, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
