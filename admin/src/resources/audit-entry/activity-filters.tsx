import { Button, MenuItem, Stack, TextField } from '@mui/material';

import { humanize } from '#admin/schema-resources/resource-meta.ts';
import { DateField } from '#forms/date/date-field.tsx';
import { isWholeDay } from '#forms/date/date-text.ts';

import { AccountFilter } from './account-filter.tsx';
import { ACTIONS, type ActivityFilter, NO_FILTER, RESOURCES } from './activity-filter.ts';

/** The Activity page's filters: account, resource, action and a date range. */
export function ActivityFilters({ value, onChange }: { value: ActivityFilter; onChange: (f: ActivityFilter) => void }) {
  const set = (patch: Partial<ActivityFilter>) => onChange({ ...value, ...patch });
  return (
    <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 2 }}>
      <AccountFilter value={value.actorId} onChange={(actorId) => set({ actorId })} />
      <TextField
        select
        size="small"
        label="Resource"
        sx={{ width: { xs: '100%', sm: 200 } }}
        value={value.resource}
        onChange={(e) => set({ resource: e.target.value })}
        SelectProps={{ SelectDisplayProps: { 'data-testid': 'activity-resource' } as object }}
      >
        <MenuItem value="">Any</MenuItem>
        {RESOURCES.map((r) => (
          <MenuItem key={r.slug} value={r.slug}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Action"
        sx={{ width: { xs: '100%', sm: 160 } }}
        value={value.action}
        onChange={(e) => set({ action: e.target.value })}
        SelectProps={{ SelectDisplayProps: { 'data-testid': 'activity-action' } as object }}
      >
        <MenuItem value="">Any</MenuItem>
        {ACTIONS.map((a) => (
          <MenuItem key={a} value={a}>
            {humanize(a)}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        size="small"
        label="From"
        sx={{ width: { xs: '100%', sm: 170 } }}
        value={value.from}
        onChange={(from) => isWholeDay(from) && set({ from: from ?? '' })}
        max={value.to || undefined}
        slotProps={{ htmlInput: { 'data-testid': 'activity-from' } }}
      />
      <DateField
        size="small"
        label="To"
        sx={{ width: { xs: '100%', sm: 170 } }}
        value={value.to}
        onChange={(to) => isWholeDay(to) && set({ to: to ?? '' })}
        min={value.from || undefined}
        slotProps={{ htmlInput: { 'data-testid': 'activity-to' } }}
      />
      <Button onClick={() => onChange(NO_FILTER)}>Clear</Button>
    </Stack>
  );
}
