import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { acceptCurrentVersion, v1Resource } from '#admin/api/record-versions.ts';
import { useConsoleData } from '#admin/api/use-console-data.ts';
import { useMoney } from '#admin/layout/use-money.ts';
import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import {
  holdStale,
  staleCurrent,
  StaleRecordDialog,
  type StaleSave,
} from '#admin/schema-resources/stale-record-dialog.tsx';
import { currentUser } from '#admin/session/session.ts';
import { LANDLORD_CLAIM_FIELDS, mayChangeClaim } from '#domain/claims/access.ts';
import { mayLandlordChangeLines } from '#domain/claims/response.ts';
import type { SchemaNode } from '#engine/runtime/manifest-entry.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import { reapplied } from '#forms/record-conflict.ts';
import { messages } from '#generated/messages.ts';

import { DetailList } from '../user/drawer/detail-list.tsx';
import { EditDrawer } from '../user/drawer/edit-drawer.tsx';
import { claimPeople } from './claim-facts.tsx';
import { ClaimLineSummary } from './claim-line-summary.tsx';
import type { ClaimRecord } from './claim-lines.ts';
import { claimSchema } from './claim-schemas.ts';
import { ClaimTermsForm } from './claim-terms-form.tsx';
import { ClaimTimelinePanel } from './claim-timeline-panel.tsx';
import { FileLinks } from './file-links.tsx';
import { useClaimDraft } from './use-claim-draft.tsx';
import { useClaimTerms } from './use-claim-terms.ts';

/**
 * A claim as its landlord (and any other non-staff account) sees it (spec 002 §2): the claim's summary, its timeline
 * in the landlord's words and the reason for the decision (issue 34), and its lines.
 * The landlord who raised it may change it (mayChangeClaim): the drawer is Update Claim, with the lines staff have
 * not decided, new lines (of the bond's claim types, dates from its effective date: the claim's terms), documents
 * and a comment (PATCH /claims/{id}, the same rules as every door: mayLandlordChange), decided lines read-only; the
 * changes are kept as a draft and a close asks before discarding them; a save refused because the claim changed after
 * the drawer read it (412, decision 058) shows both versions: take theirs, or apply one's changes onto it. Anyone else gets the claim read-only,
 * titled by its number. Amounts as the viewer reads them (useMoney: rupees and paise for landlords and partners).
 */
export function ClaimDrawer({
  claim,
  tenantName,
  onClose,
}: {
  claim?: ClaimRecord;
  tenantName?: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  const dataProvider = useConsoleData();
  const money = useMoney();
  const roles = useViewerRoles();
  const client = useQueryClient();
  const viewer = currentUser();
  // Once the tenant's window has closed the evidence is with staff: the landlord reads the claim (mayLandlordChangeLines).
  const own =
    !!claim &&
    !!viewer &&
    mayChangeClaim({ id: viewer.id, internal: false }, claim).ok &&
    mayLandlordChangeLines(claim).ok;
  const terms = useClaimTerms(own ? claim.id : undefined);
  const draft = useClaimDraft(
    own ? `claim:${claim.id}` : null,
    claim as unknown as Record<string, unknown> | undefined,
  );
  // A save refused because someone changed the claim after this drawer read it (412): both versions, until chosen.
  const [stale, setStale] = useState<StaleSave>();
  const opened = claim as unknown as Record<string, unknown>;
  const submit = async (data: Record<string, unknown>) => {
    const body = Object.fromEntries(LANDLORD_CLAIM_FIELDS.filter((k) => k in data).map((k) => [k, data[k]]));
    try {
      await dataProvider.claimSave(claim!.id, body);
    } catch (error) {
      holdStale(error, (current) => setStale({ current, mine: { ...opened, ...body } }));
    }
    draft.saved();
    notify(messages.success.claimSubmitted, { type: 'success' });
    await client.invalidateQueries({ queryKey: ['claim'] });
  };
  const title = own ? `Update Claim ${claim.claimNumber ?? ''}` : `Claim ${claim?.claimNumber ?? ''}`;
  return (
    <EditDrawer title={title.trim()} open={!!claim} onClose={() => draft.close(onClose)} testId="claim-drawer">
      {claim && (
        <Stack gap={2}>
          <SchemaDetails
            schema={claimSchema}
            record={{ ...claim }}
            group="summary"
            omit={['landlordId']}
            roles={roles}
            money={money}
            render={{ ...claimPeople(claim), tenantId: () => tenantName ?? claim.tenantName ?? '—' }}
            testId="claim-summary"
          />
          {/* The totals the claims API works out from the lines (not stored fields of the claim). */}
          <DetailList
            items={[
              { label: 'Claimed', value: money(claim.totalClaimAmount ?? 0) },
              { label: 'Approved', value: money(claim.totalApprovedAmount ?? 0) },
              { label: 'Authorized', value: money(claim.totalAuthAmount ?? 0) },
            ]}
          />
          {claim.notice && <Alert severity="warning">{claim.notice}</Alert>}
          <ClaimTimelinePanel claim={claim} audience="landlord" />
          {claim.decidedAt && claim.finalComment && (
            <DetailList items={[{ label: messages.claimTimeline.decisionReason, value: claim.finalComment }]} />
          )}
          {own && draft.notice}
          {own && terms.error && <Alert severity="error">{terms.error.message}</Alert>}
          {own && !terms.error && !terms.data && <CircularProgress size={24} aria-label="Loading claim terms" />}
          {own ? (
            terms.data &&
            draft.data && (
              <ClaimTermsForm
                key={`${claim.id}:${String(claim.updatedAt)}`}
                terms={terms.data}
                mode="update"
                idPrefix="update-claim"
                data={draft.data}
                onChange={draft.setData}
                submitLabel="Update"
                onSubmit={submit}
              />
            )
          ) : (
            <Box data-testid="claim-readonly">
              {claim.claims.map((line, i) => (
                <ClaimLineSummary key={i} line={line} index={i} />
              ))}
              <SchemaDetails
                schema={claimSchema}
                record={{ ...claim }}
                group="evidence"
                roles={roles}
                money={money}
                render={{ docs: () => <FileLinks urls={claim.docs} /> }}
              />
            </Box>
          )}
        </Stack>
      )}
      {draft.dialog}
      {claim && stale && (
        <StaleRecordDialog
          schema={claimSchema as SchemaNode}
          opened={opened}
          stale={stale}
          onTakeTheirs={() => {
            // Their claim becomes the form's: the draft goes and the claim is read again (the form starts from it).
            setStale(undefined);
            draft.saved();
            void client.invalidateQueries({ queryKey: ['claim'] });
          }}
          onSaveMine={() => {
            // What this landlord changed since opening goes onto their version, sent on it.
            acceptCurrentVersion(v1Resource('claims'), claim.id);
            setStale(undefined);
            void submit(reapplied(opened, stale)).catch((error: unknown) => {
              if (!staleCurrent(error)) notify((error as Error).message, { type: 'error' });
            });
          }}
        />
      )}
    </EditDrawer>
  );
}
