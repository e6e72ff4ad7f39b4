import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

/** Localities per city, fetched once per city for the page's lifetime. */
const cache = new Map<string, Promise<string[]>>();

/** GET /api/v1/property/localities?city= (spec 000 §7): a list of names; on failure an empty list (logged only). */
export function loadLocalities(city: string): Promise<string[]> {
  let pending = cache.get(city);
  if (!pending) {
    pending = fetch(`/api/v1/property/localities?city=${encodeURIComponent(city)}`, {
      headers: { Accept: 'application/json' },
    })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`localities: ${r.status}`))))
      .then((body: unknown) => {
        const list = Array.isArray(body)
          ? body
          : Array.isArray((body as { results?: unknown })?.results)
            ? (body as { results: unknown[] }).results
            : [];
        return list
          .map((l) =>
            typeof l === 'string'
              ? l
              : String(
                  (l as { name?: string; locality?: string })?.name ?? (l as { locality?: string })?.locality ?? '',
                ),
          )
          .filter(Boolean);
      })
      .catch((e) => {
        console.error(e);
        cache.delete(city);
        return [];
      });
    cache.set(city, pending);
  }
  return pending;
}

/**
 * RJSF widget `locality` (x-ui.widget of the preferred-locality field): the localities of the city chosen
 * in the same form (`formContext.city`), as a select. Without a city there is nothing to choose yet.
 */
export function LocalityWidget(props: WidgetProps) {
  const {
    id,
    value,
    onChange,
    onBlur,
    onFocus,
    label,
    required,
    disabled,
    readonly,
    rawErrors = [],
    registry,
    autofocus,
  } = props;
  const t = useT();
  const city = (registry.formContext as { city?: string } | undefined)?.city;
  const [options, setOptions] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    if (!city) {
      setOptions([]);
      return;
    }
    setLoading(true);
    loadLocalities(city).then((list) => {
      if (!live) return;
      setOptions(list);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [city]);
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  const helper = !city
    ? t('Choose a city first')
    : loading
      ? t('Loading localities…')
      : !options.length
        ? t('No localities listed for this city yet')
        : undefined;
  return (
    <TextField
      select
      id={id}
      name={id}
      label={label}
      required={required}
      value={value ?? ''}
      disabled={disabled || readonly || !city}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      helperText={helper}
      onChange={(e) => onChange(e.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
      fullWidth
    >
      {choices.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
