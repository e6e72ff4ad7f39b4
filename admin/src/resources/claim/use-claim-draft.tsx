import { Alert, Button } from '@mui/material';
import type { ReactElement } from 'react';

import { isChanged, useDiscardGuard, useDraft } from '#forms/unsaved/index.ts';

type Data = Record<string, unknown>;

export interface ClaimDraft {
  /** The form's data: the draft kept before a reload, else `initial`. */
  data: Data | undefined;
  setData: (next: Data) => void;
  /** Closes the drawer through the guard: at once when nothing changed, else after "Discard changes?"; the draft goes. */
  close: (onClose: () => void) => void;
  /** After a save: the draft goes, the data follows the saved claim. */
  saved: () => void;
  /** "Discard changes?" and, after a reload, the notice that the unsaved changes came back; rendered once in the drawer. */
  dialog: ReactElement;
  notice: ReactElement | null;
}

/**
 * A claim editor's changes kept while they are unsaved (issue 30): a draft in this tab's session storage under
 * `key` (a claim's id, a bond's for a new claim; null keeps none), so a reload brings them back, and the guard
 * asking before a close (the close button, Escape, a click outside), a navigation or a reload discards them.
 * `initial` is the data the editor starts from (the claim as stored), to tell a change from none.
 */
export function useClaimDraft(key: string | null, initial: Data | undefined): ClaimDraft {
  const draft = useDraft<Data | undefined>(key, initial);
  const dirty = !!key && initial !== undefined && draft.value !== undefined && isChanged(initial, draft.value);
  const { guard, dialog } = useDiscardGuard(dirty);
  const close = (onClose: () => void) =>
    guard(() => {
      draft.clear();
      onClose();
    });
  const notice =
    draft.restored && dirty ? (
      <Alert
        severity="info"
        data-testid="claim-draft-restored"
        action={
          <Button color="inherit" size="small" onClick={draft.clear}>
            Discard them
          </Button>
        }
      >
        Your unsaved changes to this claim were kept and are back in the form.
      </Alert>
    ) : null;
  return { data: draft.value, setData: draft.setValue, close, saved: draft.clear, dialog, notice };
}
