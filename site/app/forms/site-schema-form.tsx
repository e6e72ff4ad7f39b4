import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';

import type { AccessRole } from '#domain/access/roles.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { SchemaForm } from '#forms/schema-form.tsx';
import { type UploadContext, UploadWidget } from '#forms/upload-widget.tsx';
import { useSchemaForm } from '#forms/use-schema-form.ts';

import { templates as siteTemplates } from './form-templates.tsx';
import { useBlurChecks } from './use-field-errors.ts';

type Data = Record<string, unknown>;

export interface SiteSchemaFormProps {
  /** A generated (bundled) schema, `#generated/schemas/<slug>.json`. */
  schema: RJSFSchema;
  /** Its precompiled validator (`formValidator(module, schema)`): the same messages the API answers. */
  validator: ValidatorType;
  /** uiSchema entries merged over the generated ones, per field. */
  uiOverrides?: UiSchema;
  /** Widgets of this form that the overrides name (RJSF's own otherwise). */
  widgets?: Record<string, unknown>;
  initial?: Data;
  submitLabel: string;
  /** While the submission is on its way: the button is dimmed, reads `busyLabel`, and cannot be pressed again. */
  busy?: boolean;
  busyLabel?: string;
  /** The API's field errors (`{field: message}`), shown under their fields. */
  serverErrors?: Record<string, string>;
  onSubmit: (data: Data) => void;
  /** Every change; `update` merges values into the form later (a PIN lookup's state and city). */
  onChange?: (data: Data, update: (patch: Data) => void) => void;
  /**
   * The visitor flows' rule (spec 000 §5): a field is checked when the visitor leaves it, every field on submit,
   * and the first field takes the focus. Needs `idPrefix`. Account forms check on submit only.
   */
  checkOnBlur?: { idPrefix: string };
  /** Buttons shown before the submit button (Back); with them the buttons sit at the end of the row, not full width. */
  actions?: ReactNode;
  children?: ReactNode;
  /** A file field's upload failed (its message) or that cleared (undefined). */
  onUploadProblem?: (field: string, message: string | undefined) => void;
  /** The signed-in account's roles (account forms): fields their x-access keeps from them are hidden or read-only. */
  roles?: readonly AccessRole[];
}

/** File fields upload through the site's own route, with the session (the API itself takes no cookie). */
const formContext: UploadContext = {
  async upload(form) {
    const res = await fetch('/home/upload', { method: 'POST', body: form });
    const answer = (await res.json().catch(() => ({}))) as { ok?: boolean; url?: string; message?: string };
    if (!res.ok || !answer.url) throw new Error(answer.message ?? msg('The file could not be uploaded'));
    return answer.url;
  },
};
const UPLOADS = { file: UploadWidget, image: UploadWidget, images: UploadWidget };

/** The first field of the schema's order takes the focus when a visitor step opens. */
function autofocusFirst(schema: RJSFSchema, overrides: UiSchema | undefined): UiSchema {
  const first = ((schema as { 'x-ui'?: { order?: string[] } })['x-ui']?.order ??
    Object.keys(schema.properties ?? {}))[0];
  return first
    ? { ...overrides, [first]: { ...(overrides?.[first] as object), 'ui:autofocus': true } }
    : (overrides ?? {});
}

/**
 * The site's one schema form (visitor dialogs, sign-up, account pages): the shared kit (`#forms/`) with the
 * generated schema, the site's widgets and templates, checked in the browser by the generated validator before
 * anything is sent. Pages load it with React.lazy, so RJSF never weighs on the marketing pages' first load.
 */
