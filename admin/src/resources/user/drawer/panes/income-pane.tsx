import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { useMoney } from '#admin/layout/use-money.ts';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { isBlank } from '#domain/format/field-value.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import { messages } from '#generated/messages.ts';
import employmentSchema from '#generated/schemas/employment-details.json';
import profileSchema from '#generated/schemas/profile.json';

import { EditDrawer } from '../edit-drawer.tsx';
import { formValues } from '../form-values.ts';
import type { PaneProps } from '../pane-props.ts';
import { QueryState } from '../query-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useSaving } from '../use-saving.ts';
import { useProfile, useRefreshUser } from '../use-user-detail.ts';
import { VerifiedMark } from '../verified-icon.tsx';

/**
 * Income: the employment details as their schema lays them out (occupation, monthly and additional income, work e-mail
 * with its verified mark), then the profile's other employment facts (the offer letter); edited with the
 * employment-details form.
 */
export function IncomePane({ user, profileType, viewer }: PaneProps) {
  const notify = useNotify();
  const profile = useProfile(user.id, profileType);
  const data = useConsoleData();
  const refresh = useRefreshUser();
  const [editing, setEditing] = useState(false);
  const { saving, run } = useSaving();
  const money = useMoney();
  const record = profile.data;
  const job = record?.employmentDetails;
  const submit = async (fields: Record<string, unknown>) => {
    await run(() => data.userProfileSave(profileType, record!.id, { employmentDetails: { ...job, ...fields } }));
    notify(messages.success.updated, { type: 'success' });
    setEditing(false);
    await refresh();
  };
  return (
    <Stack gap={2}>
      <SectionCard
        title="Employment Details"
        onEdit={viewer.canEdit && record ? () => setEditing(true) : undefined}
        testId="employment-details"
      >
        <QueryState query={profile} label="income">
          {(p) =>
            p?.employmentDetails ? (
              <Stack gap={1.5}>
                <SchemaDetails
                  schema={employmentSchema}
                  record={{ ...p.employmentDetails }}
                  group="employment"
                  roles={viewer.roles}
                  money={money}
                  render={{
                    workEmail: (text) =>
                      isBlank(job?.workEmail) ? (
                        text
                      ) : (
                        <>
                          {text}
                          <VerifiedMark what="Work email" verified={job?.isWorkEmailVerified} />
                        </>
                      ),
                  }}
                />
                {/* The profile's employment group beside the details themselves: the offer letter. */}
                <SchemaDetails
                  schema={profileSchema}
                  record={p}
                  group="employment"
                  omit={['employmentDetails']}
                  roles={viewer.roles}
                  render={{ isOfferLetterVerified: () => (p.isOfferLetterVerified ? 'Verified' : 'Not verified') }}
                />
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No employment details yet.
              </Typography>
            )
          }
        </QueryState>
      </SectionCard>
      {record && (
        <EditDrawer
          title="Edit Details"
          open={editing}
          onClose={() => setEditing(false)}
          testId="edit-employment-details"
        >
          <SlugForm
            slug="employment-details"
            initial={formValues(job, employmentSchema)}
            saving={saving}
            onSubmit={submit}
            draftKey={`employment-details:${record.id}`}
          />
        </EditDrawer>
      )}
    </Stack>
  );
}
