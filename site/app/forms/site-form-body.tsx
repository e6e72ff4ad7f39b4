import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { type ReactNode, useEffect, useMemo, useState } from 'react';

import { serverErrorsToErrorSchema } from '#engine/runtime/forms/server-errors.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { formUiSchema } from '#forms/form-ui-schema.ts';
import { useT } from '#forms/i18n.tsx';
import { SchemaForm } from '#forms/schema-form.tsx';
import { messages } from '#generated/messages.ts';

import { useAccountContact } from '../layout/site-settings.ts';
import { readText, STORAGE_KEYS, write } from '../visitor/storage.ts';
import { accountPrefill } from './account-prefill.ts';
import { botCheckToken, prepareBotCheck } from './bot-check.client.ts';
import { type LoadedForm, loadForm } from './form-schemas.ts';
import { templates, widgets } from './form-templates.tsx';
import { PUBLIC_FORMS, type SubmitAnswer } from './public-forms.ts';
import type { SiteFormProps } from './site-form-props.ts';
import { SuccessModal } from './success-modal.tsx';
import { useBlurChecks } from './use-field-errors.ts';

type Data = Record<string, unknown>;
type Notice = { kind: 'success' | 'error'; text: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Widgets the page chooses that the schema's x-ui does not name (the consent dialog, the terms link). */
const UI_OVERRIDES: UiSchema = { consent: { 'ui:widget': 'consent' }, acceptTerms: { 'ui:widget': 'terms' } };

const isFilled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The loaded form (RJSF with the precompiled validator): this module and RJSF are a separate chunk. */
export default function SiteFormBody(props: SiteFormProps & { placeholder: ReactNode }) {
  const t = useT();
  const [loaded, setLoaded] = useState<LoadedForm>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadForm(props.slug).then(
      (l) => live && setLoaded(l),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [props.slug]);
  if (failed) return <Alert severity="error">{t('This form could not be loaded. Please reload the page.')}</Alert>;
  if (!loaded) return <>{props.placeholder}</>;
  return <LoadedSiteForm {...props} loaded={loaded} />;
}

function LoadedSiteForm({ slug, extra, idPrefix = slug, onSuccess, loaded }: SiteFormProps & { loaded: LoadedForm }) {
  const t = useT();
  const config = PUBLIC_FORMS[slug];
  const { schema, validator } = loaded;
  const properties = useMemo(() => (schema.properties ?? {}) as Record<string, unknown>, [schema]);
  // A signed-in account's name, e-mail and phone fill the form (editable); page values that are fields of the
  // form (e.g. campaignKey) are part of its data; the rest travel beside it.
  const contact = useAccountContact();
  const initial = useMemo<Data>(
    () => ({
      ...accountPrefill(properties, contact),
      ...Object.fromEntries(Object.entries(extra ?? {}).filter(([k, v]) => k in properties && isFilled(v))),
    }),
    [extra, properties, contact],
  );
  const [formData, setFormData] = useState<Data>(initial);
  const [formKey, setFormKey] = useState(0);
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [toast, setToast] = useState<string>();
  const [succeeded, setSucceeded] = useState(false);

  const uiSchema = useMemo<UiSchema>(() => {
    const overrides = Object.fromEntries(Object.entries(UI_OVERRIDES).filter(([key]) => key in properties));
    const merged = formUiSchema(schema, { widgets, hideReadOnly: true, overrides, translate: t });
    // A select's empty first choice reads as an instruction rather than a blank row.
    for (const [key, field] of Object.entries(properties as Record<string, { enum?: unknown[]; default?: unknown }>)) {
      if (field.enum && field.default === undefined && !merged[key]?.['ui:placeholder'] && !merged[key]?.['ui:widget'])
        merged[key] = { ...(merged[key] ?? {}), 'ui:placeholder': t('Choose one') };
    }
    return merged;
  }, [schema, properties, t]);

  // The errors of the current data, by field: shown for fields the visitor has left, and gating the popup's submit.
  const checks = useBlurChecks(schema, validator, formData, { idPrefix, serverErrors });
  const { currentErrors } = checks;
  const ready =
    !config.submitWhenFilled ||
    config.submitWhenFilled.every((f) => isFilled(formData[f]) && (f !== 'phone' || !currentErrors.phone));

  const reset = () => {
    setFormData(initial);
    checks.reset();
    setFormKey((k) => k + 1);
  };

  const succeed = (lead: Data, data: Data) => {
    if (config.storeLead) {
      write(STORAGE_KEYS.userData, lead);
      if (typeof data.city === 'string') write(STORAGE_KEYS.selectedCity, data.city);
    }
    if (config.leadType === 'lead')
      (window.dataLayer ??= []).push({ event: 'lead_generated', form: slug, leadId: lead.id });
    onSuccess?.(lead);
    if (config.outcome === 'modal') setSucceeded(true);
    else {
      setNotice({ kind: 'success', text: messages.lead.contactSent });
      reset();
    }
  };

  const fail = (answer: Extract<SubmitAnswer, { ok: false }>) => {
    setServerErrors(serverErrorsToErrorSchema(answer.errors));
    if (config.failure === 'inline')
      setNotice({
        kind: 'error',
        text: answer.botCheck && answer.message ? answer.message : messages.lead.contactFailed,
      });
    else if (config.failure === 'toast')
      setToast(
        answer.message
          ? fillMessage(messages.lead.errorWithMessage, { message: answer.message })
          : messages.lead.errorUnknown,
      );
    else console.error(`The ${slug} form was not sent`, answer);
  };

  const send = async (data: Data) => {
    setSending(true);
    setNotice(undefined);
    setServerErrors(undefined);
    try {
      const token = config.botCheck ? await botCheckToken(slug) : undefined;
      const pageExtra = Object.fromEntries(Object.entries(extra ?? {}).filter(([k]) => !(k in properties)));
      const res = await fetch(`/submit/${slug}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ data, extra: pageExtra, token, utmSource: readText(STORAGE_KEYS.utmSource) }),
      });
      const answer = (await res.json().catch(() => ({ ok: false }))) as SubmitAnswer;
      if (answer.ok) succeed(answer.lead, data);
      else fail(answer);
    } catch (e) {
      console.error(e);
      fail({ ok: false });
    } finally {
      setSending(false);
    }
  };

  const submitLabel =
    sending && config.submittingLabel
      ? t('Submitting...')
      : t(String((schema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? msg('Submit')));
  return (
    <Box onFocusCapture={config.botCheck ? () => prepareBotCheck(slug) : undefined}>
      <SchemaForm
        key={formKey}
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        idPrefix={idPrefix}
        widgets={widgets}
        templates={templates}
        formData={formData}
        formContext={{ city: formData.city }}
        onChange={(e) => {
          const next = { ...(e.formData as Data) };
          if (next.city !== formData.city && formData.city !== undefined) delete next.locality;
          setFormData(next);
          if (serverErrors) setServerErrors(undefined);
        }}
        {...checks.formProps}
        onSubmit={(e) => {
          checks.submitted();
          void send(e.formData as Data);
        }}
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      >
        <Box sx={{ mt: 2 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={sending || !ready}
            aria-busy={sending}
            sx={{
              minWidth: 160,
              '&.Mui-disabled': sending ? { opacity: 0.6, bgcolor: 'primary.main', color: 'primary.contrastText' } : {},
            }}
          >
            {submitLabel}
          </Button>
        </Box>
      </SchemaForm>
      <Box role="status" aria-live="polite" sx={{ minHeight: notice ? undefined : 0 }}>
        {notice && (
          <Box
            component="p"
            sx={{ mt: 1.5, mb: 0, fontWeight: 700, color: notice.kind === 'success' ? 'success.main' : 'error.main' }}
          >
            {t(notice.text)}
          </Box>
        )}
      </Box>
      <Snackbar
        open={!!toast}
        autoHideDuration={4000}
        onClose={() => setToast(undefined)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setToast(undefined)}>
          {toast ? t(toast) : toast}
        </Alert>
      </Snackbar>
      <SuccessModal open={succeeded} onClose={() => window.location.reload()} />
    </Box>
  );
}
