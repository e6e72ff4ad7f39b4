import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/** A text area that stops at the field's maxLength (400 for details, remark and comments, 002 §5) and counts what is left. */
export function LimitedTextWidget({ id, value, label, required, disabled, readonly, schema, options, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const text = typeof value === 'string' ? value : '';
  return (
    <TextField
      multiline
      fullWidth
      minRows={Number(options.rows ?? 2)}
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={text}
      error={!!rawErrors?.length}
      helperText={max ? `${text.length}/${max}` : undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}
