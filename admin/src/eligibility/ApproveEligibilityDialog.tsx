import { useId } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { messages } from '#generated/messages.ts';
import { api } from '../api/http';
import { SlugForm } from '../schema-resources/SlugForm';
import { useHeldForms } from '../schema-resources/form-guard';
import { useSaving } from '../resources/user/drawer/use-saving';
import { currentUser } from '../session/session';
import type { ApprovalMode } from '#domain/eligibility/access.ts';
import type { EligibilityRecord } from './use-eligibility';

const hidden = { 'ui:widget': 'hidden' };
const noTitle = { label: false };
const OVERRIDES: Record<ApprovalMode, UiSchema> = {
  approve: { status: hidden, 'ui:options': noTitle },
  raise: { status: hidden, comments: hidden, 'ui:options': noTitle },
};

/**
 * The eligibility-approval form (002 §4, §5): approve as eligible with a reason and a maximum amount,
 * or raise an eligible tenant's amount (no reason needed). PATCH /eligibility/{id} with comments,
 * manualCheckingUserId, status and maxEligibilityAmount; the server records the approver.
 */
export function ApproveEligibilityDialog({ userId, eligibility, mode, onClose }: { userId: string; eligibility: EligibilityRecord; mode: ApprovalMode | undefined; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { saving, run } = useSaving();
  const { guard, dialog, Scope } = useHeldForms();
  const close = () => guard(onClose);
  const submit = async (data: Record<string, any>) => {
    const body = { comments: data.comments, manualCheckingUserId: currentUser()?.id, status: 'eligible', maxEligibilityAmount: data.maxEligibilityAmount };
    await run(() => api.patch(`/eligibility/${eligibility.id ?? userId}`, body));
    notify(mode === 'raise' ? messages.success.updated : messages.success.tenantApproved, { type: 'success' });
    onClose();
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['user-detail', userId] }), queryClient.invalidateQueries({ queryKey: ['users'] })]);
  };
  const initial = {
    status: 'eligible',
    increaseAmountOnly: mode === 'raise',
    ...(currentUser()?.id ? { manualCheckingUserId: currentUser()!.id } : {}),
    ...(eligibility.maxEligibilityAmount !== undefined ? { maxEligibilityAmount: eligibility.maxEligibilityAmount } : {}),
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
