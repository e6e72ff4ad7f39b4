import { shownEnum } from '#domain/format/labels.ts';

/**
 * A bond request named inside a sentence by its type's schema title, lower-case: 'bond request', 'transfer request',
 * 'cancellation request' ('Withdraw your transfer request?'). A type the schema does not know is shown as it is.
 */
export function requestName(type: string): string {
  return shownEnum('bondRequest.type', type).toLowerCase();
}
