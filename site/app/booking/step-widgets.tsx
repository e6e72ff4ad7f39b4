import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

import { DateWidget } from '#forms/date/date-widget.tsx';
import { useT } from '#forms/i18n.tsx';

import { FIRST_SLOT, LAST_SLOT, nearestSlot, visitDateRange } from '../visits/visit-slot.ts';

/** What the booking steps hand their widgets (RJSF formContext). */
export interface BookingFormContext {
  now: Date;
}

function Field({
  props,
  type,
  inputProps,
  startAdornment,
  helperText,
  normalise,
  autoComplete,
}: {
  props: WidgetProps;
  type: string;
  inputProps?: Record<string, string | number>;
  startAdornment?: string;
  helperText?: string;
  normalise?: (value: string) => string | undefined;
  autoComplete?: string;
}) {
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
    autofocus,
  } = props;
  const describedBy = [ariaDescribedByIds(id), helperText ? `${id}__hint` : ''].filter(Boolean).join(' ');
  return (
    <TextField
      id={id}
      name={id}
      type={type}
      label={label}
      required={required}
      value={value ?? ''}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={autoComplete}
      error={rawErrors.length > 0}
      helperText={helperText}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={(e) => {
        const next = normalise && e.target.value ? normalise(e.target.value) : value;
        if (next !== value) onChange(next);
        onBlur(id, next);
      }}
      onFocus={() => onFocus(id, value)}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        formHelperText: helperText ? { id: `${id}__hint` } : undefined,
        htmlInput: { ...inputProps, 'aria-describedby': describedBy },
        input: startAdornment
          ? { startAdornment: <InputAdornment position="start">{startAdornment}</InputAdornment> }
          : undefined,
      }}
    />
  );
}

/** The phone: 10 digits after a fixed +91 (spec 000 §2 Contact Seller). */
export function PhoneWidget(props: WidgetProps) {
  return (
    <Field
      props={props}
      type="tel"
      autoComplete="tel-national"
      startAdornment="+91"
      inputProps={{ inputMode: 'numeric', maxLength: 10 }}
    />
  );
}

/** The date of the visit: today to the end of next month. */
export function VisitDateWidget(props: WidgetProps) {
  const { now } = props.registry.formContext as BookingFormContext;
  const { min, max } = visitDateRange(now);
  return <DateWidget {...props} options={{ ...props.options, min, max }} />;
}

/** The time of the visit: whole hours from 08:00 to 22:00; any other time becomes the nearest of those. */
export function VisitTimeWidget(props: WidgetProps) {
  const t = useT();
  return (
    <Field
      props={props}
      type="time"
      inputProps={{ min: FIRST_SLOT, max: LAST_SLOT, step: 3600 }}
      helperText={t('Visits are on the hour, {first} to {last}', { first: FIRST_SLOT, last: LAST_SLOT })}
      normalise={nearestSlot}
    />
  );
}

export const bookingWidgets = { bookingPhone: PhoneWidget, visitDate: VisitDateWidget, visitTime: VisitTimeWidget };
