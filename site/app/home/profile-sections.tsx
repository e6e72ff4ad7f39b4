import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { isChanged, useDraft } from '#forms/unsaved/index.ts';
import { messages } from '#generated/messages.ts';
import basicJson from '#generated/schemas/basic-profile.json';
import personalJson from '#generated/schemas/personal-details.json';
import profileJson from '#generated/schemas/profile.json';
import userJson from '#generated/schemas/user.json';
import type { Address } from '#generated/types/address.ts';
import type { Document } from '#generated/types/document.ts';
import type { Profile } from '#generated/types/profile.ts';
import type { User } from '#generated/types/user.ts';

import { FormSpace } from '../account/account-card.tsx';
import { useAccountSave } from '../account/use-account-save.ts';
import { AccountDetails } from './account-details.tsx';
import { Card } from './card.tsx';
import { EditDrawer, UnsavedChanges } from './edit-drawer.tsx';

const forms = () => import('./profile-forms.tsx');
const BasicProfileForm = lazy(() => forms().then((m) => ({ default: m.BasicProfileForm })));
const PersonalDetailsForm = lazy(() => forms().then((m) => ({ default: m.PersonalDetailsForm })));
const EmploymentForm = lazy(() => forms().then((m) => ({ default: m.EmploymentForm })));
const AddressForm = lazy(() => forms().then((m) => ({ default: m.AddressForm })));
const DocumentForm = lazy(() => forms().then((m) => ({ default: m.DocumentForm })));

type WithId<T> = T & { id: string };
export type TenantProfile = WithId<Profile> & {
  user?: WithId<User>;
  addresses?: WithId<Address>[];
  docs?: WithId<Document>[];
};

const useSave = (intent: string, key = intent) => useAccountSave('/home/profile', intent, `profile-${key}`);

/** The answer of a save: 'Updated Successfully', or the API's message when no field shows it. */
function Outcome({ save, fields = [] }: { save: ReturnType<typeof useSave>; fields?: string[] }) {
  if (save.saved)
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {messages.success.updated}
      </Alert>
    );
  const failed = save.failed;
  if (!failed || (failed.errors && Object.keys(failed.errors).every((k) => fields.includes(k)))) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {failed.message}
    </Alert>
  );
}

const loading = (label: string, height: number) => <FormSpace label={label} height={height} />;

/**
 * A card whose details are edited in a side drawer (basic profile, personal details). What is typed is kept as a
 * draft in this tab (it survives a reload: the card then offers to go on editing or discard it) until it is saved or
 * discarded; closing the drawer with changes asks first.
 */
function DrawerCard({
  title,
  intent,
  details,
  initial,
  Form,
  fields,
  draftKey,
}: {
  title: string;
  intent: string;
  details: ReactNode;
  initial: Record<string, unknown>;
  Form: typeof BasicProfileForm;
  fields: string[];
  draftKey: string;
}) {
  const save = useSave(intent);
  const [open, setOpen] = useState(false);
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
                Continue editing
              </Button>
              <Button size="small" color="inherit" onClick={draft.clear}>
                Discard
              </Button>
            </Box>
          }
        >
          Your unsaved changes to {title} were kept.
        </Alert>
      )}
      {details}
      <Button variant="outlined" sx={{ mt: 2.5 }} onClick={() => setOpen(true)} aria-label={`Edit ${title}`}>
        Edit
      </Button>
      <EditDrawer
        title={`Edit ${title}`}
        open={open}
        onClose={() => {
          draft.clear();
          setOpen(false);
        }}
      >
        <UnsavedChanges dirty={dirty} />
        <Outcome save={{ ...save, saved: false }} fields={fields} />
        <Suspense fallback={loading(`Loading the ${title} form`, 420)}>
          <Form
            key={draft.restored ? 'draft' : 'record'}
            initial={draft.value}
            busy={save.busy}
            serverErrors={save.failed?.errors}
            onSubmit={save.submit}
            onChange={(data) => {
              if (isChanged(draft.value, data)) draft.setValue(data);
            }}
          />
        </Suspense>
      </EditDrawer>
    </Card>
  );
}

const defined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined && v !== ''));
/** The Aadhaar number as the account area shows it: its last four digits only. */
const maskAadhaar = (text: string, record: Record<string, unknown>) =>
  typeof record.aadhar === 'string' && record.aadhar ? `XXXX XXXX ${record.aadhar.slice(-4)}` : text;
const keysOf = (json: unknown) => Object.keys((json as { properties: object }).properties);
/** The fields of a record the form has (what a draft and the comparison with the record are about). */
const onlyKeys = (record: Record<string, unknown>, json: unknown) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => keysOf(json).includes(k)));

