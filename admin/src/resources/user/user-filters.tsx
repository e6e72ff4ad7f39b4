import ClearIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import { Button, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import type { HTMLAttributes } from 'react';

import { DateField } from '#forms/date/date-field.tsx';
import { isWholeDay } from '#forms/date/date-text.ts';

import { emptyFilter, type FilterField, type FilterOption, type UserListFilter } from './user-list-filter.ts';

export interface UserFiltersProps {
  options: FilterOption[];
  filter: UserListFilter;
  onChange: (filter: UserListFilter) => void;
}

/** Select test ids go on the visible combobox, which a user (and a test) clicks. */
const selectTestId = (id: string) => ({
  select: { SelectDisplayProps: { 'data-testid': id } as HTMLAttributes<HTMLDivElement> },
});

/** The theme makes text fields full width with dense margins; filters sit side by side. */
const compact = { size: 'small', fullWidth: false, margin: 'none' } as const;

const isSet = (f: UserListFilter) => !!(f.value.trim() || f.from || f.to);

/**
 * "Filter by" plus one value input: the list sends only one optional filter (spec 002 §2), so
 * choosing another filter replaces the previous one.
 */
export function UserFilters({ options, filter, onChange }: UserFiltersProps) {
  const option = options.find((o) => o.field === filter.field) ?? options[0]!;
  const narrow = { width: { xs: '100%', sm: 200 } };
  return (
    <Stack direction="row" flexWrap="wrap" gap={1.5} alignItems="center" data-testid="user-filters">
      <TextField
        select
        {...compact}
        label="Filter by"
        value={option.field}
        onChange={(e) => onChange(emptyFilter(e.target.value as FilterField))}
        helperText="One filter at a time"
        slotProps={selectTestId('filter-field')}
        sx={narrow}
      >
        {options.map((o) => (
          <MenuItem key={o.field} value={o.field}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {option.kind === 'text' && (
        <TextField
          {...compact}
          type="search"
          label={`Search by ${option.label.toLowerCase()}`}
          value={filter.value}
          onChange={(e) => onChange({ ...filter, value: e.target.value })}
          helperText=" "
          slotProps={{
            htmlInput: { 'data-testid': 'filter-value', inputMode: option.field === 'phone' ? 'tel' : undefined },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
      )}
      {option.kind === 'choice' && (
        <TextField
          select
          {...compact}
          label={option.label}
          value={filter.value}
          onChange={(e) => onChange({ ...filter, value: e.target.value })}
          helperText=" "
          slotProps={selectTestId('filter-value')}
          sx={narrow}
        >
          <MenuItem value="">
            <em>Any</em>
          </MenuItem>
          {option.choices?.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {option.kind === 'dates' && (
        <>
          <DateField
            {...compact}
            label="From"
            value={filter.from}
            onChange={(from) => isWholeDay(from) && onChange({ ...filter, from: from ?? '' })}
            max={filter.to || undefined}
            helperText=" "
            slotProps={{ htmlInput: { 'data-testid': 'filter-from' } }}
            sx={narrow}
          />
          <DateField
            {...compact}
            label="To"
            value={filter.to}
            onChange={(to) => isWholeDay(to) && onChange({ ...filter, to: to ?? '' })}
            min={filter.from || undefined}
            helperText=" "
            slotProps={{ htmlInput: { 'data-testid': 'filter-to' } }}
            sx={narrow}
          />
        </>
      )}
      {isSet(filter) && (
        <Button
          size="small"
          startIcon={<ClearIcon />}
          onClick={() => onChange(emptyFilter(filter.field))}
          data-testid="filter-clear"
          sx={{ mb: 2.75 }}
        >
          Clear filter
        </Button>
      )}
    </Stack>
  );
}
