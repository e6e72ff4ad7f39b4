import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, LinearProgress, Stack } from '@mui/material';
import type { CustomValidator, ErrorTransformer, RegistryWidgetsType, TemplatesType, UiSchema } from '@rjsf/utils';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { HttpError, useNotify } from 'react-admin';

import type { FieldMessages } from '#domain/verdict.ts';
import { serverErrorsToErrorSchema } from '#engine/runtime/forms/server-errors.ts';
import { transformFormErrors } from '#engine/runtime/validation/form-errors.ts';
import { SchemaForm as KitForm } from '#forms/schema-form.tsx';
import { isChanged, useDraft } from '#forms/unsaved/index.ts';
import { type UploadContext, UploadWidget } from '#forms/upload-widget.tsx';
import { useSchemaForm } from '#forms/use-schema-form.ts';
import { messages } from '#generated/messages.ts';

import { useConsoleData } from '../api/use-console-data.ts';
import { useViewerAccess } from '../layout/use-viewer-roles.ts';
import { isShownAsConflict } from './conflict-shown.ts';
import { useReportChanges } from './form-guard.tsx';
import { ReferenceWidget } from './reference-widget.tsx';
import type { LoadedSchema } from './schema-loader.ts';
import { TagsWidget } from './tags-widget.tsx';
import { CoordinateWidget } from './widgets/coordinate-widget.tsx';
import type { FormPatchContext } from './widgets/form-patch.ts';
import { SectionedObjectTemplate } from './widgets/sectioned-object-template.tsx';
import { hasSections } from './widgets/sections.ts';

const widgets: RegistryWidgetsType = {
  reference: ReferenceWidget,
  image: UploadWidget,
  images: UploadWidget,
  file: UploadWidget,
  tags: TagsWidget,
  latitude: CoordinateWidget,
  longitude: CoordinateWidget,
};
/** A long form whose fields name sections (x-ui.section) shows them as titled groups, two short fields a row. */
const sectioned: Partial<TemplatesType> = { ObjectFieldTemplate: SectionedObjectTemplate };

export interface SchemaFormProps {
  loaded: LoadedSchema;
  record?: Record<string, unknown>;
  /** The submit button's text (default: the schema's x-ui.submitLabel, else Save). */
  submitLabel?: string;
  saving?: boolean;
  /** Shown left of the submit button (e.g. Cancel). */
  actions?: ReactNode;
  /** Show read-only fields (disabled) instead of hiding them. */
  showReadOnly?: boolean;
  /** uiSchema entries merged over the generated ones: per field (e.g. a widget whose options come from the API) or root `ui:` keys. */
  uiOverrides?: UiSchema;
  /** Prefix of the inputs' ids (default 'root'): set it when one page shows the same schema twice. */
  idPrefix?: string;
  /** Saves; resolves when stored, rejects with the API's error (its field errors land under the fields). */
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
  /** The submit button's icon (default: Save; null for none). */
  submitIcon?: ReactNode;
  /** Applied to the validator's errors after the kit's own placement (e.g. a wizard keeps only its step's fields). */
  transformErrors?: ErrorTransformer;
  /**
   * A domain rule beyond the schema's, asked on every submit as the server asks it: field path → message (e.g.
   * `productProblems`). Its messages show under their fields (once, when the schema's validator already says the
   * same) and stop the submit.
   */
  rules?: (data: Record<string, unknown>) => FieldMessages;
  /**
   * Called on every change; `update` merges values into the form later (e.g. state and city from a PIN lookup).
   * With `formData` (controlled) the caller stores each change itself, and `update` hands it the merged data here.
   */
  onChange?: (data: Record<string, unknown>, update: (patch: Record<string, unknown>) => void) => void;
  /** Controlled data: the form shows this (not `record`) and changes come back through `onChange`, e.g. when the screen also shows totals of the data or changes it from outside the fields. */
  formData?: Record<string, unknown>;
  /** Handed to the screen's widgets and templates (RJSF formContext), besides the console's upload. */
  formContext?: object;
  /** A long form keeps a draft that survives a reload under this key (naming the record: `profile:<id>`); cleared when saved or discarded. */
  draftKey?: string;
}

/**
 * The console's schema form: the shared kit (`#forms/`) with the console's widgets (references, uploads),
 * its Save button and toasts; the server's field errors are shown under the same fields.
 */
/** RJSF's custom validation from a domain rule: its messages the validator did not already give, as an error schema. */
function validatorOf(rules: NonNullable<SchemaFormProps['rules']>): CustomValidator {
  return (data, errors, _ui, given) => {
    const said = (path: string): string[] =>
      (path.split('.').reduce<any>((node, key) => node?.[key], given ?? {})?.__errors ?? []) as string[];
    const fresh = Object.fromEntries(
      Object.entries(rules((data ?? {}) as Record<string, unknown>)).filter(
        ([path, message]) => !said(path).includes(message),
      ),
    );
    return (serverErrorsToErrorSchema(fresh) ?? errors) as ReturnType<CustomValidator>;
  };
}

