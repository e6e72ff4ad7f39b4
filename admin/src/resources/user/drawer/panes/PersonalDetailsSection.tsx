import { useState } from 'react';
import { Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { messages } from '#generated/messages.ts';
import { useConsoleData } from '../../../../api/use-console-data';
import { SlugForm } from '../../../../schema-resources/SlugForm';
import { DetailList } from '../DetailList';
import { EditDrawer } from '../EditDrawer';
import { withoutEmpty } from '../form-values';
import { QueryState } from '../QueryState';
import { SectionCard } from '../SectionCard';
import { useProfile, useRefreshUser } from '../use-user-detail';
import { useSaving } from '../use-saving';
import type { Viewer } from '../use-viewer';
import { VerifiedMark } from '../VerifiedIcon';

/** Aadhaar, PAN and education from the profile; edited with the personal-details form (PATCH /profile/{type}/{id}). */
export function PersonalDetailsSection({ userId, profileType, viewer }: { userId: string; profileType: string; viewer: Viewer }) {
  const notify = useNotify();
  const profile = useProfile(userId, profileType);
  const data = useConsoleData();
  const refresh = useRefreshUser();
  const [editing, setEditing] = useState(false);
  const { saving, run } = useSaving();
  const record = profile.data;
  const submit = async (fields: Record<string, unknown>) => {
    await run(() => data.userProfileSave(profileType, record!.id, fields));
    notify(messages.success.updated, { type: 'success' });
    setEditing(false);
    await refresh();
  };
  return (
    <SectionCard title="Personal Details" onEdit={viewer.canEdit && record ? () => setEditing(true) : undefined} testId="personal-details">
      <QueryState query={profile} label="personal details">
        {(p) =>
          p ? (
            <DetailList
              items={[
                { label: 'Aadhaar Number', value: p.aadhar && <>{p.aadhar}{viewer.internal && <VerifiedMark what="Aadhaar" verified={p.isAdhaarVerified} />}</> },
                { label: 'PAN', value: p.pan },
                { label: 'Education', value: p.education },
              ]}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">No profile details yet.</Typography>
          )
        }
      </QueryState>
      {record && (
        <EditDrawer title="Edit Details" open={editing} onClose={() => setEditing(false)} testId="edit-personal-details">
          <SlugForm slug="personal-details" initial={withoutEmpty({ aadhar: record.aadhar, pan: record.pan, education: record.education })} saving={saving} onSubmit={submit} draftKey={`personal-details:${record.id}`} />
        </EditDrawer>
      )}
    </SectionCard>
  );
}
