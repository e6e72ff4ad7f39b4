import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { messages } from '#generated/messages.ts';

import { api } from '../api/http.ts';
import { SlugForm } from '../schema-resources/slug-form.tsx';
import { AuthCard } from './auth-card.tsx';

/** Sets a new password with the e-mailed token; both fields must match ('please enter same password in both fields'). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  return (
    <AuthCard title="Reset password" subtitle="Choose a new password for your account.">
      {!token && <Alert severity="warning">This page needs the link from your e-mail.</Alert>}
      {done ? (
        <Alert severity="success" role="status">
          {messages.success.passwordUpdated}. You can sign in with it now.
        </Alert>
      ) : (
        token && (
          <SlugForm
            slug="reset-password"
            submitLabel="Reset Password"
            onSubmit={async (data) => {
              await api.post(`/auth/reset-password?token=${encodeURIComponent(token)}`, { password: data.password });
              setDone(true);
            }}
          />
        )
      )}
      <Button component={RouterLink} to="/login" sx={{ mt: 2 }}>
        Back to sign in
      </Button>
    </AuthCard>
  );
}
