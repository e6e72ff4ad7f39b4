import { Alert, CircularProgress, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';

import { mayRaiseClaim } from '#domain/claims/access.ts';
import { messages } from '#generated/messages.ts';

import { EditDrawer } from '../user/drawer/edit-drawer.tsx';
import { ClaimTermsForm } from './claim-terms-form.tsx';
import { useClaimDraft } from './use-claim-draft.tsx';
import { useBondClaimTerms } from './use-claim-terms.ts';

/** The tenant and bond a claim is raised on (a row of the landlord's tenant list). */
export interface ClaimTarget {
  tenantId: string;
  tenantName?: string;
  /** The bond's record id. */
  bondId: string;
  /** The bond's reference shown to people (NVB-...). */
  bondCode?: string;
}

/**
 * Raise Claims (spec 002 §2, §5): the claim form for one tenant's bond, its landlord, tenant and bond fixed, with the
 * bond's terms: the claim type a select of its product's coverages, dates from its effective date, each line's
 * fields by its type. The bond is asked mayRaiseClaim first (Active, no claim yet), as the server asks it again on
 * the create. 'Claim data Submitted', then `onSubmitted` (the caller reloads its list). What is typed is kept as a
 * draft of the bond's claim until it is submitted or discarded; a close asks before discarding it.
 */
export function RaiseClaimDrawer({
  target,
  onClose,
  onSubmitted,
}: {
  target?: ClaimTarget;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const terms = useBondClaimTerms(target?.bondId);
  const t = terms.data;
  const verdict = t && mayRaiseClaim({ actor: t.viewer, bond: t.bond, claimsOnBond: t.claimsOnBond });
  const landlordId = t && (t.bond.landlordId ?? t.viewer.id);
  const initial = useMemo(
    () =>
      target && landlordId ? { landlordId, tenantId: target.tenantId, bondId: target.bondId, claims: [{}] } : undefined,
    [target, landlordId],
  );
  const draft = useClaimDraft(target && verdict?.ok ? `raise-claim:${target.bondId}` : null, initial);
  const submit = async (data: Record<string, unknown>) => {
    await dataProvider.create('claim', {
      data: {
        ...data,
        landlordId: t!.bond.landlordId ?? t!.viewer.id,
        tenantId: target!.tenantId,
        bondId: target!.bondId,
      },
    });
    draft.saved();
    notify(messages.success.claimSubmitted, { type: 'success' });
    onSubmitted();
  };
  return (
    <EditDrawer title="Raise Claims" open={!!target} onClose={() => draft.close(onClose)} testId="raise-claim-drawer">
      {target && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {[
              target.tenantName,
              target.bondCode && `Bond ${target.bondCode}`,
              t?.product && `Product ${t.product.name}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {terms.error && <Alert severity="error">{terms.error.message}</Alert>}
          {!terms.error && !t && <CircularProgress size={24} aria-label="Loading claim terms" />}
          {verdict && !verdict.ok && (
            <Alert severity="warning" data-testid="raise-claim-refused">
              {verdict.message}
            </Alert>
          )}
          {verdict?.ok && draft.notice}
          {t && verdict?.ok && draft.data && (
            <ClaimTermsForm
              key={target.bondId}
              terms={t}
              mode="raise"
              idPrefix="raise-claim"
              data={draft.data}
              onChange={draft.setData}
              submitLabel="Submit"
              onSubmit={submit}
            />
          )}
        </>
      )}
      {draft.dialog}
    </EditDrawer>
  );
}
