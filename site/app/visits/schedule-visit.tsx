import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { useRegistration, useVisitorRegistration } from '../visitor/registration.tsx';
import type { StoredLead } from '../visitor/storage.ts';
import { useNotice } from '../visitor/use-notice.tsx';
import { scheduleVisit, type VisitEntry } from '../visitor/visitor-api.ts';
import { DateStrip } from './date-strip.tsx';
import { SlotGrid, type SlotState } from './slot-grid.tsx';
import { useMyVisits } from './use-my-visits.ts';
import { bookedByDate, dateKey, type TimeSlot, visitDateLabel, visitDates, visitOf } from './visit-dates.ts';
import { slotHasPassed } from './visit-slot.ts';

const RescheduleDialog = lazy(() => import('./reschedule-dialog.tsx'));

/** The scheduled-visits tab of the visitor dashboard, where the success notification links. */
export const SCHEDULED_VISITS_HREF = '/myaccount?tabName=Scheduled_Visits';

export interface VisitProperty {
  id: string;
  name: string;
  landlordId?: string;
}

/** The page's "now": unknown on the server; read after hydration and every minute (past slots close). */
function useNow(): Date | undefined {
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The Schedule Visit widget of the details page (spec 000 §2, §4 Visit booking): a date strip (today to the end of
 * next month), hourly slots (past ones and those the visitor already booked that day disabled), and Book
 * Visit once both are chosen. The visitor's visit of this property is pre-selected; moving it asks for the
 * reschedule confirmation and sends its id. An unknown visitor keeps the chosen slot, registers (share
 * details, OTP), and the booking goes on. Success: a notification that stays until dismissed, linking to the
 * scheduled visits; a `visit_booked` event in the data layer; the visits read again.
 */
export function ScheduleVisit({ property }: { property: VisitProperty }) {
  const t = useT();
  const id = useId();
  const now = useNow();
  const shared = useRegistration();
  const own = useVisitorRegistration();
  const registration = shared ?? own;
  const { visits, status, reload } = useMyVisits();
  const notice = useNotice();

  const [date, setDate] = useState<string>();
  const [slot, setSlot] = useState<TimeSlot>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [confirm, setConfirm] = useState<{ visit: VisitEntry; lead: StoredLead }>();
  const [confirmLoaded, setConfirmLoaded] = useState(false);
  // Once the visitor picks a date or slot, the arriving visits no longer pre-select anything.
  const picked = useRef(false);

  const dates = now ? visitDates(now) : [];
  const today = now ? dateKey(now) : undefined;
  const booked = useMemo(() => bookedByDate(visits ?? []), [visits]);
  const existing = useMemo(
    () => (now && visits ? visitOf(visits, property.id, now) : undefined),
    [visits, property.id, now],
  );

  // This property's visit is pre-selected (spec 000 §2).
  useEffect(() => {
    if (!existing || picked.current) return;
    setDate(existing.scheduledVisitDate.slice(0, 10));
    setSlot(existing.scheduledVisitTimeSlot as TimeSlot);
  }, [existing]);

  const stateOf = (s: TimeSlot): SlotState => {
    if (!date || !now) return 'open';
    if (existing && existing.scheduledVisitDate.slice(0, 10) === date && existing.scheduledVisitTimeSlot === s)
      return 'yours';
    if (slotHasPassed(date, s, now)) return 'past';
    if (booked.get(date)?.has(s)) return 'booked';
    return 'open';
  };

  const chooseDate = (next: string) => {
    picked.current = true;
    setDate(next);
    setError(undefined);
    // A slot that is not open on the new date is let go.
    if (
      slot &&
      now &&
      (slotHasPassed(next, slot, now) ||
        (booked.get(next)?.has(slot) &&
          !(existing?.scheduledVisitDate.slice(0, 10) === next && existing.scheduledVisitTimeSlot === slot)))
    )
      setSlot(undefined);
  };
  const chooseSlot = (next: TimeSlot) => {
    picked.current = true;
    setSlot(next);
    setError(undefined);
  };

  const unchanged = Boolean(
    existing && date === existing.scheduledVisitDate.slice(0, 10) && slot === existing.scheduledVisitTimeSlot,
  );
  const ready = Boolean(date && slot && stateOf(slot) !== 'past' && stateOf(slot) !== 'booked' && !unchanged);

  const save = async (chosen: { date: string; slot: TimeSlot }, rescheduling?: VisitEntry) => {
    setSaving(true);
    setError(undefined);
    const done = await registration.runAsLead((lead) =>
      scheduleVisit({
        propertyId: property.id,
        userLeadId: lead.id,
        scheduledVisitDate: chosen.date,
        scheduledVisitTimeSlot: chosen.slot,
        ...(rescheduling ? { scheduledId: rescheduling.id } : {}),
        ...(property.landlordId ? { landlordId: property.landlordId } : {}),
      }),
    );
    setSaving(false);
    setConfirm(undefined);
    if (!done) return;
    const { lead, answer } = done;
    if (!answer.ok) {
      setError(answer.message ?? messages.booking.visitScheduleFailed);
      if (answer.status === 409) void reload(lead.id);
      return;
    }
    const rescheduled = Boolean(rescheduling);
    picked.current = false;
    await reload(lead.id);
    notice.show({
      severity: 'success',
      title: rescheduled ? messages.visit.rescheduledTitle : messages.visit.scheduledTitle,
      text: `${property.name}: ${visitDateLabel(chosen.date)} ${t('at')} ${chosen.slot}`,
      link: { to: SCHEDULED_VISITS_HREF, label: msg('See your scheduled visits') },
    });
    (window.dataLayer ??= []).push({
      event: 'visit_booked',
      propertyId: property.id,
      leadId: lead.id,
      visitId: answer.data?.id,
      scheduledVisitDate: chosen.date,
      scheduledVisitTimeSlot: chosen.slot,
      rescheduled,
    });
  };

  const book = async () => {
    if (!date || !slot || saving) return;
    const chosen = { date, slot };
    setError(undefined);
    setSaving(true);
    // An unknown visitor registers first; the chosen date and slot stay as they are.
    const lead = await registration.ensureLead();
    if (!lead) return setSaving(false);
    // The lead's visits (a visitor who just registered may have some): is this a reschedule, is the slot free?
    const list = (await reload(lead.id)) ?? visits ?? [];
    setSaving(false);
    const current = visitOf(list, property.id, new Date());
    if (
      current &&
      current.scheduledVisitDate.slice(0, 10) === chosen.date &&
      current.scheduledVisitTimeSlot === chosen.slot
    )
      return;
    if (bookedByDate(list).get(chosen.date)?.has(chosen.slot)) return setError(messages.visit.slotTaken);
    if (current) {
      setConfirmLoaded(true);
      setConfirm({ visit: current, lead });
      return;
    }
    await save(chosen);
  };

  const headingId = `${id}-title`;
  const datesId = `${id}-dates`;
  const slotsId = `${id}-slots`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="schedule-visit"
      sx={{ minWidth: 0, border: '1px solid', borderColor: 'divider', borderRadius: 2, p: { xs: 2, md: 3 } }}
    >
      <Box component="h2" id={headingId} sx={{ fontSize: '1.3rem', fontWeight: 800, mt: 0, mb: 0.5 }}>
        {t('Schedule Visit')}
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 1.5, color: 'text.secondary', fontSize: 14 }}>
        {t('Pick a day and a time to see {property}.', { property: property.name })}
      </Box>

      <Box id={datesId} sx={{ fontWeight: 700, fontSize: 14, mb: 0.5 }}>
        {t('Date')}
      </Box>
      <DateStrip dates={dates} selected={date} today={today} onSelect={chooseDate} labelledBy={datesId} />

      <Box id={slotsId} sx={{ fontWeight: 700, fontSize: 14, mt: 1.5, mb: 1 }}>
        {t('Time')}
      </Box>
      <SlotGrid selected={slot} stateOf={stateOf} onSelect={chooseSlot} labelledBy={slotsId} waiting={!date} />
      <Box sx={{ minHeight: 22, mt: 1, fontSize: 13, color: 'text.secondary' }} aria-live="polite">
        {!date
          ? t('Choose a date to see the times.')
          : unchanged
            ? t('This is your booked visit. Choose another date or time to reschedule it.')
            : status === 'failed'
              ? t('Your booked visits could not be loaded; a taken time will be refused when you book.')
              : ''}
      </Box>
      {existing ? (
        <Box component="p" data-testid="your-visit" sx={{ m: 0, mt: 0.5, fontSize: 14 }}>
          {t('Your visit:')}{' '}
          <strong>
            {visitDateLabel(existing.scheduledVisitDate.slice(0, 10))} {t('at')} {existing.scheduledVisitTimeSlot}
          </strong>
        </Box>
      ) : null}

      {error ? (
        <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
          {t(error)}
        </Alert>
      ) : null}

      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!ready || saving}
        aria-busy={saving || undefined}
        onClick={() => void book()}
        sx={{ mt: 2 }}
      >
        {saving ? t('Booking...') : t('Book Visit')}
      </Button>

      {confirmLoaded ? (
        <Suspense fallback={null}>
          <RescheduleDialog
            open={Boolean(confirm)}
            date={date ?? ''}
            slot={slot ?? ''}
            busy={saving}
            onCancel={() => setConfirm(undefined)}
            onConfirm={() => confirm && date && slot && void save({ date, slot }, confirm.visit)}
          />
        </Suspense>
      ) : null}
      {shared ? null : own.element}
      {notice.element}
    </Box>
  );
}
