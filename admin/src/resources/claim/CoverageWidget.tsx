import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/** A claim line's type, one of the coverages of the bond's product (`ui:options.coverages`); a stored type outside them stays shown. */
export function CoverageWidget({ id, value, label, required, disabled, readonly, options, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const coverages = (options.coverages as string[] | undefined) ?? [];
  const choices = value && !coverages.includes(value) ? [value as string, ...coverages] : coverages;
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={value ?? ''}
      error={!!rawErrors?.length}
      onChange={(e) => onChange(e.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      helperText={coverages.length ? undefined : "The bond's product lists no coverages"}
    >
      {choices.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
