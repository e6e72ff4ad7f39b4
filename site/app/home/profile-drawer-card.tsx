import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

import { useT } from '#forms/i18n.tsx';
import { isChanged, useDraft } from '#forms/unsaved/index.ts';
import { messages } from '#generated/messages.ts';

import { FormSpace } from '../account/account-card.tsx';
import { type LoadedRecord, useAccountSave } from '../account/use-account-save.ts';
import { Card } from './card.tsx';
import { EditDrawer, UnsavedChanges } from './edit-drawer.tsx';
import { RecordConflict } from './record-conflict.tsx';

/** The profile page's forms, each fetched when its card or drawer first shows it (one chunk for all). */
const forms = () => import('./profile-forms.tsx');
export const BasicProfileForm = lazy(() => forms().then((m) => ({ default: m.BasicProfileForm })));
export const PersonalDetailsForm = lazy(() => forms().then((m) => ({ default: m.PersonalDetailsForm })));
export const EmploymentForm = lazy(() => forms().then((m) => ({ default: m.EmploymentForm })));
export const AddressForm = lazy(() => forms().then((m) => ({ default: m.AddressForm })));
export const DocumentForm = lazy(() => forms().then((m) => ({ default: m.DocumentForm })));

export type WithId<T> = T & { id: string };

/** A profile form's save; `loaded`: its record's version as the page loaded it (sent as If-Match) and its fields. */
export const useSave = (intent: string, key = intent, loaded?: LoadedRecord) =>
  useAccountSave('/home/profile', intent, `profile-${key}`, loaded);

/** The answer of a save: 'Updated Successfully', or the API's message when no field shows it. */
export function Outcome({ save, fields = [] }: { save: ReturnType<typeof useSave>; fields?: string[] }) {
  const t = useT();
  if (save.saved)
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {t(messages.success.updated)}
      </Alert>
    );
  const failed = save.failed;
  // A save refused as stale is shown by its dialog (RecordConflict), not here.
  if (!failed || save.conflict || (failed.errors && Object.keys(failed.errors).every((k) => fields.includes(k))))
    return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {t(failed.message)}
    </Alert>
  );
}

export const loading = (label: string, height: number) => <FormSpace label={label} height={height} />;

/**
 * A card whose details are edited in a side drawer (basic profile, personal details). What is typed is kept as a
 * draft in this tab (it survives a reload: the card then offers to go on editing or discard it) until it is saved or
 * discarded; closing the drawer with changes asks first. A save refused because the record changed elsewhere shows
 * both versions (RecordConflict), keeping what was typed until the person chooses.
 */
export function DrawerCard({
  title,
  intent,
  details,
  initial,
  Form,
  fields,
  draftKey,
  version,
  schema,
}: {
  title: string;
  intent: string;
  details: ReactNode;
  initial: Record<string, unknown>;
  Form: typeof BasicProfileForm;
  fields: string[];
  draftKey: string;
  /** The record's version as the page loaded it. */
  version?: string;
  /** The form's schema: the conflict dialog names and shows its fields. */
  schema: Record<string, unknown>;
}) {
  // The record as it was when the drawer opened: a save measures what changed from it, and names its version (the
  // page reads the record again after other saves on it, which must not make this one overwrite a change made elsewhere).
  const [loaded, setLoaded] = useState<LoadedRecord>({ version, opened: initial });
  const t = useT();
  const save = useSave(intent, intent, loaded);
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    if (next && !open) setLoaded({ version, opened: initial });
    setOpenState(next);
  };
  // A new form when the person reloads the record's other version (the form starts from it).
  const [round, setRound] = useState(0);
  const draft = useDraft<Record<string, unknown>>(draftKey, initial);
  const dirty = isChanged(initial, draft.value);
  useEffect(() => {
    if (save.saved) {
      draft.clear();
      setOpen(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [save.saved]);
  return (
    <Card title={title}>
      {save.saved && !open && <Outcome save={save} />}
      {draft.restored && dirty && !open && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => setOpen(true)}>
                {t('Continue editing')}
              </Button>
              <Button size="small" color="inherit" onClick={draft.clear}>
                {t('Discard')}
              </Button>
            </Box>
          }
        >
          {t('Your unsaved changes to {title} were kept.', { title })}
        </Alert>
      )}
      {details}
      <Button
        variant="outlined"
        sx={{ mt: 2.5 }}
        onClick={() => setOpen(true)}
        aria-label={t('Edit {title}', { title })}
      >
        {t('Edit')}
      </Button>
      <EditDrawer
        title={t('Edit {title}', { title })}
        open={open}
        onClose={() => {
          draft.clear();
          setOpen(false);
        }}
      >
        <UnsavedChanges dirty={dirty} />
        <Outcome save={{ ...save, saved: false }} fields={fields} />
        <Suspense fallback={loading(t('Loading the {title} form', { title }), 420)}>
          <Form
            key={`${draft.restored ? 'draft' : 'record'}:${round}`}
            initial={draft.value}
            busy={save.busy}
            serverErrors={save.failed?.errors}
            onSubmit={save.submit}
            onChange={(data) => {
              if (isChanged(draft.value, data)) draft.setValue(data);
            }}
          />
        </Suspense>
        <RecordConflict
          save={save}
          title={title}
          schema={schema}
          fieldsOf={(current) => Object.fromEntries(fields.map((k) => [k, current[k]]))}
          onReload={() => {
            // Their version, as the page read it again after the refusal, is now the one being edited.
            draft.clear();
            setLoaded({ version, opened: initial });
            setRound((r) => r + 1);
          }}
        />
      </EditDrawer>
    </Card>
  );
}
