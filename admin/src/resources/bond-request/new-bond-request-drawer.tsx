import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { isChanged, useDiscardGuard } from '#forms/unsaved/index.ts';
import { messages } from '#generated/messages.ts';

import { EditDrawer } from '../user/drawer/edit-drawer.tsx';
import { bondRequestKeys } from './data-methods.ts';

const hidden = { 'ui:widget': 'hidden' };
const INITIAL: Record<string, unknown> = { type: 'buy' };
/** The two fields the form asks: what a close would lose. */
const picked = (data: Record<string, unknown>) => ({ userId: data.userId, propertyId: data.propertyId });
/** Only the tenant and the property are asked; the rest of a request is the server's (pending, the property's landlord). */
const FORM = {
  type: hidden,
  status: hidden,
  landlordId: hidden,
  bondId: hidden,
  reasonOfReject: hidden,
  refundType: hidden,
  expectedBondValue: hidden,
  oldPropertyId: hidden,
  cancelOption: hidden,
  reason: hidden,
  userId: { 'ui:options': { filter: { userType: 'tenant' } } },
};

/**
 * Staff raise a new bond request for a tenant (the data provider's bondRequestCreate: POST /bondrequest, type buy): the same eligibility rules as the
 * tenant's own request. A refusal says 'Cannot create a bond request' with the server's reasons under the form.
 */
export function NewBondRequestDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useConsoleData();
  const [saving, setSaving] = useState(false);
  const [reasons, setReasons] = useState<string[]>([]);
  const [data, setData] = useState<Record<string, unknown>>(INITIAL);
  // A tenant or property chosen is not lost to Escape, a click outside or the close button without asking.
  const { guard, dialog } = useDiscardGuard(open && isChanged(picked(INITIAL), picked(data)));
  const finish = () => {
    setData(INITIAL);
    onClose();
  };
  const submit = async (data: Record<string, any>) => {
    setSaving(true);
    setReasons([]);
    try {
      await dataProvider.bondRequestCreate({ type: 'buy', userId: data.userId, propertyId: data.propertyId });
      notify(messages.success.requestSent, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: bondRequestKeys.all });
      finish();
    } catch (e) {
      const body =
        e instanceof HttpError ? (e.body as { message?: string; errors?: Record<string, string> }) : undefined;
      const errors = Object.entries(body?.errors ?? {});
      const onFields = Object.fromEntries(errors.filter(([k]) => k === 'userId' || k === 'propertyId'));
      const others = errors.filter(([k]) => !(k in onFields)).map(([, m]) => m);
      setReasons(
        [...new Set(errors.length ? others : [body?.message ?? (e instanceof Error ? e.message : String(e))])].filter(
          (m) => m !== messages.failure.createBondRequest,
        ),
      );
      throw new HttpError(messages.failure.createBondRequest, e instanceof HttpError ? e.status : 0, {
        errors: onFields,
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <EditDrawer title="New Bond Request" open={open} onClose={() => guard(finish)} testId="new-bond-request">
        {reasons.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="new-request-reasons">
            {reasons.map((r) => (
              <div key={r}>{r}</div>
            ))}
          </Alert>
        )}
        <SlugForm
          slug="bond-request"
          idPrefix="new-bond-request"
          initial={INITIAL}
          uiOverrides={FORM}
          submitLabel="Send Request"
          saving={saving}
          onSubmit={submit}
          onChange={(next) => setData(next)}
        />
      </EditDrawer>
      {dialog}
    </>
  );
}
