import SendIcon from '@mui/icons-material/Send';
import { Alert, CircularProgress, Stack } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

import { acceptCurrentVersion, v1Resource } from '#admin/api/record-versions.ts';
import { useConsoleData } from '#admin/api/use-console-data.ts';
import { SchemaForm } from '#admin/schema-resources/schema-form.tsx';
import { type LoadedSchema, useSchema } from '#admin/schema-resources/schema-loader.ts';
import {
  changedSince,
  holdStale,
  StaleRecordDialog,
  type StaleSave,
} from '#admin/schema-resources/stale-record-dialog.tsx';
import { mayDecideClaim } from '#domain/claims/access.ts';
import { commentOrDefault, settleLines } from '#domain/claims/rules.ts';
import { claimTotals, itemsOf } from '#domain/claims/totals.ts';
import { messages } from '#generated/messages.ts';

import type { ClaimFormContext } from './claim-form-context.ts';
import { claimFormUi } from './claim-form-ui.ts';
import type { ClaimRecord, Line } from './claim-lines.ts';
import { ClaimSettlement } from './claim-settlement.tsx';
import { ClaimTotalsBar } from './claim-totals-bar.tsx';
import type { ClaimTerms } from './use-claim-terms.ts';

/** How long 'Claim data Submitted' shows before the page reloads (spec 002 §4: the page reloads after a submission). */
const RELOAD_AFTER_MS = 1500;

interface Props {
  claim: ClaimRecord;
  /** The claim's terms, with the viewer as the server sees them: whether they decide is mayDecideClaim's answer. */
  terms: ClaimTerms;
  /** The form's data, kept by the drawer (its draft: useClaimDraft), and where each change goes. */
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  /** After a successful submission, before the page reloads: the draft is done with. */
  onSaved: () => void;
}

/** The staff claim editor: the claim schema's form with the staff widgets, its totals live above it (see StaffClaimEditor). */
export function StaffClaimForm(props: Props) {
  const loaded = useSchema('claim');
  return loaded ? (
    <StaffClaimEditor {...props} loaded={loaded} />
  ) : (
    <CircularProgress size={24} aria-label="Loading form" />
  );
}

/** The form's data with the lines as the server stores them: a status without an amount gets an approved amount of 0. */
export const settled = (data: Record<string, unknown>) => ({
  ...data,
  claims: settleLines(itemsOf<Line>(data.claims)),
});

/**
 * The console's SchemaForm with the claim's data kept by the drawer (the totals above follow it, the breach-day panel
 * puts amounts in it). Staff who may not decide see each line's decision read-only and the settlement below the form. The submission is refused here when the approved amounts pass the eligible amount, then
 * PATCH /claims/{id} with an empty comment as 'No comment'; 'Claim data Submitted', then the page reloads (the
 * claim stays open). SchemaForm shows the server's field errors and the failure toasts; a save refused because
 * someone else saved the claim meanwhile (412) shows both versions: take theirs, or apply these changes onto theirs.
 */
function StaffClaimEditor({ claim, terms, loaded, data, onChange, onSaved }: Props & { loaded: LoadedSchema }) {
  const notify = useNotify();
  const dataProvider = useConsoleData();
  const latest = useRef(data);
  latest.current = data;
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<StaleSave>();
  /** The claim as this form opened it: what each side changed is measured from it. */
  const opened = claim as unknown as Record<string, unknown>;
  const refresh = useRefresh();
  const eligible = claim.eligibleAmount ?? terms.bond.bondAmount;
  const admin = mayDecideClaim(terms.viewer).ok;
  const overrides = useMemo(() => claimFormUi(terms, 'staff'), [terms]);
  const applyClaimAmount = useCallback(
    (index: number, amount: number) => {
      const d = latest.current;
      onChange({
        ...d,
        claims: itemsOf<Line>(d.claims).map((l, i) => (i === index ? { ...l, claimAmount: amount } : l)),
      });
    },
    [onChange],
  );
  const formContext: ClaimFormContext = useMemo(() => ({ terms, applyClaimAmount }), [terms, applyClaimAmount]);

  const save = async (form: Record<string, unknown>) => {
    const lines = settleLines(itemsOf<Line>(form.claims));
    if (claimTotals({ claims: lines }).totalApprovedAmount > eligible)
      throw new Error(messages.claim.approvedOverEligible);
    setSaving(true);
    try {
      const decisions = admin
        ? { payments: form.payments ?? [], recoveries: form.recoveries ?? [], finalComment: form.finalComment }
        : {};
      await dataProvider.claimSave(claim.id, {
        claims: lines,
        docs: form.docs ?? [],
        comment: commentOrDefault(form.comment),
        ...decisions,
      });
    } catch (e) {
      setSaving(false);
      // Someone else saved this claim since it was opened (412): both versions are shown before anything is lost.
      holdStale(e, (current) => setStale({ current, mine: form }));
    }
    onSaved();
    notify(messages.success.claimSubmitted, { type: 'success' });
    setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
  };

  return (
    <Stack gap={2}>
      <ClaimTotalsBar claim={data} eligible={eligible} admin={admin} />
      {!admin && (
        <Alert severity="info">
          Only an admin decides a claim: each line's status, amounts and remark, and the payments and recoveries show
          here read-only.
        </Alert>
      )}
      <SchemaForm
        loaded={loaded}
        idPrefix="staff-claim"
        uiOverrides={overrides}
        formContext={formContext}
        formData={data}
        onChange={(next) => onChange(settled(next))}
        onSave={save}
        submitLabel="Submit"
        submitIcon={<SendIcon />}
        saving={saving}
      />
      {!admin && <ClaimSettlement claim={claim} evidence={false} />}
      {stale && (
        <StaleRecordDialog
          schema={loaded.schema}
          opened={opened}
          stale={stale}
          onTakeTheirs={() => {
            // Their version becomes the form's (the drawer reloads the claim, and the form starts from it).
            setStale(undefined);
            onChange(stale.current);
            refresh();
          }}
          onSaveMine={() => {
            // What this person changed since opening goes onto their version; the rest stays theirs.
            acceptCurrentVersion(v1Resource('claims'), claim.id);
            const reapplied = {
              ...stale.current,
              ...changedSince(opened, stale.mine),
            };
            setStale(undefined);
            void save(reapplied).catch(() => undefined);
          }}
        />
      )}
    </Stack>
  );
}
