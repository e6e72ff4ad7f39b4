import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';

import { can, type Permissions } from '#admin/session/auth-provider.ts';

import { BondRequestsView } from './bond-requests-view.tsx';
import { CancelRequestDetails } from './cancel-request-details.tsx';
import { DecisionNote } from './decision-note.tsx';
import { InspectionRequests } from './inspection-requests.tsx';
import { StaffDecisionActions } from './staff-decision-actions.tsx';
import type { StaffKind } from './staff-request-kinds.ts';
import { TransferRequestDetails } from './transfer-request-details.tsx';
import type { BondRequestRow } from './types.ts';

const KIND_DETAILS: Record<string, ((r: BondRequestRow) => ReactNode) | undefined> = {
  transfer: (r) => <TransferRequestDetails request={r} />,
  cancel: (r) => <CancelRequestDetails request={r} />,
};

/**
 * A drawer's list: the requests of the kind and status, grouped per property, each with its details, its outcome
 * once decided, and the staff's actions where their role may answer (bond request update rights); move-in reports
 * for the Inspection Request kind, to read.
 */
export function StaffKindList({
  kind,
  status,
  page,
  onPage,
}: {
  kind: StaffKind;
  status: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { permissions } = usePermissions<Permissions>();
  const canAnswer = can(permissions, 'bondRequests', 'update');
  if (kind.type === 'inspection') return <InspectionRequests page={page} onPage={onPage} status={status} readOnly />;
  const details = KIND_DETAILS[kind.type];
  return (
    <BondRequestsView
      key={`${kind.type}-${status}`}
      type={kind.type}
      status={status}
      noun={`${status} ${kind.noun}`}
      page={page}
      onPage={onPage}
      emptyText="Requests tenants send appear here."
      actionsOf={(r) => <StaffDecisionActions request={r} canAnswer={canAnswer} />}
      detailsOf={(r) =>
        details || r.status !== 'pending' ? (
          <Stack gap={1.5}>
            {details?.(r)}
            <DecisionNote request={r} />
          </Stack>
        ) : null
      }
    />
  );
}
