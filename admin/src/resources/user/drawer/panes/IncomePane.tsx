import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { messages } from '#generated/messages.ts';
import { useConsoleData } from '../../../../api/use-console-data';
import { useMoney } from '../../../../layout/use-money';
import { SlugForm } from '../../../../schema-resources/SlugForm';
import { DetailList } from '../DetailList';
import { EditDrawer } from '../EditDrawer';
import { withoutEmpty } from '../form-values';
import { QueryState } from '../QueryState';
import { SectionCard } from '../SectionCard';
import type { PaneProps } from '../pane-props';
import { useProfile, useRefreshUser } from '../use-user-detail';
import { useSaving } from '../use-saving';
import { VerifiedMark } from '../VerifiedIcon';

/** Income: occupation, monthly and additional income, work e-mail; edited with the employment-details form. */
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
      <SectionCard title="Employment Details" onEdit={viewer.canEdit && record ? () => setEditing(true) : undefined} testId="employment-details">
        <QueryState query={profile} label="income">
          {(p) =>
            p?.employmentDetails ? (
              <DetailList
                items={[
                  { label: 'Occupation', value: p.employmentDetails.employment },
                  { label: 'Monthly Income', value: money(p.employmentDetails.monthlyIncome) },
                  { label: 'Additional Income', value: money(p.employmentDetails.additionalMonthlyIncome) },
                  { label: 'Work Email', value: p.employmentDetails.workEmail && <>{p.employmentDetails.workEmail}<VerifiedMark what="Work email" verified={p.employmentDetails.isWorkEmailVerified} /></> },
                  { label: 'Offer Letter', value: p.isOfferLetterVerified ? 'Verified' : 'Not verified' },
                ]}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">No employment details yet.</Typography>
            )
          }
        </QueryState>
      </SectionCard>
      {record && (
        <EditDrawer title="Edit Details" open={editing} onClose={() => setEditing(false)} testId="edit-employment-details">
          <SlugForm
            slug="employment-details"
            initial={withoutEmpty({ employment: job?.employment, monthlyIncome: job?.monthlyIncome, additionalMonthlyIncome: job?.additionalMonthlyIncome, workEmail: job?.workEmail })}
            saving={saving}
            onSubmit={submit}
            draftKey={`employment-details:${record.id}`}
          />
        </EditDrawer>
      )}
    </Stack>
  );
}
