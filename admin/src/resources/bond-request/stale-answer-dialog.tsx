import { useSchema } from '#admin/schema-resources/schema-loader.ts';
import { StaleRecordDialog, type StaleSave } from '#admin/schema-resources/stale-record-dialog.tsx';

import type { BondRequestRow } from './types.ts';

/**
 * A request's answer refused because a colleague answered it after this dialog opened (412, decision 058): the
 * console's conflict dialog on the bond request, their answer beside this one. Use theirs: the answer dialog closes
 * (the lists show the request as they left it). Apply mine: this answer is sent on their version.
 */
export function StaleAnswerDialog({
  request,
  stale,
  onTakeTheirs,
  onSaveMine,
}: {
  request: BondRequestRow;
  stale: StaleSave | undefined;
  onTakeTheirs: () => void;
  onSaveMine: () => void;
}) {
  const loaded = useSchema('bond-request');
  if (!stale || !loaded) return null;
  return (
    <StaleRecordDialog
      schema={loaded.schema}
      opened={request as unknown as Record<string, unknown>}
      stale={stale}
      onTakeTheirs={onTakeTheirs}
      onSaveMine={onSaveMine}
    />
  );
}
