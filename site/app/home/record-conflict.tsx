import { useRevalidator } from '@remix-run/react';

import { reapplied } from '#forms/record-conflict.ts';

import type { useAccountSave } from '../account/use-account-save.ts';
import { StaleRecordDialog } from './stale-record-dialog.tsx';

type Fields = Record<string, unknown>;

/**
 * An account form's save refused because its record changed elsewhere meanwhile (decision 058): the dialog with both
 * versions of the form's fields. Reload: the page reads the record again and the form starts from it (`onReload`
 * forgets what was typed). Apply my changes: the fields changed here go onto the other version, sent on its version.
 */
export function RecordConflict({
  save,
  title,
  schema,
  fieldsOf,
  onReload,
}: {
  save: ReturnType<typeof useAccountSave>;
  title: string;
  schema: Record<string, unknown>;
  /** The form's fields in the record as the refusal gave it. */
  fieldsOf: (current: Fields) => Fields;
  onReload?: () => void;
}) {
  const revalidator = useRevalidator();
  const conflict = save.conflict;
  if (!conflict) return null;
  // Measured from the fields the refused save was made on (the page has read the record again since).
  const { opened } = conflict;
  const stale = { current: fieldsOf(conflict.current), mine: conflict.mine };
  return (
    <StaleRecordDialog
      title={title}
      schema={schema}
      opened={opened}
      stale={stale}
      busy={save.busy}
      onReload={() => {
        save.dismiss();
        onReload?.();
        revalidator.revalidate();
      }}
      onApplyMine={() => save.resubmit(reapplied(opened, stale), conflict.version)}
    />
  );
}
