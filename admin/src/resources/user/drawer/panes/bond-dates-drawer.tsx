import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { messages } from '#generated/messages.ts';

import { EditDrawer } from '../edit-drawer.tsx';
import { withoutEmpty } from '../form-values.ts';
import { useSaving } from '../use-saving.ts';
import { useRefreshUser } from '../use-user-detail.ts';
import type { BondRow } from './bond-row.ts';

const Nothing = () => null;
/** The documents keep their own uploads (the tenant's Bond Details page); here only the dates change. */
const DATES_ONLY = { agreement: { 'ui:field': Nothing }, moveInReport: { 'ui:field': Nothing } };

/**
 * Check-in and check-out of a live bond (spec 002 §4: both required, check-out after check-in), saved with PATCH
 * /bond/{id}; 'updated successfully', then the drawer's bond and the tenant lists refresh (a bond awaiting check-in
 * turns Active once its check-in day has come).
 */
export function BondDatesDrawer({ bond, open, onClose }: { bond: BondRow; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const data = useConsoleData();
  const refresh = useRefreshUser();
  const { saving, run } = useSaving();
  const submit = async (fields: Record<string, unknown>) => {
    await run(() =>
      data.userBondDates(bond.id, { checkinDate: fields.checkinDate, checkoutDate: fields.checkoutDate }),
    );
    notify(messages.success.bondUpdatedShort, { type: 'success' });
    onClose();
    await refresh();
  };
  return (
    <EditDrawer
      title={`Check-in and check-out of bond ${bond.bondId ?? ''}`.trim()}
      open={open}
      onClose={onClose}
      testId="bond-dates-drawer"
    >
      <SlugForm
        slug="bond-dates"
        idPrefix="bond-dates"
        initial={withoutEmpty({ checkinDate: bond.checkinDate, checkoutDate: bond.checkoutDate })}
        uiOverrides={DATES_ONLY}
        saving={saving}
        onSubmit={submit}
      />
    </EditDrawer>
  );
}
