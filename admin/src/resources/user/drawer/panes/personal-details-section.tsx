import { Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { isBlank } from '#domain/format/field-value.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import { messages } from '#generated/messages.ts';
import personalSchema from '#generated/schemas/personal-details.json';
import profileSchema from '#generated/schemas/profile.json';

import { EditDrawer } from '../edit-drawer.tsx';
import { formValues } from '../form-values.ts';
import { QueryState } from '../query-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useSaving } from '../use-saving.ts';
import { useProfile, useRefreshUser } from '../use-user-detail.ts';
import type { Viewer } from '../use-viewer.ts';
import { VerifiedMark } from '../verified-icon.tsx';

/** The profile schema's Personal Details (x-ui.details group 'personal': Aadhaar, PAN, education); edited with the personal-details form. */
export function PersonalDetailsSection({
  userId,
  profileType,
  viewer,
}: {
  userId: string;
  profileType: string;
  viewer: Viewer;
}) {
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
    <SectionCard
      title="Personal Details"
      onEdit={viewer.canEdit && record ? () => setEditing(true) : undefined}
      testId="personal-details"
    >
      <QueryState query={profile} label="personal details">
        {(p) =>
          p ? (
            <SchemaDetails
              schema={profileSchema}
              record={p}
              group="personal"
              roles={viewer.roles}
              // Staff see whether the Aadhaar number was verified beside it.
              render={{
                aadhar: (text) =>
                  isBlank(p.aadhar) || !viewer.internal ? (
                    text
                  ) : (
                    <>
                      {text}
                      <VerifiedMark what="Aadhaar" verified={p.isAdhaarVerified} />
                    </>
                  ),
              }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              No profile details yet.
            </Typography>
          )
        }
      </QueryState>
      {record && (
        <EditDrawer
          title="Edit Details"
          open={editing}
          onClose={() => setEditing(false)}
          testId="edit-personal-details"
        >
          <SlugForm
            slug="personal-details"
            initial={formValues(record, personalSchema)}
            saving={saving}
            onSubmit={submit}
            draftKey={`personal-details:${record.id}`}
          />
        </EditDrawer>
      )}
    </SectionCard>
  );
}
