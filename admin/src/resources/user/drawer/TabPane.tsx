import { AttachedProductPane } from './panes/AttachedProductPane';
import { BondPane } from './panes/BondPane';
import { CoApplicantsPane } from './panes/CoApplicantsPane';
import { IncomePane } from './panes/IncomePane';
import { InspectionPane } from './panes/InspectionPane';
import { PersonalInfoPane } from './panes/PersonalInfoPane';
import { ResidencePane } from './panes/ResidencePane';
import type { DrawerTab } from '#domain/accounts/drawer-tabs.ts';
import { HistoryPane } from './panes/HistoryPane';
import type { PaneProps } from './pane-props';

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
    case 'history':
      return <HistoryPane {...props} />;
  }
}
