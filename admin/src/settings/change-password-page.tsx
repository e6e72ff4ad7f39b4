import { Alert, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { messages } from '#generated/messages.ts';

import { useConsoleData } from '../api/use-console-data.ts';
import { useHeldPage } from '../schema-resources/form-guard.tsx';
import { SlugForm } from '../schema-resources/slug-form.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The page's heading already names the form. */
const NO_TITLE = { 'ui:options': { label: false } };

/**
 * Settings > Change Password: the new password twice, checked to match by the reset page's schema
 * (reset-password: 'please enter same password in both fields') → POST /auth/change-password with the new one.
 * Leaving the page with a typed password asks first.
 */
export function ChangePasswordPage({ label }: { label: string }) {
  const notify = useNotify();
  const dataProvider = useConsoleData();
  const { dialog, Scope } = useHeldPage();
  const [saving, setSaving] = useState(false);
  const [round, setRound] = useState(0);
  const submit = async (data: Record<string, unknown>) => {
    setSaving(true);
    try {
      const answer = await dataProvider.settingsPasswordChange(data.password);
      notify(answer?.message ?? messages.success.passwordUpdated, { type: 'success' });
      setRound((n) => n + 1);
    } finally {
      setSaving(false);
    }
  };
  return (
    <SettingsSection testId="settings-changepassword" title={label}>
      <Card sx={{ maxWidth: 560 }}>
        <CardContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            Changing your password signs you out on every other device and browser. You stay signed in here.
          </Alert>
          <Scope>
            <SlugForm
              key={round}
              slug="reset-password"
              uiOverrides={NO_TITLE}
              submitLabel="Update Password"
              saving={saving}
              onSubmit={submit}
            />
          </Scope>
          {dialog}
        </CardContent>
      </Card>
    </SettingsSection>
  );
}
