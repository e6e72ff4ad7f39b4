import { useState } from 'react';
import { Alert, Card, CardContent } from '@mui/material';
import { useNotify } from 'react-admin';
import { messages } from '#generated/messages.ts';
import { api } from '../api/http';
import { SlugForm } from '../schema-resources/SlugForm';
import { SettingsSection } from './SettingsSection';

/** The page's heading already names the form. */
const NO_TITLE = { 'ui:options': { label: false } };

/** Settings > Change Password: the change-password schema → POST /auth/change-password. */
export function ChangePasswordPage({ label }: { label: string }) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [round, setRound] = useState(0);
  const submit = async (data: Record<string, unknown>) => {
    setSaving(true);
    try {
      const answer = await api.post<{ message?: string }>('/auth/change-password', { password: data.password });
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
          <SlugForm key={round} slug="change-password" uiOverrides={NO_TITLE} saving={saving} onSubmit={submit} />
        </CardContent>
      </Card>
    </SettingsSection>
  );
}
