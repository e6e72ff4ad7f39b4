import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { type ReactNode, Suspense, useState } from 'react';

import { useT } from '#forms/i18n.tsx';
import addressJson from '#generated/schemas/address.json';
import basicJson from '#generated/schemas/basic-profile.json';
import employmentJson from '#generated/schemas/employment-details.json';
import personalJson from '#generated/schemas/personal-details.json';
import profileJson from '#generated/schemas/profile.json';
import userJson from '#generated/schemas/user.json';
import type { Address } from '#generated/types/address.ts';
import type { Document } from '#generated/types/document.ts';
import type { Profile } from '#generated/types/profile.ts';
import type { User } from '#generated/types/user.ts';

import { AccountDetails } from './account-details.tsx';
import { Card } from './card.tsx';
import { DocumentsCard } from './profile-documents-card.tsx';
import {
  AddressForm,
  BasicProfileForm,
  DrawerCard,
  EmploymentForm,
  loading,
  Outcome,
  PersonalDetailsForm,
  useSave,
  type WithId,
} from './profile-drawer-card.tsx';
import { RecordConflict } from './record-conflict.tsx';

export type TenantProfile = WithId<Profile> & {
  user?: WithId<User>;
  addresses?: WithId<Address>[];
  docs?: WithId<Document>[];
};

/** The version (ETag) of each record the page's forms change, as the page loaded them (decision 058). */
export interface ProfileVersions {
  profile?: string;
  user?: string;
  addresses: Record<string, string | undefined>;
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

function EmploymentCard({ profile, version }: { profile: TenantProfile; version?: string }) {
  const t = useT();
  const job = (profile.employmentDetails ?? {}) as Record<string, unknown>;
  const initial = defined(job);
  const save = useSave('employment', 'employment', { version, opened: initial });
  const [round, setRound] = useState(0);
  return (
    <Card title={t('Employment Details')}>
      {job.workEmail ? (
        <Chip
          sx={{ mb: 2 }}
          color={job.isWorkEmailVerified ? 'success' : 'warning'}
          label={job.isWorkEmailVerified ? t('Work email verified') : t('Work email not verified yet')}
        />
      ) : null}
      <Outcome
        save={save}
        fields={['employment', 'monthlyIncome', 'additionalMonthlyIncome', 'workEmail', 'employmentDetails']}
      />
      <Suspense fallback={loading(t('Loading the employment form'), 380)}>
        <EmploymentForm
          key={round}
          initial={initial}
          busy={save.busy}
          serverErrors={save.failed?.errors}
          onSubmit={save.submit}
        />
      </Suspense>
      <RecordConflict
        save={save}
        title={t('Employment Details')}
        schema={employmentJson}
        onReload={() => setRound((r) => r + 1)}
        fieldsOf={(current) => defined((current.employmentDetails ?? {}) as Record<string, unknown>)}
      />
    </Card>
  );
}

function AddressCard({
  title,
  addressType,
  profile,
  versions,
}: {
  title: string;
  addressType: 'current' | 'permanent';
  profile: TenantProfile;
  versions: ProfileVersions;
}) {
  const t = useT();
  const existing = profile.addresses?.find((a) => a.addressType === addressType);
  const version = existing ? versions.addresses[existing.id] : undefined;
  const initial = defined({
    ...(existing ?? {}),
    userId: profile.userId,
    addressType,
    createdAt: undefined,
    updatedAt: undefined,
  });
  const save = useSave('address', addressType, { version, opened: initial });
  const [round, setRound] = useState(0);
  return (
    <Card title={title}>
      <Outcome save={save} fields={['pin', 'street', 'house', 'locality', 'city', 'state']} />
      <Suspense fallback={loading(t('Loading the {title} form', { title }), 460)}>
        <AddressForm
          key={round}
          initial={initial}
          busy={save.busy}
          serverErrors={save.failed?.errors}
          onSubmit={save.submit}
        />
      </Suspense>
      <RecordConflict
        save={save}
        title={title}
        schema={addressJson}
        onReload={() => setRound((r) => r + 1)}
        fieldsOf={(current) => defined({ ...current, createdAt: undefined, updatedAt: undefined })}
      />
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
export function ProfileSections({ profile, versions }: { profile: TenantProfile; versions: ProfileVersions }) {
  const t = useT();
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
          title={t('Basic Profile')}
          intent="basic"
          details={<AccountDetails schema={userJson} record={user} group="basic" testId="basic-profile-details" />}
          initial={onlyKeys(defined(user), basicJson)}
          Form={BasicProfileForm}
          fields={keysOf(basicJson)}
          draftKey={`profile-basic:${profile.userId}`}
          version={versions.user}
          schema={basicJson}
        />
        <DrawerCard
          title={t('Personal Details')}
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
          version={versions.profile}
          schema={personalJson}
        />
        <DocumentsCard docs={profile.docs ?? []} />
      </Column>
      <Column>
        <EmploymentCard profile={profile} version={versions.profile} />
        <AddressCard title={t('Office Address')} addressType="current" profile={profile} versions={versions} />
        <AddressCard title={t('Permanent Address')} addressType="permanent" profile={profile} versions={versions} />
      </Column>
    </Box>
  );
}
