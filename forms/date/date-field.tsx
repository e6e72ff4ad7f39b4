import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type ReactNode, useEffect, useRef, useState } from 'react';

import { dayOfText, dayText, maskDayText } from './date-text.ts';

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** The day as stored: YYYY-MM-DD (or what was typed that is not a day yet, so a check can name it). */
  value: string | undefined;
  /** A whole day as YYYY-MM-DD; undefined when emptied; the typed text while it is not a real day. */
  onChange: (value: string | undefined) => void;
  /** The earliest and latest days the calendar offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
  label?: ReactNode;
}

/**
 * A date as people in India write it (DD/MM/YYYY, spec 001 §9, 002 §9) whatever the browser's language: typed with
 * the slashes put in, or picked from the browser's own calendar (the button), while the value stays YYYY-MM-DD.
 * Both front ends' schema forms use it for every `format: date` field (DateWidget), and their own screens may.
 */
export function DateField({ value, onChange, min, max, slotProps, disabled, ...field }: DateFieldProps) {
  const [text, setText] = useState(() => dayText(value) || value || '');
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (a record loaded, the calendar, a reset) shows; what is being typed stays as typed.
  useEffect(() => {
    setText((current) =>
      dayOfText(current) === value || (!value && !current) ? current : dayText(value) || value || '',
    );
  }, [value]);
  const typed = (raw: string) => {
    // A stored day pasted as it is (YYYY-MM-DD) is taken and shown as people read it.
    const pasted =
      /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(raw) && dayOfText(dayText(raw.trim())) ? dayText(raw.trim()) : undefined;
    const next = pasted ?? maskDayText(raw);
    setText(next);
    onChange(next ? (dayOfText(next) ?? next) : undefined);
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
      input.click();
    }
  };
  const input = (slotProps?.input ?? {}) as object;
  const htmlInput = (slotProps?.htmlInput ?? {}) as object;
  return (
    <TextField
      {...field}
      disabled={disabled}
      value={text}
      placeholder="DD/MM/YYYY"
      onChange={(e) => typed(e.target.value)}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10, ...htmlInput },
        input: {
          ...input,
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton aria-label="Open calendar" edge="end" size="small" onClick={openCalendar} disabled={disabled}>
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={dayOfText(text) ?? ''}
                min={min}
                max={max}
                onChange={(e) => {
                  setText(dayText(e.target.value));
                  onChange(e.target.value || undefined);
                }}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
