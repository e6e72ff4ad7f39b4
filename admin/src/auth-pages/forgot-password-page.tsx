import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { api } from '../api/http.ts';
import { SlugForm } from '../schema-resources/slug-form.tsx';
import { AuthCard } from './auth-card.tsx';

/** Asks for a password reset link by e-mail (the answer is the same whether or not the address is known). */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  return (
    <AuthCard title="Forgot password" subtitle="We will e-mail you a link to set a new password.">
      {sent ? (
        <Alert severity="success" role="status">
          If that address has an account, a reset link is on its way. It works once, for a limited time.
        </Alert>
      ) : (
        <SlugForm
          slug="forgot-password"
          submitLabel="Send reset link"
          onSubmit={async (data) => {
            await api.post('/auth/forgot-password', data);
            setSent(true);
          }}
        />
      )}
      <Button component={RouterLink} to="/login" sx={{ mt: 2 }}>
        Back to sign in
      </Button>
    </AuthCard>
  );
}
