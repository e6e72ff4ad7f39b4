import { Stack } from '@mui/material';
import { isTenantType } from '../drawer-tabs';
import type { PaneProps } from '../pane-props';
import { BasicDetailsSection } from './BasicDetailsSection';
import { DocumentsSection } from './DocumentsSection';
import { PersonalDetailsSection } from './PersonalDetailsSection';
import { ReportSection } from './ReportSection';

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
