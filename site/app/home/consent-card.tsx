import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';

import type { TenantDashboard } from '#client/tenant-dashboard.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import type { AccountAnswer } from '../account/api-answer.ts';
import { Card } from './card.tsx';

/**
 * A consent the product asks for (spec 001 §4): its text, the tick 'I accept all the terms and conditions', and Accept,
 * which only works once ticked. Accepted, it joins the consent history and the next one asked (if any) shows.
 */
export function ConsentCard({ consent }: { consent: TenantDashboard['consentsDue'][number] }) {
  const t = useT();
  const fetcher = useFetcher<AccountAnswer>({ key: `consent-${consent.name}` });
  const [ticked, setTicked] = useState(false);
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <Card title={consent.name}>
      <fetcher.Form method="post" action="/home/dashboard">
        <input type="hidden" name="intent" value="consent" />
        <input type="hidden" name="name" value={consent.name} />
        <Typography component="p" sx={{ mb: 1.5 }}>
          {consent.text}
        </Typography>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
            {t(failed.message)}
          </Alert>
        )}
        <FormControlLabel
          control={
            <Checkbox name="accepted" value="true" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
          }
          label={t(messages.account.consentRequired)}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!ticked || fetcher.state !== 'idle'}
          sx={{ display: 'block', mt: 1.5 }}
        >
          {fetcher.state !== 'idle' ? t('Submitting...') : t('Accept')}
        </Button>
      </fetcher.Form>
    </Card>
  );
}
