import type { WidgetProps } from '@rjsf/utils';

/**
 * What every MUI TextField widget of the claim form takes from RJSF alike: id, label, required, disabled (or
 * read-only), the error state and blur/focus; each widget adds its value, helper text and input options.
 */
export function textFieldProps({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  onBlur,
  onFocus,
}: WidgetProps) {
  return {
    id,
    label,
    required,
    fullWidth: true,
    disabled: disabled || readonly,
    error: !!rawErrors?.length,
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
}
