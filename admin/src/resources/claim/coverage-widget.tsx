import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

import { messages } from '#generated/messages.ts';

import { textFieldProps } from './text-field-props.ts';

/** A claim line's type, one of the coverages of the bond's product (`ui:options.coverages`); a stored type outside them stays shown. */
export function CoverageWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  const coverages = (options.coverages as string[] | undefined) ?? [];
  const choices = value && !coverages.includes(value) ? [value as string, ...coverages] : coverages;
  return (
    <TextField
      {...textFieldProps(props)}
      select
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      helperText={coverages.length ? undefined : messages.claim.noCoverages}
    >
      {choices.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
