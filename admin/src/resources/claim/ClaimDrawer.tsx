import { Alert, Box, CircularProgress, Link, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { messages } from '#generated/messages.ts';
import { api } from '../../api/http';
import { currentUser } from '../../session/session';
import { rupees } from '#domain/format/money.ts';
import { shownDate } from '#domain/format/dates.ts';
import { DetailList } from '../../users/drawer/DetailList';
import { EditDrawer } from '../../users/drawer/EditDrawer';
import { ClaimLineSummary } from './ClaimLineSummary';
import { LANDLORD_CLAIM_FIELDS } from '#domain/claims/access.ts';
import type { ClaimRecord } from './claim-lines';
import { ClaimTermsForm } from './ClaimTermsForm';
import { useClaimTerms } from './use-claim-terms';

/**
 * Update Claim (002 §2): the claim's summary and its lines. The landlord who raised it may still change the
 * lines staff have not decided, add lines (of the bond's claim types, dates from its effective date: the claim's
 * terms), documents and a comment (PATCH /claims/{id}, the same rules as every door: mayLandlordChange); decided
 * lines, and everything for anyone else, are read-only.
 */
export function ClaimDrawer({ claim, tenantName, onClose }: { claim?: ClaimRecord; tenantName?: string; onClose: () => void }) {
  const notify = useNotify();
  const client = useQueryClient();
  const own = !!claim && claim.landlordId === currentUser()?.id;
  const terms = useClaimTerms(own ? claim.id : undefined);
  const submit = async (data: Record<string, unknown>) => {
    const body = Object.fromEntries(LANDLORD_CLAIM_FIELDS.filter((k) => k in data).map((k) => [k, data[k]]));
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
              { label: 'Raised On', value: shownDate(claim.createdAt) },
              { label: 'Eligible Amount', value: rupees(claim.eligibleAmount) },
              { label: 'Claimed', value: rupees(claim.totalClaimAmount ?? 0) },
              { label: 'Approved', value: rupees(claim.totalApprovedAmount ?? 0) },
            ]}
          />
          {claim.notice && <Alert severity="warning">{claim.notice}</Alert>}
          {own && terms.error && <Alert severity="error">{terms.error.message}</Alert>}
          {own && !terms.error && !terms.data && <CircularProgress size={24} aria-label="Loading claim terms" />}
          {own ? (
            terms.data && (
              <ClaimTermsForm
                key={`${claim.id}:${String(claim.updatedAt)}`}
                terms={terms.data}
                mode="update"
                idPrefix="update-claim"
                initial={claim as unknown as Record<string, unknown>}
                submitLabel="Update"
                onSubmit={submit}
              />
            )
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
