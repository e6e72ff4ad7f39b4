import { InputAdornment } from '@mui/material';
import { getTemplate, type WidgetProps } from '@rjsf/utils';

import { fillMessage, messages } from '#generated/messages.ts';

/**
 * RJSF widget for x-ui 'latitude' and 'longitude' fields: a number in degrees (°), with its range under it
 * (from the schema's minimum and maximum). The section that holds both offers "Use my location" and the map.
 */
export function CoordinateWidget(props: WidgetProps) {
  const { schema, registry, options, rawErrors } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const range =
    typeof schema.minimum === 'number' && typeof schema.maximum === 'number'
      ? fillMessage(messages.location.range, { min: schema.minimum, max: schema.maximum })
      : undefined;
  return (
    <BaseInputTemplate
      {...props}
      type="number"
      helperText={rawErrors?.length ? undefined : range}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">°</InputAdornment> },
        htmlInput: { step: 'any', inputMode: 'decimal' },
      }}
    />
  );
}
