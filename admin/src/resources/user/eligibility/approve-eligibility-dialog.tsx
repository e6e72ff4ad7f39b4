import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import { useId } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { useHeldForms } from '#admin/schema-resources/form-guard.tsx';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { currentUser } from '#admin/session/session.ts';
import type { ApprovalMode } from '#domain/eligibility/access.ts';
import { messages } from '#generated/messages.ts';

import { useSaving } from '../drawer/use-saving.ts';
import { useRefreshUser } from '../drawer/use-user-detail.ts';
import type { EligibilityRecord } from './types.ts';

const hidden = { 'ui:widget': 'hidden' };
const noTitle = { label: false };
const OVERRIDES: Record<ApprovalMode, UiSchema> = {
  approve: { status: hidden, 'ui:options': noTitle },
  raise: { status: hidden, comments: hidden, 'ui:options': noTitle },
};

/**
 * The eligibility-approval form (spec 002 §4, §5): approve as eligible with a reason and a maximum amount,
 * or raise an eligible tenant's amount (no reason needed). PATCH /eligibility/{id} with comments,
 * manualCheckingUserId, status and maxEligibilityAmount; the server records the approver.
 */
export function ApproveEligibilityDialog({
  userId,
  eligibility,
  mode,
  onClose,
}: {
  userId: string;
  eligibility: EligibilityRecord;
  mode: ApprovalMode | undefined;
  onClose: () => void;
}) {
  const notify = useNotify();
  const data = useConsoleData();
  const refresh = useRefreshUser();
  const titleId = useId();
  const { saving, run } = useSaving();
  const { guard, dialog, Scope } = useHeldForms();
  const close = () => guard(onClose);
  const submit = async (fields: Record<string, any>) => {
    const body = {
      comments: fields.comments,
      manualCheckingUserId: currentUser()?.id,
      status: 'eligible' as const,
      maxEligibilityAmount: fields.maxEligibilityAmount,
    };
    await run(() => data.eligibilityApprove(eligibility.id ?? userId, body));
    notify(mode === 'raise' ? messages.success.updated : messages.success.tenantApproved, { type: 'success' });
    onClose();
    await refresh();
  };
  const initial = {
    status: 'eligible',
    increaseAmountOnly: mode === 'raise',
    ...(currentUser()?.id ? { manualCheckingUserId: currentUser()!.id } : {}),
    ...(eligibility.maxEligibilityAmount !== undefined
      ? { maxEligibilityAmount: eligibility.maxEligibilityAmount }
      : {}),
  };
  return (
    <Dialog open={!!mode} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{mode === 'raise' ? 'Raise eligibility amount' : 'Approve eligibility'}</DialogTitle>
      <DialogContent>
        <Scope>
          {mode && (
            <SlugForm
              key={mode}
              slug="eligibility-approval"
              initial={initial}
              uiOverrides={OVERRIDES[mode]}
              submitLabel={mode === 'raise' ? 'Raise amount' : undefined}
              saving={saving}
              onSubmit={submit}
              actions={<Button onClick={close}>Cancel</Button>}
            />
          )}
        </Scope>
      </DialogContent>
      {dialog}
    </Dialog>
  );
}
