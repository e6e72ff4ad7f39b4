import { CircularProgress } from '@mui/material';
import { useMemo } from 'react';

import { SchemaForm } from '#admin/schema-resources/schema-form.tsx';
import { useSchema } from '#admin/schema-resources/schema-loader.ts';

import type { ClaimFormContext } from './claim-form-context.ts';
import { type ClaimFormMode, claimFormUi } from './claim-form-ui.ts';
import type { ClaimTerms } from './use-claim-terms.ts';

interface Props {
  terms: ClaimTerms;
  mode: Exclude<ClaimFormMode, 'staff'>;
  idPrefix: string;
  /** The form's data, kept by the drawer (its draft, useClaimDraft); each change comes back through `onChange`. */
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  submitLabel: string;
  onSubmit: (data: Record<string, unknown>) => Promise<unknown>;
}

/**
 * The landlord's claim form (Raise Claims, Update Claim): the claim schema's form with the claim's terms (claim types of
 * the bond's product, dates from its effective date, each line's fields by its type: claimFormUi). The server's field
 * errors show under the fields (SchemaForm).
 */
export function ClaimTermsForm({ terms, mode, idPrefix, data, onChange, submitLabel, onSubmit }: Props) {
  const loaded = useSchema('claim');
  const ui = useMemo(() => claimFormUi(terms, mode), [terms, mode]);
  const context: ClaimFormContext = useMemo(() => ({ terms }), [terms]);
  if (!loaded) return <CircularProgress size={24} aria-label="Loading form" />;
  return (
    <SchemaForm
      loaded={loaded}
      formData={data}
      onChange={onChange}
      idPrefix={idPrefix}
      uiOverrides={ui}
      formContext={context}
      submitLabel={submitLabel}
      onSave={onSubmit}
    />
  );
}
