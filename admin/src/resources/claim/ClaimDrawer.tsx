import { Alert, Box, Link, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { messages } from '#generated/messages.ts';
import { api } from '../../api/http';
import { currentUser } from '../../session/session';
import { formatDate, formatInr } from '../../schema-resources/format';
import { SlugForm } from '../../schema-resources/SlugForm';
import { DetailList } from '../../users/drawer/DetailList';
import { EditDrawer } from '../../users/drawer/EditDrawer';
import { ClaimLineSummary } from './ClaimLineSummary';
import { LANDLORD_FIELDS, type ClaimRecord } from './claim-lines';
import { UPDATE_CLAIM_UI } from './claim-form-ui';

/**
 * Update Claim (002 §2): the claim's summary and its lines. The landlord who raised it may still change the
 * lines staff have not decided, add lines, documents and a comment (PATCH /claims/{id}); decided lines, and
 * everything for anyone else, are read-only.
 */
export function ClaimDrawer({ claim, tenantName, onClose }: { claim?: ClaimRecord; tenantName?: string; onClose: () => void }) {
  const notify = useNotify();
  const client = useQueryClient();
  const own = !!claim && claim.landlordId === currentUser()?.id;
  const submit = async (data: Record<string, unknown>) => {
    const body = Object.fromEntries(LANDLORD_FIELDS.filter((k) => k in data).map((k) => [k, data[k]]));
    await api.patch(`/claims/${encodeURIComponent(claim!.id)}`, body);
    notify(messages.success.claimSubmitted, { type: 'success' });
    await client.invalidateQueries({ queryKey: ['own-claims'] });
  };
  return (
    <EditDrawer title="Update Claim" open={!!claim} onClose={onClose} testId="claim-drawer">
      {claim && (
        <Stack gap={2}>
          <DetailList
            items={[
              { label: 'Claim Number', value: claim.claimNumber },
              { label: 'Tenant', value: tenantName },
              { label: 'Raised On', value: formatDate(claim.createdAt) },
              { label: 'Eligible Amount', value: formatInr(claim.eligibleAmount) },
              { label: 'Claimed', value: formatInr(claim.totalClaimAmount ?? 0) },
              { label: 'Approved', value: formatInr(claim.totalApprovedAmount ?? 0) },
            ]}
          />
          {claim.notice && <Alert severity="warning">{claim.notice}</Alert>}
          {own ? (
            <SlugForm
              key={`${claim.id}:${String((claim as { updatedAt?: string }).updatedAt)}`}
              slug="claim"
              idPrefix="update-claim"
              initial={claim as unknown as Record<string, unknown>}
              uiOverrides={UPDATE_CLAIM_UI}
              submitLabel="Update"
              onSubmit={submit}
            />
          ) : (
            <Box>
              {claim.claims.map((line, i) => (
                <ClaimLineSummary key={i} line={line} index={i} />
              ))}
              <DetailList
                items={[
                  { label: 'Comment', value: claim.comment },
                  { label: 'Documents', value: claim.docs?.length ? claim.docs.map((d, i) => <Link key={d} href={d} target="_blank" rel="noopener noreferrer" sx={{ mr: 1 }}>{`View ${i + 1}`}</Link>) : undefined },
                ]}
              />
            </Box>
          )}
        </Stack>
      )}
    </EditDrawer>
  );
}
