import { Stack } from '@mui/material';

import { ApprovedRequests } from './approved-requests.tsx';
import { BondRequestsView } from './bond-requests-view.tsx';
import { CancelRequestDetails } from './cancel-request-details.tsx';
import { CongratulationsBanner } from './congratulations-banner.tsx';
import { InspectionRequests } from './inspection-requests.tsx';
import type { RequestKind } from './request-kinds.ts';
import { TransferRequestDetails } from './transfer-request-details.tsx';

/** The list of the chosen kind: new bond requests (with Approved Requests), transfers, cancellations or move-in reports. */
export function KindView({ kind, page, onPage }: { kind: RequestKind; page: number; onPage: (page: number) => void }) {
  switch (kind) {
    case 'transfer':
      return (
        <BondRequestsView
          type="transfer"
          noun="transfer requests"
          page={page}
          onPage={onPage}
          detailsOf={(r) => <TransferRequestDetails request={r} />}
        />
      );
    case 'cancel':
      return (
        <BondRequestsView
          type="cancel"
          noun="cancellation requests"
          page={page}
          onPage={onPage}
          detailsOf={(r) => <CancelRequestDetails request={r} />}
        />
      );
    case 'inspection':
      return <InspectionRequests page={page} onPage={onPage} />;
    default:
      return (
        <Stack gap={3}>
          <BondRequestsView
            type="buy"
            noun="new bond requests"
            page={page}
            onPage={onPage}
            banner={(n) => <CongratulationsBanner count={n} />}
          />
          <ApprovedRequests />
        </Stack>
      );
  }
}
