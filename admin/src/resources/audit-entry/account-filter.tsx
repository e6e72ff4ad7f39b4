import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';

interface Account {
  id: string;
  name?: string;
  email?: string;
}

const label = (a: Account) => [a.name, a.email].filter(Boolean).join(' · ') || a.id;

/** Picks the account whose actions to show: type a name or e-mail, choose from the matching accounts. */
export function AccountFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const [typed, setTyped] = useState('');
  const { data: found = [], isPending } = useGetList<Account>('user', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: typed ? { q: typed } : {},
  });
  const { data: chosen } = useGetOne<Account>('user', { id: value }, { enabled: !!value });
  const options = chosen && !found.some((a) => a.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Autocomplete
      sx={{ width: { xs: '100%', sm: 260 } }}
      size="small"
      options={options}
      loading={isPending}
      value={value ? (options.find((a) => a.id === value) ?? null) : null}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      onInputChange={(_, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_, account) => onChange(account?.id ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Account"
          inputProps={{ ...params.inputProps, 'data-testid': 'activity-account' }}
        />
      )}
    />
  );
}
