import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ErrorSchema, ObjectFieldTemplateProps, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

import { serverErrorsToErrorSchema } from '#engine/runtime/forms/server-errors.ts';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { useT } from '#forms/i18n.tsx';
import { SchemaForm } from '#forms/schema-form.tsx';
import { useSchemaForm } from '#forms/use-schema-form.ts';
import { messages } from '#generated/messages.ts';
import schemaJson from '#generated/schemas/share-details.json';
import * as validatorModule from '#generated/validators/share-details.js';

import { FieldErrors } from '../forms/form-templates.tsx';
import { useBlurChecks } from '../forms/use-field-errors.ts';
import type { StoredLead } from '../visitor/storage.ts';
import { localDigits, postLead, withCountryCode } from '../visitor/visitor-api.ts';
import { isSessionLost } from './lead-session.ts';

/**
 * The profile form (spec 000 §2 Profile, §4 Profile update, §5 Profile): the visitor's details as the
 * share-details form asks them (schemas/share-details.schema.json: its rules and messages, "Please enter
 * your name!", "Please Enter Only Digits", "Please Enter 10 Digits Phone Number"), name and phone
 * editable, e-mail read-only. Loaded with React.lazy by the Profile tab only.
 */
const schema = schemaJson as unknown as RJSFSchema;
const validator = formValidator(validatorModule, schema);

type Data = { name?: string; email?: string; phone?: string };

/** The e-mail: shown in a read-only (not disabled) input, so it stays readable, focusable and copyable. */
function ReadOnlyText({ id, label, value, rawErrors = [] }: WidgetProps) {
  const t = useT();
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      value={value ?? ''}
      fullWidth
      error={rawErrors.length > 0}
      helperText={t('Your e-mail cannot be changed.')}
      slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true }, inputLabel: { shrink: true } }}
      sx={{ '& .MuiInputBase-root': { bgcolor: '#F4F6F9' } }}
    />
  );
}

/** One field under the other. */
function OneColumn({ properties }: ObjectFieldTemplateProps) {
  return (
    <Box sx={{ display: 'grid', rowGap: 2.5, '& .MuiFormControl-root': { width: '100%' } }}>
      {properties.map((p) => (
        <div key={p.name}>{p.content}</div>
      ))}
    </Box>
  );
}

const templates = { FieldErrorTemplate: FieldErrors, ObjectFieldTemplate: OneColumn };
const widgets = { readOnlyText: ReadOnlyText };
const UI_OVERRIDES: UiSchema = { email: { 'ui:widget': 'readOnlyText' } };

export interface ProfileFormProps {
  lead: StoredLead;
  /** The server saved the change: its answer becomes the stored lead. */
  onSaved: (lead: StoredLead) => void;
  /** The lead session is gone (401). */
  onLost: () => void;
}

export default function ProfileForm({ lead, onSaved, onLost }: ProfileFormProps) {
  const t = useT();
  const { uiSchema } = useSchemaForm({ schema, overrides: UI_OVERRIDES });
  const [formData, setFormData] = useState<Data>(() => ({
    name: lead.name ?? '',
    email: lead.email ?? '',
    phone: localDigits(lead.phone),
  }));
  const [sending, setSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string }>();

  // A field's rule is checked when the visitor leaves it (spec 000 §5: the phone "On leaving the phone field").
  const checks = useBlurChecks(schema, validator, formData, { idPrefix: 'profile', serverErrors, skip: ['email'] });

  const save = async (data: Data) => {
    setSending(true);
    setNotice(undefined);
    setServerErrors(undefined);
    const answer = await postLead({
      name: (data.name ?? '').trim(),
      email: lead.email,
      phone: withCountryCode(data.phone ?? ''),
      type: 'lead',
      isUpdate: true,
    });
    setSending(false);
    if (isSessionLost(answer)) return onLost();
    if (answer.ok && answer.data && typeof answer.data === 'object') {
      // A `msg` answer: the server declined; nothing is saved and nothing is said (spec 000 §4, §8).
      if (answer.data.msg) return;
      if (answer.data.id) {
        onSaved(answer.data);
        setNotice({ kind: 'success', text: t(messages.lead.profileUpdated) });
        return;
      }
    }
    const fieldErrors = answer.errors
      ? Object.fromEntries(
          Object.entries(answer.errors)
            .filter(([k]) => k === 'name' || k === 'phone')
            .map(([k, message]) => [k, t(message)]),
        )
      : {};
    setServerErrors(serverErrorsToErrorSchema(fieldErrors));
    setNotice({
      kind: 'error',
      text: answer.message
        ? t(messages.lead.errorWithMessage, { message: t(answer.message) })
        : t(messages.lead.errorUnknown),
    });
  };

  return (
    <Box sx={{ maxWidth: 480 }}>
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        idPrefix="profile"
        widgets={widgets}
        templates={templates}
        formData={formData}
        onChange={(e) => {
          setFormData({ ...(e.formData as Data), email: lead.email ?? '' });
          if (serverErrors) setServerErrors(undefined);
          if (notice) setNotice(undefined);
        }}
        {...checks.formProps}
        onSubmit={(e) => {
          checks.submitted();
          void save(e.formData as Data);
        }}
      >
        <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={sending}
            aria-busy={sending}
            sx={{
              minWidth: 160,
              '&.Mui-disabled': sending ? { opacity: 0.6, bgcolor: 'primary.main', color: 'primary.contrastText' } : {},
            }}
          >
            {sending ? t('Saving...') : t('Save')}
          </Button>
        </Box>
      </SchemaForm>
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {notice ? (
          <Alert severity={notice.kind} onClose={() => setNotice(undefined)}>
            {notice.text}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
