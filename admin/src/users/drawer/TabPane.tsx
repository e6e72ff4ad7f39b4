import { AttachedProductPane } from './panes/AttachedProductPane';
import { BondPane } from './panes/BondPane';
import { CoApplicantsPane } from './panes/CoApplicantsPane';
import { IncomePane } from './panes/IncomePane';
import { InspectionPane } from './panes/InspectionPane';
import { PersonalInfoPane } from './panes/PersonalInfoPane';
import { ResidencePane } from './panes/ResidencePane';
import type { DrawerTab } from './drawer-tabs';
import type { UserRecord } from './use-user-detail';
import type { Viewer } from './use-viewer';

export interface PaneProps {
  user: UserRecord;
  /** The {type} of GET /profile/{type}: tenant, landlord, partner or internal. */
  profileType: string;
  viewer: Viewer;
}

/** The pane of the selected tab. */
export function TabPane({ tab, ...props }: PaneProps & { tab: DrawerTab }) {
  switch (tab) {
    case 'personal':
      return <PersonalInfoPane {...props} />;
    case 'residence':
      return <ResidencePane {...props} />;
    case 'income':
      return <IncomePane {...props} />;
    case 'coApplicants':
      return <CoApplicantsPane {...props} />;
    case 'inspection':
      return <InspectionPane {...props} />;
    case 'bond':
      return <BondPane {...props} />;
    case 'attachedProduct':
      return <AttachedProductPane {...props} />;
  }
}
