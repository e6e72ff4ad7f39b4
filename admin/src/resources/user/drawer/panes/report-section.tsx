import { Stack, Typography } from '@mui/material';

import { EligibilityCard } from '#admin/resources/user/eligibility/eligibility-card.tsx';

import type { Viewer } from '../use-viewer.ts';
import { CreditReport } from './credit-report.tsx';

/** The Report section (staff viewing a tenant, spec 002 §2): eligibility and the credit report. */
export function ReportSection({ userId, viewer }: { userId: string; viewer: Viewer }) {
  return (
    <Stack gap={2} component="section" aria-label="Report" data-testid="report-section">
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1 }}>
        Report
      </Typography>
      <EligibilityCard userId={userId} config={viewer.config} permissions={viewer.permissions} />
      <CreditReport userId={userId} viewer={viewer} />
    </Stack>
  );
}
