import { RecordHistory } from '#admin/resources/audit-entry/record-history.tsx';

import type { PaneProps } from '../pane-props.ts';

/** The History tab: the audit trail of the user's own record (account changes, role, verification), newest first. */
export function HistoryPane({ user }: PaneProps) {
  return <RecordHistory resource="user" recordId={String(user.id)} />;
}
