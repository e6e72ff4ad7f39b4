import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { formatDate } from '../../schema-resources/format';

/**
 * A claim date whose picker refuses days before the bond's effective date (`ui:options.min`, 002 §5); a date
 * typed earlier shows `ui:options.beforeMessage` at once (the server refuses it with the same message).
 */
export function ClaimDateWidget({ id, value, label, required, disabled, readonly, options, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const min = options.min as string | undefined;
  const early = !!(min && value && value < min);
  return (
    <TextField
      type="date"
      fullWidth
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={value ?? ''}
      error={early || !!rawErrors?.length}
      helperText={early ? String(options.beforeMessage ?? `Not before ${formatDate(min)}`) : undefined}
      onChange={(e) => onChange(e.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
    />
  );
}
