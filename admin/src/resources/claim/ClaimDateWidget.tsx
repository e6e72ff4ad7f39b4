import { messages } from '#generated/messages.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { shownDate } from '#domain/format/dates.ts';
import { textFieldProps } from './text-field-props';

/**
 * A claim date whose picker refuses days before the bond's effective date (`ui:options.min`, 002 §5); a date
 * typed earlier shows `ui:options.beforeMessage` at once (the server refuses it with the same message).
 */
export function ClaimDateWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  const field = textFieldProps(props);
  const min = options.min as string | undefined;
  const early = !!(min && value && value < min);
  return (
    <TextField
      {...field}
      type="date"
      value={value ?? ''}
      error={early || field.error}
      helperText={early ? String(options.beforeMessage ?? fillMessage(messages.claim.notBefore, { date: shownDate(min) })) : undefined}
      onChange={(e) => onChange(e.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
    />
  );
}
