import { shownEnum } from '#domain/format/labels.ts';
import { english, type Translate } from '#engine/runtime/i18n/translator.ts';

/**
 * A bond request named inside a sentence by its type's schema title, lower-case: 'bond request', 'transfer request',
 * 'cancellation request' ('Withdraw your transfer request?'), in the reader's language (`t`). A type the schema does not know is shown as it is.
 */
export function requestName(type: string, t: Translate = english): string {
  return t(shownEnum('bondRequest.type', type)).toLowerCase();
}
