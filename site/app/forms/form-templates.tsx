import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import {
  errorId,
  type FieldErrorProps,
  type ObjectFieldTemplateProps,
  type RegistryWidgetsType,
  type WidgetProps,
} from '@rjsf/utils';

import { useT } from '#forms/i18n.tsx';

import { ConsentWidget } from './consent-widget.tsx';
import { LocalityWidget } from './locality-widget.tsx';

/**
 * A field's messages, each once: the same message can come from the browser's check on leaving the field
 * and from the check on submit.
 */
export function FieldErrors({ errors = [], fieldPathId }: FieldErrorProps) {
  const t = useT();
  const unique = [...new Set(errors.map(String))];
  if (!unique.length) return null;
  const id = errorId(fieldPathId);
  return (
    <div id={id}>
      {unique.map((error) => (
        <FormHelperText key={error} component="div" error role="alert" sx={{ mx: 0 }}>
          {t(error)}
        </FormHelperText>
      ))}
    </div>
  );
}

/** The terms checkbox of the contact forms, with a link to the terms. */
export function TermsWidget({
  id,
  value,
  label,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  rawErrors = [],
}: WidgetProps) {
  const t = useT();
  return (
    <FormControlLabel
      sx={{
        alignItems: 'center',
        '& .MuiFormControlLabel-label': { color: rawErrors.length ? 'error.main' : 'text.primary' },
      }}
      control={
        <Checkbox
          id={id}
          checked={value === true}
          disabled={disabled || readonly}
          onChange={(e) => onChange(e.target.checked ? true : undefined)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{ input: { 'aria-describedby': errorId(id) } }}
        />
      }
      label={
        <>
          {label} (
          <Link href="/terms" target="_blank" rel="noopener" underline="always">
            {t('read the terms')}
          </Link>
          )
        </>
      }
    />
  );
}

/**
 * The fields of a public form: one column, or two where the form's box is at least 440 px wide (a container
 * query, so the narrow side card of the details page keeps one column on any screen); long fields
 * (messages, checkboxes) take the full width.
 */
export function FormFields({ properties, schema }: ObjectFieldTemplateProps) {
  const fields = (schema.properties ?? {}) as Record<string, { type?: string; 'x-ui'?: { widget?: string } }>;
  const wide = (name: string) => fields[name]?.type === 'boolean' || fields[name]?.['x-ui']?.widget === 'textarea';
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr',
          columnGap: 2,
          rowGap: 2.25,
          '@container (min-width: 440px)': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        {properties.map((p) => (
          <Box
            key={p.name}
            sx={{
              minWidth: 0,
              display: p.hidden ? 'none' : undefined,
              gridColumn: wide(p.name) ? '1 / -1' : undefined,
              '& .MuiFormControl-root': { width: '100%' },
            }}
          >
            {p.content}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export const widgets: RegistryWidgetsType = { locality: LocalityWidget, consent: ConsentWidget, terms: TermsWidget };
export const templates = {
  DescriptionFieldTemplate: () => null,
  FieldErrorTemplate: FieldErrors,
  ObjectFieldTemplate: FormFields,
};
