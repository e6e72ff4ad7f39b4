import { Box } from '@mui/material';

import { useHeldPage } from '../schema-resources/form-guard.tsx';
import { ReportForm, type ReportKind } from './report-form.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The four forms of the Download Report page (spec 002 §2 Reports page) and their endpoints. */
const REPORTS: ReportKind[] = [
  {
    report: 'main',
    title: 'Main report',
    about: 'Bonds purchased between the two dates.',
    path: '/users/downloadresource',
  },
  {
    report: 'users',
    title: 'Users report',
    about: 'Accounts registered between the two dates, with eligibility and bonds.',
    path: '/users/downloadresource/users',
  },
  {
    report: 'refund',
    title: 'Refund report',
    about: 'Cancellations accepted between the two dates, with the refund due.',
    path: '/users/downloadrefund',
  },
  {
    report: 'release',
    title: 'Release/Cancel report',
    about: 'Bonds released or cancelled between the two dates.',
    path: '/users/downloadresource/release',
  },
];

/** Settings > Download Report (staff with report rights, landlords, partners); leaving with typed dates asks first. */
export function DownloadReportPage({ label }: { label: string }) {
  const { dialog, Scope } = useHeldPage();
  return (
    <SettingsSection
      testId="settings-downloadreport"
      title={label}
      intro="Pick a period and a format: an Excel workbook (dates and amounts as date and number cells) or a CSV file. Both dates are included."
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
        <Scope>
          {REPORTS.map((kind) => (
            <ReportForm key={kind.report} kind={kind} />
          ))}
        </Scope>
      </Box>
      {dialog}
    </SettingsSection>
  );
}