function EmploymentCard({ profile }: { profile: TenantProfile }) {
  const save = useSave('employment');
  const job = (profile.employmentDetails ?? {}) as Record<string, unknown>;
  return (
    <Card title="Employment Details">
      {job.workEmail ? (
        <Chip
          sx={{ mb: 2 }}
          color={job.isWorkEmailVerified ? 'success' : 'warning'}
          label={job.isWorkEmailVerified ? 'Work email verified' : 'Work email not verified yet'}
        />
      ) : null}
      <Outcome
        save={save}
        fields={['employment', 'monthlyIncome', 'additionalMonthlyIncome', 'workEmail', 'employmentDetails']}
      />
      <Suspense fallback={loading('Loading the employment form', 380)}>
        <EmploymentForm
          initial={defined(job)}
          busy={save.busy}
          serverErrors={save.failed?.errors}
          onSubmit={save.submit}
        />
      </Suspense>
    </Card>
  );
}

function AddressCard({
  title,
  addressType,
  profile,
}: {
  title: string;
  addressType: 'current' | 'permanent';
  profile: TenantProfile;
}) {
  const save = useSave('address', addressType);
  const existing = profile.addresses?.find((a) => a.addressType === addressType);
  const initial = defined({
    ...(existing ?? {}),
    userId: profile.userId,
    addressType,
    createdAt: undefined,
    updatedAt: undefined,
  });
  return (
    <Card title={title}>
      <Outcome save={save} fields={['pin', 'street', 'house', 'locality', 'city', 'state']} />
      <Suspense fallback={loading(`Loading the ${title} form`, 460)}>
        <AddressForm initial={initial} busy={save.busy} serverErrors={save.failed?.errors} onSubmit={save.submit} />
      </Suspense>
    </Card>
  );
}

function DocumentsCard({ docs }: { docs: WithId<Document>[] }) {
  const save = useSave('document');
  const [open, setOpen] = useState(false);
  const [docDirty, setDocDirty] = useState(false);
  useEffect(() => {
    if (save.saved) setOpen(false);
  }, [save.saved]);
  useEffect(() => {
    if (!open) setDocDirty(false);
  }, [open]);
  return (
    <Card title="Documents">
      {save.saved && !open && <Outcome save={save} />}
      {docs.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          No documents yet. Add your offer letter, salary slips or bank statements.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {docs.map((d) => (
            <Box
              component="li"
              key={d.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1.5,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography sx={{ fontWeight: 700 }}>{shownEnum('document.docType', d.docType)}</Typography>
                <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
                  {[d.docId, d.createdAt ? shownDate(d.createdAt) : ''].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              <Chip
                size="small"
                color={d.isVerified ? 'success' : 'default'}
                label={d.isVerified ? 'Verified' : 'Awaiting verification'}
              />
              <Link
                href={d.docUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`View ${shownEnum('document.docType', d.docType)}`}
              >
                View
              </Link>
            </Box>
          ))}
        </Box>
      )}
      <Button variant="outlined" sx={{ mt: 2.5 }} onClick={() => setOpen(true)}>
        Add Document
      </Button>
      <EditDrawer title="Upload Document" open={open} onClose={() => setOpen(false)}>
        <UnsavedChanges dirty={docDirty} />
        <Outcome save={{ ...save, saved: false }} fields={['docType', 'docId', 'metadata', 'file']} />
        <Suspense fallback={loading('Loading the document form', 420)}>
          <DocumentForm
            busy={save.busy}
            serverErrors={save.failed?.errors}
            onSubmit={save.submit}
            onChange={(data) => setDocDirty(isChanged({}, data))}
          />
        </Suspense>
      </EditDrawer>
    </Card>
  );
}

function Column({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>{children}</Box>;
}

/**
 * The profile page (spec 001 §2): basic profile and personal details with their edit drawers, employment, both
 * addresses, documents.
 */
export function ProfileSections({ profile }: { profile: TenantProfile }) {
  const user = (profile.user ?? {}) as Record<string, unknown>;
  const record = profile as unknown as Record<string, unknown>;
  const personal = { aadhar: profile.aadhar, pan: profile.pan, education: profile.education };
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Column>
        <DrawerCard
          title="Basic Profile"
          intent="basic"
          details={<AccountDetails schema={userJson} record={user} group="basic" testId="basic-profile-details" />}
          initial={onlyKeys(defined(user), basicJson)}
          Form={BasicProfileForm}
          fields={keysOf(basicJson)}
          draftKey={`profile-basic:${profile.userId}`}
        />
        <DrawerCard
          title="Personal Details"
          intent="personal"
          details={
            <AccountDetails
              schema={profileJson}
              record={record}
              group="personal"
              render={{ aadhar: maskAadhaar }}
              testId="personal-details"
            />
          }
          initial={defined(personal)}
          Form={PersonalDetailsForm}
          fields={keysOf(personalJson)}
          draftKey={`profile-personal:${profile.userId}`}
        />
        <DocumentsCard docs={profile.docs ?? []} />
      </Column>
      <Column>
        <EmploymentCard profile={profile} />
        <AddressCard title="Office Address" addressType="current" profile={profile} />
        <AddressCard title="Permanent Address" addressType="permanent" profile={profile} />
      </Column>
    </Box>
  );
}
