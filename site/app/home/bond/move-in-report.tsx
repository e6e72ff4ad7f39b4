import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFetcher } from '@remix-run/react';
import { useEffect, useMemo, useState } from 'react';

import { itemsOfRoom, moveInRoomLabel } from '#client/move-in-items.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { isChanged, useDraft } from '#forms/unsaved/index.ts';
import { messages } from '#generated/messages.ts';
import inspectionJson from '#generated/schemas/inspection.json';
import type { Inspection } from '#generated/types/inspection.ts';
import type { AccountAnswer } from '#site/account/api-answer.ts';

import { AccountDetails } from '../account-details.tsx';
import { Card } from '../card.tsx';
import { EditDrawer, useDrawerChanges } from '../edit-drawer.tsx';

/** One item of the report, as the inspection schema has it. */
export type Amenity = Inspection['amenities'][number];
export interface MoveInReport {
  id: string;
  status: 'pending' | 'resolved';
  amenities: Amenity[];
  landlordComment?: string;
}

const CONDITION = { working: msg('Working'), nonworking: msg('Not-Working') } as const;

/** An item while the tenant fills the report: its count and condition unanswered until they answer them. */
type DraftItem = { room: string; name: string; counts?: number; conditions?: Amenity['conditions']; remark?: string };

/** Every item of the property's rooms, unanswered: the tenant answers each (no count or condition is assumed). */
const blankReport = (rooms: readonly string[]): DraftItem[] =>
  rooms.flatMap((room) => itemsOfRoom(room).map((name) => ({ room, name })));

const answered = (a: DraftItem): a is Amenity => a.counts !== undefined && a.conditions !== undefined;

function ReportForm({
  bondId,
  propertyId,
  rooms,
  propertyType,
}: {
  bondId: string;
  propertyId: string;
  rooms: readonly string[];
  propertyType?: string | null;
}) {
  const t = useT();
  const fetcher = useFetcher<AccountAnswer<{ intent: string }>>({ key: 'bond-movein' });
  const blank = useMemo(() => blankReport(rooms), [rooms]);
  const draft = useDraft<DraftItem[]>(`move-in:${bondId}`, blank);
  // A draft from another list of rooms (the property changed since) is not this report's.
  const items =
    draft.value.length === blank.length &&
    draft.value.every((a, i) => a.room === blank[i].room && a.name === blank[i].name)
      ? draft.value
      : blank;
  const [missing, setMissing] = useState<DraftItem[]>([]);
  useDrawerChanges(isChanged(blank, items));
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) draft.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  // Room and item names are stored in English (client/move-in-items.ts) and shown in the reader's language.
  const label = (room: string) => t(moveInRoomLabel(room, rooms, propertyType));
  const set = (i: number, patch: Partial<DraftItem>) => {
    const next = items.map((a, j) => (j === i ? { ...a, ...patch } : a));
    draft.setValue(next);
    if (missing.length) setMissing(next.filter((a) => !answered(a)));
  };
  const submit = () => {
    const open = items.filter((a) => !answered(a));
    setMissing(open);
    if (open.length) {
      const first = items.findIndex((a) => !answered(a));
      document.getElementById(`movein-${first}-${items[first].counts === undefined ? 'count' : 'condition'}`)?.focus();
      return;
    }
    fetcher.submit(
      {
        intent: 'movein',
        id: bondId,
        propertyId,
        amenities: items.filter(answered).map((a) => ({ ...a, remark: a.remark?.trim() || undefined })),
      } as never,
      { method: 'post', action: '/home/settings/bonddetails', encType: 'application/json' },
    );
  };
  const unanswered = new Set(missing.map((a) => `${a.room}|${a.name}`));
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
      {draft.restored && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button size="small" color="inherit" onClick={draft.clear}>
              {t('Start again')}
            </Button>
          }
        >
          {t('Your answers from before were kept.')}
        </Alert>
      )}
      <Typography sx={{ mb: 2, color: 'text.secondary', fontSize: 14 }}>
        {t('Give the count and the condition of every item ({count} in all); add a remark to anything not working.', {
          count: items.length,
        })}
      </Typography>
      {rooms.map((room) => (
        <Box
          component="fieldset"
          key={room}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2, minWidth: 0 }}
        >
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
            {label(room)}
          </Typography>
          {items.map((a, i) => {
            if (a.room !== room) return null;
            const open = unanswered.has(`${a.room}|${a.name}`);
            return (
              <Box
                key={`${room}-${a.name}`}
                data-testid="movein-item"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1.4fr' },
                  gap: 1,
                  alignItems: 'center',
                  mb: 1.5,
                }}
              >
                <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: 600 }}>{t(a.name)}</Typography>
                <TextField
                  size="small"
                  type="number"
                  label={t('Count')}
                  value={a.counts ?? ''}
                  error={open && a.counts === undefined}
                  inputProps={{
                    id: `movein-${i}-count`,
                    min: 0,
                    max: 100,
                    'aria-label': t('{item} count', { item: `${label(room)} ${t(a.name)}` }),
                  }}
                  onChange={(e) =>
                    set(i, {
                      counts:
                        e.target.value === ''
                          ? undefined
                          : Math.min(100, Math.max(0, Math.floor(Number(e.target.value)) || 0)),
                    })
                  }
                />
                <TextField
                  size="small"
                  select
                  label={t('Condition')}
                  value={a.conditions ?? ''}
                  error={open && a.conditions === undefined}
                  SelectProps={{ native: true }}
                  InputLabelProps={{ shrink: true }}
                  inputProps={{
                    id: `movein-${i}-condition`,
                    'aria-label': t('{item} condition', { item: `${label(room)} ${t(a.name)}` }),
                  }}
                  onChange={(e) =>
                    set(i, { conditions: (e.target.value || undefined) as Amenity['conditions'] | undefined })
                  }
                >
                  <option value="">{t('Choose…')}</option>
                  <option value="working">{t(CONDITION.working)}</option>
                  <option value="nonworking">{t(CONDITION.nonworking)}</option>
                </TextField>
                {a.conditions === 'nonworking' && (
                  <TextField
                    size="small"
                    label={t('Remark')}
                    value={a.remark ?? ''}
                    inputProps={{
                      maxLength: 400,
                      'aria-label': t('{item} remark', { item: `${label(room)} ${t(a.name)}` }),
                    }}
                    onChange={(e) => set(i, { remark: e.target.value })}
                    sx={{ gridColumn: '1 / -1' }}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      ))}
      {missing.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {missing.length === 1
            ? t('One item is not answered yet:')
            : t('{count} items are not answered yet:', { count: missing.length })}{' '}
          {missing
            .slice(0, 6)
            .map((a) => `${label(a.room)} · ${a.name}`)
            .join(', ')}
          {missing.length > 6 ? t(' and {count} more', { count: missing.length - 6 }) : ''}
          {t('. Give each a count and a condition.')}
        </Alert>
      )}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(failed.message)}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth size="large" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t('Submitting...') : t('Submit Report')}
      </Button>
    </Box>
  );
}

