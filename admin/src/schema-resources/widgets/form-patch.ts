/** What SchemaForm hands its widgets and templates (RJSF formContext) to change other fields than their own. */
export interface FormPatchContext {
  /** Merges values into the form's data (e.g. both coordinates from one position reading). */
  patchForm?: (patch: Record<string, unknown>) => void;
}
