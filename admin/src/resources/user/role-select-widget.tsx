import { MenuItem, TextField } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** 'financeHead' → 'Finance Head'. */
export const roleLabel = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** An RJSF widget: the role names given in `ui:options.roles` (from GET /users/roles) as a select. */
export function RoleSelectWidget({
  id,
  label,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors = [],
  options,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const roles = (options.roles as string[] | undefined) ?? [];
  return (
    <TextField
      select
      id={id}
      name={id}
      label={label}
      value={roles.includes(value) ? value : ''}
      required={required}
      disabled={disabled || readonly || roles.length === 0}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      onChange={(e) => onChange(e.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
      fullWidth
    >
      {roles.map((name) => (
        <MenuItem key={name} value={name}>
          {roleLabel(name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
