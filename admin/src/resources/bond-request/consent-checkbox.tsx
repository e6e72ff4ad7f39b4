import { Checkbox, FormControlLabel } from '@mui/material';

import { messages } from '#generated/messages.ts';

/** The consent tick that must be on before Accept (spec 001 §4: 'I accept all the terms and conditions'). */
export function ConsentCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          inputProps={{ 'aria-describedby': undefined }}
          data-testid="consent-checkbox"
        />
      }
      label={messages.account.consentRequired}
    />
  );
}