export function SiteSchemaForm(props: SiteSchemaFormProps) {
  const {
    schema,
    validator,
    uiOverrides,
    widgets: own,
    initial,
    submitLabel,
    busy,
    busyLabel,
    serverErrors,
    onSubmit,
    onChange,
    checkOnBlur,
    actions,
    children,
    onUploadProblem,
    roles,
  } = props;
  const t = useT();
  const context = useMemo<UploadContext>(
    () => (onUploadProblem ? { ...formContext, onProblem: onUploadProblem } : formContext),
    [onUploadProblem],
  );
  const widgets = useMemo(() => ({ ...UPLOADS, ...own }), [own]);
  const overrides = useMemo(
    () => (checkOnBlur ? autofocusFirst(schema, uiOverrides) : uiOverrides),
    [checkOnBlur, schema, uiOverrides],
  );
  const [formData, setFormData] = useState<Data>(() => initial ?? {});
  // In the visitor flows the server's errors stand until the visitor types again (then the form's own checks
  // speak); an account form shows them as long as its page hands them (a PIN lookup's refusal, say).
  const [typedSinceServer, setTypedSinceServer] = useState(false);
  const { uiSchema, extraErrors } = useSchemaForm({
    schema,
    widgets,
    hideReadOnly: true,
    overrides,
    roles,
    serverErrors: checkOnBlur && typedSinceServer ? undefined : serverErrors,
  });
  const checks = useBlurChecks(schema, validator, formData, {
    idPrefix: checkOnBlur?.idPrefix ?? 'root',
    serverErrors: extraErrors,
    liveAfterSubmit: true,
  });
  // `ready` once the script has taken over the server-rendered form (what was typed before is in formData).
  const [ready, setReady] = useState(false);
  const form = useRef<{ formElement: { current: HTMLFormElement | null } } | null>(null);
  // What the form was given when it mounted: the effect below runs once, on the server-rendered form.
  const initialAtMount = useRef(initial);
  // A form that arrives rendered by the server keeps what a visitor typed before the script took over: it
  // becomes the form's data (else the fields would show text the form believes empty).
  useEffect(() => {
    const element = form.current?.formElement.current;
    if (!element) return;
    const typed: Record<string, string> = {};
    for (const input of element.querySelectorAll<HTMLInputElement>(
      'input[name^="root_"]:not([type="hidden"]):not([disabled]):not([aria-hidden="true"]):not([type="radio"]):not([type="checkbox"])',
    )) {
      const key = input.name.slice('root_'.length);
      // Only what was typed: a value the form was given stays as given (a number stays a number).
      if (input.value && input.value !== String(initialAtMount.current?.[key] ?? '')) typed[key] = input.value;
    }
    if (Object.keys(typed).length) setFormData((current) => ({ ...current, ...typed }));
    setReady(true);
  }, []);
  return (
    <SchemaForm
      ref={form as never}
      className={ready ? 'account-form ready' : 'account-form'}
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={widgets as never}
      formContext={context}
      formData={formData}
      {...(checkOnBlur
        ? { idPrefix: checkOnBlur.idPrefix, templates: siteTemplates, ...checks.formProps }
        : { extraErrors })}
      onChange={(e) => {
        setFormData({ ...(e.formData as Data) });
        setTypedSinceServer(true);
        onChange?.(e.formData as Data, (patch) => setFormData((current) => ({ ...current, ...patch })));
      }}
      onSubmit={(e) => {
        checks.submitted();
        setTypedSinceServer(false);
        onSubmit(e.formData as Data);
      }}
      // Sent before the page's script has started, the browser posts the fields to the page's own action
      // (never a GET that would put a password in the address).
      method="post"
    >
      {children}
      <Box
        sx={actions ? { mt: 3, display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' } : { mt: 3 }}
      >
        {actions}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth={!actions}
          disabled={busy}
          aria-busy={busy || undefined}
          sx={
            actions
              ? {
                  minWidth: 140,
                  '&.Mui-disabled': busy
                    ? { opacity: 0.6, bgcolor: 'primary.main', color: 'primary.contrastText' }
                    : {},
                }
              : undefined
          }
        >
          {busy ? (busyLabel ?? t('Submitting...')) : t(submitLabel)}
        </Button>
      </Box>
    </SchemaForm>
  );
}
