import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';

import { labelFieldOf } from './reference-label.tsx';

/**
 * RJSF widget for `x-ref` fields: search the referenced resource by its label and store the id.
 * Searches are debounced by react-admin's query cache; 20 choices at a time. `ui:options.filter` narrows the choices
 * (e.g. `{ userType: 'tenant' }`).
 */
export function ReferenceWidget(props: WidgetProps) {
  const {
    id,
    value,
    onChange,
    schema,
    label,
    required,
    disabled,
    readonly,
    rawErrors,
    placeholder,
    options: uiOptions,
  } = props;
  const fixed = (uiOptions?.filter ?? {}) as Record<string, unknown>;
  const ref = (schema as any)['x-ref'] as { resource: string; label?: string };
  const labelField = labelFieldOf(ref.resource, ref.label);
  const [query, setQuery] = useState('');
  const { data: current } = useGetOne(ref.resource, { id: value }, { enabled: !!value });
  const { data = [], isPending } = useGetList(ref.resource, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: query ? { ...fixed, q: query } : fixed,
  });
  const options = current && !data.some((r) => r.id === current.id) ? [current, ...data] : data;
  const selected = options.find((r) => r.id === value) ?? null;
  // A choice by its name, never its id.
  const text = (r: any) => String(r?.[labelField] ?? r?.name ?? r?.title ?? r?.email ?? '');
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      disabled={disabled || readonly}
      getOptionLabel={text}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      onInputChange={(_e, v, reason) => reason === 'input' && setQuery(v)}
      onChange={(_e, r) => onChange(r ? r.id : undefined)}
      loading={isPending}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder={placeholder}
          error={!!rawErrors?.length}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {isPending ? <CircularProgress size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
