import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFetcher } from '@remix-run/react';
import { itemsOfRoom, moveInRooms, roomLabel } from '#client/move-in-items.ts';
import { messages } from '#generated/messages.ts';
import type { Inspection } from '#generated/types/inspection.ts';
import type { AccountAnswer } from '../../account/api-answer.ts';
import { EditDrawer } from '../edit-drawer.tsx';
import { Card } from '../state-card.tsx';

/** One item of the report, as the inspection schema has it. */
export type Amenity = Inspection['amenities'][number];
export interface MoveInReport {
  id: string;
  status: 'pending' | 'resolved';
  amenities: Amenity[];
  landlordComment?: string;
}

const CONDITION = { working: 'Working', nonworking: 'Not-Working' } as const;

/** Every item of every room, counted 1 and working until the tenant says otherwise. */
const blankReport = (bedrooms: number, bathrooms: number): Amenity[] =>
  moveInRooms(bedrooms, bathrooms).flatMap((room) => itemsOfRoom(room).map((name) => ({ room, name, counts: 1, conditions: 'working' as const })));

function ReportForm({ bondId, propertyId, bedrooms, bathrooms }: { bondId: string; propertyId: string; bedrooms: number; bathrooms: number }) {
  const fetcher = useFetcher<AccountAnswer<{ intent: string }>>({ key: 'bond-movein' });
  const [items, setItems] = useState(() => blankReport(bedrooms, bathrooms));
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const set = (i: number, patch: Partial<Amenity>) => setItems((list) => list.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const rooms = [...new Set(items.map((a) => a.room))];
  const submit = () =>
    fetcher.submit({ intent: 'movein', id: bondId, propertyId, amenities: items.map((a) => ({ ...a, remark: a.remark?.trim() || undefined })) } as never, { method: 'post', action: '/home/settings/bonddetails', encType: 'application/json' });
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
      {rooms.map((room) => (
        <Box component="fieldset" key={room} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2 }}>
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
            {roomLabel(room)}
          </Typography>
          {items.map((a, i) =>
            a.room !== room ? null : (
              <Box key={`${room}-${a.name}`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1.4fr' }, gap: 1, alignItems: 'center', mb: 1.5 }}>
                <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: 600 }}>{a.name}</Typography>
                <TextField size="small" type="number" label="Count" value={a.counts} inputProps={{ min: 0, max: 100, 'aria-label': `${roomLabel(room)} ${a.name} count` }} onChange={(e) => set(i, { counts: Math.max(0, Number(e.target.value) || 0) })} />
                <TextField size="small" select label="Condition" value={a.conditions} SelectProps={{ native: true }} inputProps={{ 'aria-label': `${roomLabel(room)} ${a.name} condition` }} onChange={(e) => set(i, { conditions: e.target.value as Amenity['conditions'] })}>
                  <option value="working">{CONDITION.working}</option>
                  <option value="nonworking">{CONDITION.nonworking}</option>
                </TextField>
                {a.conditions === 'nonworking' && (
                  <TextField size="small" label="Remark" value={a.remark ?? ''} inputProps={{ maxLength: 400, 'aria-label': `${roomLabel(room)} ${a.name} remark` }} onChange={(e) => set(i, { remark: e.target.value })} sx={{ gridColumn: '1 / -1' }} />
                )}
              </Box>
            ),
          )}
        </Box>
      ))}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failed.message}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth size="large" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? 'Submitting...' : 'Submit Report'}
      </Button>
    </Box>
  );
}

/**
 * The move-in report (001 §2, §4): the tenant fills every room's fixed items (count, Working or Not-Working, a
 * remark) once; afterwards the button reads 'Report Submitted' and is disabled, and the landlord's review shows.
 */
export function MoveInCard({ bond, report, bedrooms, bathrooms }: { bond: { id: string; propertyId?: string; status?: string }; report?: MoveInReport | null; bedrooms: number; bathrooms: number }) {
  const [open, setOpen] = useState(false);
  const done = useFetcher<AccountAnswer>({ key: 'bond-movein' });
  useEffect(() => {
    if (done.state === 'idle' && done.data?.ok) setOpen(false);
  }, [done.state, done.data]);
  const live = bond.status === 'Active' || bond.status === 'Pending-Check-in';
  const faults = report?.amenities.filter((a) => a.conditions === 'nonworking') ?? [];
  return (
    <Card title="Move-in Report">
      {report ? (
        <>
          <Typography sx={{ mb: 1 }}>
            {report.status === 'resolved' ? 'Your landlord reviewed your report.' : 'Your landlord will review your report.'} {report.amenities.length} items, {faults.length} not working.
          </Typography>
          {report.landlordComment && (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              Landlord: {report.landlordComment}
            </Alert>
          )}
          {faults.map((a) => (
            <Typography key={`${a.room}-${a.name}`} sx={{ fontSize: 14, color: 'text.secondary' }}>
              {roomLabel(a.room)} · {a.name}: {a.remark ?? CONDITION.nonworking}
              {a.landlordRemark ? ` (landlord: ${a.landlordRemark})` : ''}
            </Typography>
          ))}
        </>
      ) : (
        <Typography sx={{ mb: 1 }}>Record the condition of each item when you move in: it protects you when the bond ends.</Typography>
      )}
      <Button variant="contained" sx={{ mt: 2 }} disabled={!!report || !live} onClick={() => setOpen(true)}>
        {report ? messages.inspection.reportSubmitted : 'Fill Move-in Report'}
      </Button>
      <EditDrawer title="Move-in Report" open={open} onClose={() => setOpen(false)}>
        <ReportForm bondId={bond.id} propertyId={bond.propertyId ?? ''} bedrooms={bedrooms} bathrooms={bathrooms} />
      </EditDrawer>
    </Card>
  );
}
