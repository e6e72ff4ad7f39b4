import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

import { textFieldProps } from './text-field-props.ts';

/**
 * A text area that stops at the field's maxLength (400 for details, remark and comments, spec 002 §5) and counts what
 * is left.
 */
export function LimitedTextWidget(props: WidgetProps) {
  const { value, schema, options, onChange } = props;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const text = typeof value === 'string' ? value : '';
  return (
    <TextField
      {...textFieldProps(props)}
      multiline
      minRows={Number(options.rows ?? 2)}
      value={text}
      helperText={max ? `${text.length}/${max}` : undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}
