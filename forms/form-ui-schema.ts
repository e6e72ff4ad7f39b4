import type { UiSchema } from '@rjsf/utils';

import type { AccessRole } from '#domain/access/roles.ts';
import { uiSchemaFor } from '#engine/runtime/forms/ui-schema.ts';
import type { Translate } from '#engine/runtime/i18n/translator.ts';

export interface FormUiOptions {
  /** The widget table the front end hands the form: x-ui widgets it names are used, the rest fall back to RJSF's. */
  widgets?: Record<string, unknown>;
  /** Hide readOnly fields (create forms) instead of showing them read-only. */
  hideReadOnly?: boolean;
  /** The roles of whoever fills the form: fields their x-access keeps from them are hidden or read-only (uiSchemaFor). */
  roles?: readonly AccessRole[];
  /** Entries merged over the generated ones: per field (merged into the field's), or root `ui:` keys (replacing). */
  overrides?: UiSchema;
  /** The page's language: titles, choices, placeholders, help and the submit label translated (decision 062). */
  translate?: Translate;
}

/**
 * The uiSchema of a generated schema as every screen shows it: the x-ui hints (`uiSchemaFor`), the screen's
 * overrides, no title above the fields (the screen carries its heading) and no built-in submit button (each
 * screen draws its own inside the form).
 */
export function formUiSchema(
  schema: Record<string, unknown>,
  { widgets, hideReadOnly, overrides, roles, translate }: FormUiOptions = {},
): UiSchema {
  const generated = uiSchemaFor(schema, {
    widgets: new Set(Object.keys(widgets ?? {})),
    hideReadOnly,
    roles,
    translate,
  });
  const merged: UiSchema = { ...generated };
  for (const [key, ui] of Object.entries(overrides ?? {}))
    merged[key] = key.startsWith('ui:') ? ui : { ...(generated[key] ?? {}), ...ui };
  return {
    ...merged,
    'ui:options': { label: false, ...(merged['ui:options'] ?? {}) },
    'ui:submitButtonOptions': { norender: true },
  };
}