export function SchemaForm({
  loaded,
  record,
  submitLabel,
  submitIcon,
  saving,
  actions,
  showReadOnly,
  uiOverrides,
  idPrefix,
  transformErrors,
  rules,
  onSave,
  onChange,
  formData: controlled,
  formContext,
  draftKey,
}: SchemaFormProps) {
  const notify = useNotify();
  const [start] = useState<Record<string, unknown>>(() => record ?? {});
  // What the form last saved (or opened with): changes are counted from it.
  const [baseline, setBaseline] = useState(start);
  const draft = useDraft<Record<string, unknown>>(draftKey ?? null, start);
  const own = draft.value;
  const setOwn = (next: Record<string, unknown> | ((current: Record<string, unknown>) => Record<string, unknown>)) =>
    draft.setValue(typeof next === 'function' ? next(latest.current) : next);
  const formData = controlled ?? own;
  // The holder (a drawer, a dialog, the edit page) asks before closing while the data differs from what the form opened with.
  useReportChanges(isChanged(baseline, formData), draft.clear);
  // The data as last shown, for `update` in controlled mode (it may come after further changes).
  const latest = useRef(formData);
  useEffect(() => {
    latest.current = formData;
  });
  // Merges values into the form later (a PIN lookup's city, both coordinates of a position): the caller's when controlled.
  const update = (patch: Record<string, unknown>): void =>
    controlled ? onChange?.({ ...latest.current, ...patch }, update) : setOwn((current) => ({ ...current, ...patch }));
  const patchRef = useRef(update);
  useEffect(() => {
    patchRef.current = update;
  });
  const data = useConsoleData();
  // File fields upload with the console's token (the data provider's schemaFormUpload); widgets may patch other fields.
  const context = useMemo(
    (): UploadContext & FormPatchContext => ({
      upload: async (form) => (await data.schemaFormUpload(form)).url,
      patchForm: (patch) => patchRef.current(patch),
      ...formContext,
    }),
    [data, formContext],
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  // The viewer's roles: a field the schema's x-access keeps from them is hidden, one they may not write read-only.
  // A schema with such fields waits for the roles, so no field shows before it is known whether it may.
  const guarded = useMemo(() => JSON.stringify(loaded.schema).includes('"x-access"'), [loaded.schema]);
  const access = useViewerAccess(guarded);
  const { uiSchema, extraErrors } = useSchemaForm({
    schema: loaded.schema,
    widgets,
    hideReadOnly: !showReadOnly,
    overrides: uiOverrides,
    roles: guarded ? access.roles : undefined,
    serverErrors,
  });
  const submit = async (data: Record<string, unknown>) => {
    setServerErrors(undefined);
    try {
      await onSave(data);
      setBaseline(data);
      if (draftKey) draft.clear();
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined;
      setServerErrors(body?.errors);
      // A stale save its holder shows in the conflict dialog needs no toast behind it.
      if (!isShownAsConflict(e)) notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  if (guarded && !access.known) return <LinearProgress aria-label={messages.details.loading} />;
  return (
    <KitForm
      schema={loaded.schema}
      uiSchema={uiSchema}
      validator={loaded.validator}
      idPrefix={idPrefix}
      widgets={widgets}
      {...(hasSections(loaded.schema) ? { templates: sectioned } : {})}
      formContext={context}
      formData={formData}
      onChange={(e) => {
        if (!controlled) setOwn(e.formData);
        onChange?.(e.formData, update);
      }}
      onSubmit={(e) => submit(e.formData)}
      extraErrors={extraErrors}
      {...(transformErrors
        ? { transformErrors: ((errors, ui) => transformErrors(transformFormErrors(errors), ui)) as ErrorTransformer }
        : {})}
      {...(rules ? { customValidate: validatorOf(rules) } : {})}
      onError={() => notify(messages.failure.correctFields, { type: 'warning' })}
    >
      <Stack direction="row" gap={1} sx={{ mt: 3 }}>
        <Box sx={{ flex: 1 }} />
        {actions}
        <Button
          type="submit"
          variant="contained"
          startIcon={submitIcon === undefined ? <SaveIcon /> : submitIcon}
          disabled={saving}
        >
          {submitLabel ?? (loaded.schema as any)['x-ui']?.submitLabel ?? 'Save'}
        </Button>
      </Stack>
    </KitForm>
  );
}
