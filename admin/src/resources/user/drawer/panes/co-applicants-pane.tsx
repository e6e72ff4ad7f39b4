import { Stack, Typography } from '@mui/material';

import { useMoney } from '#admin/layout/use-money.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import coApplicantSchema from '#generated/schemas/co-applicant.json';

import type { PaneProps } from '../pane-props.ts';
import { QueryState } from '../query-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useProfile } from '../use-user-detail.ts';

/** Co-Applicants: each person applying with the tenant (the card names them), their details as the co-applicant schema lays them out. */
export function CoApplicantsPane({ user, profileType, viewer }: PaneProps) {
  const profile = useProfile(user.id, profileType);
  const money = useMoney();
  return (
    <QueryState query={profile} label="co-applicants">
      {(p) =>
        !p?.coApplicants?.length ? (
          <Typography variant="body2" color="text.secondary">
            No co-applicants.
          </Typography>
        ) : (
          <Stack gap={2}>
            {p.coApplicants.map((c) => (
              <SectionCard key={c.id} title={c.name} testId="co-applicant">
                <SchemaDetails
                  schema={coApplicantSchema}
                  record={{ ...c }}
                  group="details"
                  roles={viewer.roles}
                  money={money}
                />
              </SectionCard>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
