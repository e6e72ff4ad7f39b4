import { Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { messages } from '#generated/messages.ts';
import { currentUser } from '../../session/session';
import { SlugForm } from '../../schema-resources/SlugForm';
import { EditDrawer } from '../../users/drawer/EditDrawer';
import { RAISE_CLAIM_UI } from './claim-form-ui';

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
 * Raise Claims (002 §2, §5): the generated claim form for one tenant's bond, its landlord, tenant and bond
 * fixed, saved through the claim resource's create (the server's rules apply: one claim per bond, Active
 * bonds only). 'Claim data Submitted', then `onSubmitted` (the caller reloads its list).
 */
export function RaiseClaimDrawer({ target, onClose, onSubmitted }: { target?: ClaimTarget; onClose: () => void; onSubmitted: () => void }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const submit = async (data: Record<string, unknown>) => {
    await dataProvider.create('claim', { data: { ...data, landlordId: currentUser()?.id, tenantId: target!.tenantId, bondId: target!.bondId } });
    notify(messages.success.claimSubmitted, { type: 'success' });
    onSubmitted();
  };
  return (
    <EditDrawer title="Raise Claims" open={!!target} onClose={onClose} testId="raise-claim-drawer">
      {target && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {[target.tenantName, target.bondCode && `Bond ${target.bondCode}`].filter(Boolean).join(' · ')}
          </Typography>
          <SlugForm
            slug="claim"
            idPrefix="raise-claim"
            initial={{ landlordId: currentUser()?.id, tenantId: target.tenantId, bondId: target.bondId, claims: [{}] }}
            uiOverrides={RAISE_CLAIM_UI}
            submitLabel="Submit"
            onSubmit={submit}
          />
        </>
      )}
    </EditDrawer>
  );
}
