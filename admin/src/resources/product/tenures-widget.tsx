import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/** Tenures as checkboxes, one per year the schema allows (items' minimum to maximum: 1 to 5 years). */
export function TenuresWidget({
  id,
  value,
  onChange,
  schema,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
}: WidgetProps) {
  const items = (schema.items ?? {}) as { minimum?: number; maximum?: number };
  const years = Array.from(
    { length: (items.maximum ?? 5) - (items.minimum ?? 1) + 1 },
    (_, i) => (items.minimum ?? 1) + i,
  );
  const picked: number[] = Array.isArray(value) ? value : [];
  const toggle = (year: number, on: boolean) =>
    onChange(on ? [...picked, year].sort((a, b) => a - b) : picked.filter((y) => y !== year));
  return (
    <FormControl component="fieldset" error={!!rawErrors?.length} required={required} id={id}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {years.map((year) => (
          <FormControlLabel
            key={year}
            label={`${year} ${year === 1 ? 'year' : 'years'}`}
            control={
              <Checkbox
                checked={picked.includes(year)}
                disabled={disabled || readonly}
                onChange={(e) => toggle(year, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {rawErrors?.map((e) => (
        <FormHelperText key={e}>{e}</FormHelperText>
      ))}
    </FormControl>
  );
}
