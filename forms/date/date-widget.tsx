import type { WidgetProps } from '@rjsf/utils';

import { DateField } from './date-field.tsx';

/**
 * RJSF's `DateWidget` in both front ends' schema forms (the kit registers it: every `format: date` field):
 * DD/MM/YYYY shown and typed, YYYY-MM-DD in the data; `ui:options.min`/`max` bound the calendar.
 */
export function DateWidget(props: WidgetProps) {
  const {
    id,
    name,
    label,
    hideLabel,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    rawErrors,
    options,
    schema,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const errors = rawErrors?.length ? rawErrors : undefined;
  return (
    <DateField
      id={id}
      name={name}
      label={hideLabel ? undefined : label || schema.title}
      value={typeof value === 'string' ? value : undefined}
      onChange={(next) => onChange(next ?? options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={!!errors}
      min={typeof options.min === 'string' ? options.min : undefined}
      max={typeof options.max === 'string' ? options.max : undefined}
      fullWidth
      slotProps={{ htmlInput: { 'aria-describedby': errors ? `${id}__error` : undefined } }}
    />
  );
}
