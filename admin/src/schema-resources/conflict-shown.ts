/**
 * Stale saves (412) whose holder shows them in its conflict dialog (stale-record-dialog.tsx). The form that
 * submitted one (SchemaForm, the product wizard) then adds no failure toast of its own behind the dialog. A module
 * of its own, so the forms ask without loading the dialog.
 */
const shownInDialog = new WeakSet<object>();

/** `error`, marked as shown in its holder's conflict dialog. */
export function shownAsConflict<E>(error: E): E {
  if (error && typeof error === 'object') shownInDialog.add(error);
  return error;
}

/** Whether a holder shows `error` in its conflict dialog (shownAsConflict). */
export const isShownAsConflict = (error: unknown): boolean =>
  !!error && typeof error === 'object' && shownInDialog.has(error);
