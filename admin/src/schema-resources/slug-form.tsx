import { CircularProgress } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import type { ReactNode } from 'react';

import { SchemaForm, type SchemaFormProps } from './schema-form.tsx';
import { useSchema } from './schema-loader.ts';

export interface SlugFormProps {
  /** A generated schema, e.g. 'wallet-topup', 'eligibility-approval', 'change-password'. */
  slug: string;
  initial?: Record<string, unknown>;
  submitLabel?: string;
  saving?: boolean;
  actions?: ReactNode;
  /** Per-field uiSchema entries merged over the generated ones. */
  uiOverrides?: UiSchema;
  /** Prefix of the inputs' ids (default 'root'): set it when one page shows the same schema twice. */
  idPrefix?: string;
  /** Resolve when done; reject with the API's error to show its messages under the fields. */
  onSubmit: (data: Record<string, any>) => Promise<unknown>;
  /** Every change; `update` merges values into the form later (see SchemaForm). */
  onChange?: SchemaFormProps['onChange'];
  /** A long form's draft, kept over a reload under this key (see SchemaForm). */
  draftKey?: string;
}

/** Any generated form schema as an RJSF form with its precompiled validator (the specification's messages). */
export function SlugForm({
  slug,
  initial,
  submitLabel,
  saving,
  actions,
  uiOverrides,
  idPrefix,
  onSubmit,
  onChange,
  draftKey,
}: SlugFormProps) {
  const loaded = useSchema(slug);
  if (!loaded) return <CircularProgress size={24} aria-label="Loading form" />;
  return (
    <SchemaForm
      loaded={loaded}
      record={initial}
      submitLabel={submitLabel}
      saving={saving}
      actions={actions}
      uiOverrides={uiOverrides}
      idPrefix={idPrefix}
      onSave={onSubmit}
      onChange={onChange}
      draftKey={draftKey}
    />
  );
}
