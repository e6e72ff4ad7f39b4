import type { WidgetProps } from '@rjsf/utils';

import { shownDate } from '#domain/format/dates.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { DateField } from '#forms/date/date-field.tsx';
import { messages } from '#generated/messages.ts';

import { textFieldProps } from './text-field-props.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A claim date, DD/MM/YYYY as every date field (DateField), whose calendar refuses days before the bond's effective
 * date (`ui:options.min`, spec 002 §5); a whole day earlier than that shows `ui:options.beforeMessage` at once (the
 * server refuses it with the same message).
 */
export function ClaimDateWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  const field = textFieldProps(props);
  const min = options.min as string | undefined;
  const early = !!(min && typeof value === 'string' && DAY.test(value) && value < min);
  return (
    <DateField
      {...field}
      value={typeof value === 'string' ? value : undefined}
      error={early || field.error}
      helperText={
        early
          ? String(options.beforeMessage ?? fillMessage(messages.claim.notBefore, { date: shownDate(min) }))
          : undefined
      }
      onChange={(next) => onChange(next || undefined)}
      min={min}
    />
  );
}
