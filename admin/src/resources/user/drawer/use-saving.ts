import { useCallback, useState } from 'react';

/** `saving` while `run`'s work is under way (so a form cannot be sent twice); it stops on success and on error. */
export function useSaving() {
  const [saving, setSaving] = useState(false);
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setSaving(true);
    try {
      return await work();
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, run };
}
