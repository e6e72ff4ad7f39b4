import type { DrawerTab } from '#domain/accounts/drawer-tabs.ts';

import type { PaneProps } from './pane-props.ts';
import { AttachedProductPane } from './panes/attached-product-pane.tsx';
import { BondPane } from './panes/bond-pane.tsx';
import { CoApplicantsPane } from './panes/co-applicants-pane.tsx';
import { HistoryPane } from './panes/history-pane.tsx';
import { IncomePane } from './panes/income-pane.tsx';
import { InspectionPane } from './panes/inspection-pane.tsx';
import { PersonalInfoPane } from './panes/personal-info-pane.tsx';
import { ResidencePane } from './panes/residence-pane.tsx';

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
