import { Stack, Typography } from '@mui/material';
import { shownEnum } from '#domain/format/labels.ts';
import { shownPhone } from '#domain/format/phone.ts';
import { useMoney } from '../../../../layout/use-money';
import { shownDate } from '#domain/format/dates.ts';
import { DetailList } from '../DetailList';
import { QueryState } from '../QueryState';
import { SectionCard } from '../SectionCard';
import type { PaneProps } from '../pane-props';
import { useProfile } from '../use-user-detail';

/** Co-Applicants: each person applying with the tenant, with their income. */
export function CoApplicantsPane({ user, profileType }: PaneProps) {
  const profile = useProfile(user.id, profileType);
  const money = useMoney();
  return (
    <QueryState query={profile} label="co-applicants">
      {(p) =>
        !p?.coApplicants?.length ? (
          <Typography variant="body2" color="text.secondary">No co-applicants.</Typography>
        ) : (
          <Stack gap={2}>
            {p.coApplicants.map((c) => (
              <SectionCard key={c.id} title={c.name} testId="co-applicant">
                <DetailList
                  items={[
                    { label: 'Relation', value: shownEnum('coApplicant.relation', c.relation) },
                    { label: 'Phone', value: shownPhone(c.phone) },
                    { label: 'Email', value: c.email },
                    { label: 'Date of Birth', value: shownDate(c.dob) },
                    { label: 'Occupation', value: c.employment },
                    { label: 'Monthly Income', value: money(c.monthlyIncome) },
                    { label: 'Additional Income', value: money(c.additionalMonthlyIncome) },
                  ]}
                />
              </SectionCard>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