/**
 * The move-in report (spec 001 §2, §4): the tenant answers every item of the property's rooms (count, Working or
 * Not-Working, a remark), kept as a draft until sent (it survives a reload; closing with answers asks first), once; afterwards the button reads 'Report Submitted' and is disabled, and the landlord's review shows.
 */
export function MoveInCard({
  bond,
  report,
  rooms,
  propertyType,
}: {
  bond: { id: string; propertyId?: string; status?: string };
  report?: MoveInReport | null;
  rooms: string[];
  propertyType?: string | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const done = useFetcher<AccountAnswer>({ key: 'bond-movein' });
  useEffect(() => {
    if (done.state === 'idle' && done.data?.ok) setOpen(false);
  }, [done.state, done.data]);
  const live = bond.status === 'Active' || bond.status === 'Pending-Check-in';
  const faults = report?.amenities.filter((a) => a.conditions === 'nonworking') ?? [];
  return (
    <Card title={t('Move-in Report')}>
      {report ? (
        <>
          <Typography sx={{ mb: 1 }}>
            {report.status === 'resolved'
              ? t('Your landlord reviewed your report.')
              : t('Your landlord will review your report.')}{' '}
            {t('{items} items, {faults} not working.', { items: report.amenities.length, faults: faults.length })}
          </Typography>
          {report.landlordComment && (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {t('Landlord: {comment}', { comment: report.landlordComment })}
            </Alert>
          )}
          {faults.map((a) => (
            <Typography key={`${a.room}-${a.name}`} sx={{ fontSize: 14, color: 'text.secondary' }}>
              {t(moveInRoomLabel(a.room, rooms, propertyType))} · {t(a.name)}: {a.remark ?? t(CONDITION.nonworking)}
              {a.landlordRemark ? t(' (landlord: {remark})', { remark: a.landlordRemark }) : ''}
            </Typography>
          ))}
          {/* The report's other fields (the inspection schema's x-ui.details 'more': what an analyst adds). */}
          <Box sx={{ mt: 1.5 }}>
            <AccountDetails
              schema={inspectionJson}
              record={report as unknown as Record<string, unknown>}
              group="more"
              empty={null}
              testId="move-in-details"
            />
          </Box>
        </>
      ) : (
        <Typography sx={{ mb: 1 }}>
          {t('Record the condition of each item when you move in: it protects you when the bond ends.')}
        </Typography>
      )}
      <Button variant="contained" sx={{ mt: 2 }} disabled={!!report || !live} onClick={() => setOpen(true)}>
        {report ? t(messages.inspection.reportSubmitted) : t('Fill Move-in Report')}
      </Button>
      <EditDrawer title={t('Move-in Report')} open={open} onClose={() => setOpen(false)}>
        <ReportForm bondId={bond.id} propertyId={bond.propertyId ?? ''} rooms={rooms} propertyType={propertyType} />
      </EditDrawer>
    </Card>
  );
}
