import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';

import type { ConsoleConfig } from '#admin/layout/console-config.ts';
import { useMoney } from '#admin/layout/use-money.ts';
import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import type { Permissions } from '#admin/session/auth-provider.ts';
import {
  type ApprovalMode,
  approvalModeFor,
  isEligibilityApprover,
  mayApproveEligibility,
  mayRunEligibilityCheck,
  offersApprovalRequest,
} from '#domain/eligibility/access.ts';
import { shownDate } from '#domain/format/dates.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import { messages } from '#generated/messages.ts';
import eligibilitySchema from '#generated/schemas/eligibility.json';

import { ApproveEligibilityDialog } from './approve-eligibility-dialog.tsx';
import { CheckEligibilityButton } from './check-eligibility-button.tsx';
import { EligibilityStatusChip } from './eligibility-status-chip.tsx';
import { IneligibleReasons } from './ineligible-reasons.tsx';
import { RequestAdminButton } from './request-admin-button.tsx';
import { eligibilityViewer, useEligibility } from './use-eligibility.ts';

/**
 * A tenant's eligibility for staff (spec 002 §4): status, maximum amount, who approved it and why, the
 * reasons of an ineligible result. What it offers is what #domain/eligibility/access.ts allows, as the server
 * does: approvers approve an ineligible or requested tenant, raise an eligible tenant's amount and run the
 * check; other staff only request the admin.
 */
export function EligibilityCard({
  userId,
  config,
  permissions,
}: {
  userId: string;
  config?: ConsoleConfig;
  permissions?: Permissions;
}) {
  const eligibility = useEligibility(userId);
  const money = useMoney();
  const roles = useViewerRoles();
  const [mode, setMode] = useState<ApprovalMode>();
  const [checkErrors, setCheckErrors] = useState<string[]>();
  const e = eligibility.data;
  const status = e?.status ?? 'none';
  const viewer = eligibilityViewer(config, permissions);
  const offered = mayApproveEligibility(viewer, status).ok ? approvalModeFor(status) : undefined;
  const notApprovable = isEligibilityApprover(viewer) && !offered;
  const checks = mayRunEligibilityCheck(viewer, userId).ok;
  const reasons =
    checkErrors ?? (status === 'ineligible' || status === 'requested' ? (e?.reasonOfIneligibility ?? []) : []);
  return (
    <Card variant="outlined" data-testid="eligibility-card">
      <CardContent>
        <Stack direction="row" alignItems="center" gap={1} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
            Eligibility
          </Typography>
          {e && <EligibilityStatusChip status={status} />}
        </Stack>
        {eligibility.isPending ? (
          <CircularProgress size={24} aria-label="Loading eligibility" />
        ) : eligibility.isError ? (
          <Alert severity="error">{eligibility.error.message}</Alert>
        ) : (
          <Stack gap={1.5}>
            <Typography variant="body2">
              Maximum amount:{' '}
              <strong data-testid="eligibility-amount">
                {e?.maxEligibilityAmount !== undefined ? money(e.maxEligibilityAmount) : '—'}
              </strong>
            </Typography>
            {e?.manualCheckingUser && (
              <Typography variant="body2" color="text.secondary" data-testid="eligibility-approved-by">
                Approved by {e.manualCheckingUser}
                {e.updatedAt ? ` on ${shownDate(e.updatedAt)}` : ''}
                {e.comments ? ` · ${e.comments}` : ''}
              </Typography>
            )}
            <IneligibleReasons reasons={reasons} />
            {/* The schema's other fields (x-ui.details 'more': what an analyst adds), as the viewer may read them. */}
            {e && (
              <SchemaDetails
                schema={eligibilitySchema}
                record={e as unknown as Record<string, unknown>}
                group="more"
                roles={roles}
                money={money}
                empty={null}
                testId="eligibility-details"
              />
            )}
            {notApprovable && (
              <Typography variant="caption" color="text.secondary" data-testid="approve-hint">
                {messages.accounts.approveOnlyIneligibleOrRequested}
              </Typography>
            )}
            <Stack direction="row" gap={1} flexWrap="wrap">
              {offered === 'approve' && (
                <Button
                  variant="contained"
                  size="small"
                  startIcon={<TaskAltIcon />}
                  data-testid="approve-eligibility"
                  onClick={() => setMode('approve')}
                >
                  Approve
                </Button>
              )}
              {offered === 'raise' && (
                <Button
                  variant="contained"
                  size="small"
                  startIcon={<TrendingUpIcon />}
                  data-testid="raise-eligibility"
                  onClick={() => setMode('raise')}
                >
                  Raise amount
                </Button>
              )}
              {offersApprovalRequest(viewer) && <RequestAdminButton userId={userId} />}
              {checks && <CheckEligibilityButton userId={userId} onErrors={setCheckErrors} />}
            </Stack>
            {checks && (
              <Typography variant="caption" color="text.secondary" data-testid="check-pulls-credit">
                {messages.accounts.checkPullsCredit}
              </Typography>
            )}
          </Stack>
        )}
        {e && (
          <ApproveEligibilityDialog userId={userId} eligibility={e} mode={mode} onClose={() => setMode(undefined)} />
        )}
      </CardContent>
    </Card>
  );
}
