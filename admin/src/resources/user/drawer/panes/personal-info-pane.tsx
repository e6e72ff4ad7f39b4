import { Stack } from '@mui/material';

import { isTenantType } from '../drawer-tabs.ts';
import type { PaneProps } from '../pane-props.ts';
import { BasicDetailsSection } from './basic-details-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { PersonalDetailsSection } from './personal-details-section.tsx';
import { ReportSection } from './report-section.tsx';

/** Personal Info: basic details, personal details, documents, and the Report section for staff viewing a tenant. */
export function PersonalInfoPane({ user, profileType, viewer }: PaneProps) {
  return (
    <Stack gap={2}>
      {viewer.internal && isTenantType(user.userType) && <ReportSection userId={user.id} viewer={viewer} />}
      <BasicDetailsSection user={user} viewer={viewer} />
      <PersonalDetailsSection userId={user.id} profileType={profileType} viewer={viewer} />
      <DocumentsSection userId={user.id} viewer={viewer} />
    </Stack>
  );
}
