import { useCallback, useMemo, useState } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { HttpError, useNotify } from 'react-admin';
import { messages } from '#generated/messages.ts';
import { SchemaForm as KitForm } from '#forms/schema-form.tsx';
import { useSchemaForm } from '#forms/use-schema-form.ts';
import { commentOrDefault, settleLines } from '../../../../server/claims/claim-rules';
import { claimTotals } from '../../../../server/claims/claim-totals';
import { api } from '../../api/http';
import { useSchema, type LoadedSchema } from '../../schema-resources/schema-loader';
import { ClaimTotalsBar } from './ClaimTotalsBar';
import type { ClaimRecord, Line } from './claim-lines';
import type { StaffClaimContext } from './staff-claim-context';
import { staffClaimUi } from './staff-claim-ui';
import type { ClaimTerms } from './use-claim-terms';

/** How long 'Claim data Submitted' shows before the page reloads (002 §4: the page reloads after a submission). */
const RELOAD_AFTER_MS = 1500;
const NO_WIDGETS = {};

interface Props {
  claim: ClaimRecord;
  terms: ClaimTerms;
  admin: boolean;
}

/** The staff claim editor: the claim schema's form with the staff widgets, its totals live above it (see StaffClaimEditor). */
export function StaffClaimForm(props: Props) {
  const loaded = useSchema('claim');
  return loaded ? <StaffClaimEditor {...props} loaded={loaded} /> : <CircularProgress size={24} aria-label="Loading form" />;
}

/**
 * Lines with a status without an amount get an approved amount of 0 as they change, as the server stores them;
 * the submission is refused here when the approved amounts pass the eligible amount, then PATCH /claims/{id}
 * with an empty comment as 'No comment'; 'Claim data Submitted', then the page reloads (the claim stays open).
 */
function StaffClaimEditor({ claim, terms, admin, loaded }: Props & { loaded: LoadedSchema }) {
  const notify = useNotify();
  const [data, setData] = useState<Record<string, any>>(() => ({ ...claim }));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [saving, setSaving] = useState(false);
  const eligible = claim.eligibleAmount ?? terms.bond.bondAmount;
  const overrides = useMemo(() => staffClaimUi(terms, admin), [terms, admin]);
  const { uiSchema, extraErrors } = useSchemaForm({ schema: loaded.schema, widgets: NO_WIDGETS, hideReadOnly: true, overrides, serverErrors });
  const applyClaimAmount = useCallback((index: number, amount: number) => {
    setData((d) => ({ ...d, claims: (d.claims as Line[]).map((l, i) => (i === index ? { ...l, claimAmount: amount } : l)) }));
  }, []);
  const formContext: StaffClaimContext = useMemo(() => ({ terms, admin, applyClaimAmount }), [terms, admin, applyClaimAmount]);

  const submit = async (form: Record<string, any>) => {
    const lines = settleLines((form.claims as Line[]) ?? []);
    if (claimTotals({ claims: lines }).totalApprovedAmount > eligible) return notify(messages.claim.approvedOverEligible, { type: 'error' });
    setServerErrors(undefined);
    setSaving(true);
    try {
      const decisions = admin ? { payments: form.payments ?? [], recoveries: form.recoveries ?? [], finalComment: form.finalComment } : {};
      await api.patch(`/claims/${encodeURIComponent(claim.id)}`, { claims: lines, docs: form.docs ?? [], comment: commentOrDefault(form.comment), ...decisions });
      notify(messages.success.claimSubmitted, { type: 'success' });
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch (e) {
      setSaving(false);
      setServerErrors(e instanceof HttpError ? (e.body as { errors?: Record<string, string> })?.errors : undefined);
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };

  return (
    <Stack gap={2}>
      <ClaimTotalsBar claim={data} eligible={eligible} admin={admin} />
      <KitForm
        schema={loaded.schema}
        uiSchema={uiSchema}
        validator={loaded.validator}
        idPrefix="staff-claim"
        formContext={formContext}
        formData={data}
        onChange={(e) => setData({ ...e.formData, claims: settleLines((e.formData.claims as Line[]) ?? []) })}
        onSubmit={(e) => submit(e.formData)}
        extraErrors={extraErrors}
        onError={() => notify(messages.failure.correctFields, { type: 'warning' })}
      >
        <Stack direction="row" justifyContent="flex-end" sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={saving}>
            Submit
          </Button>
        </Stack>
      </KitForm>
    </Stack>
  );
}
