import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLogin } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { SignInError } from '../session/session.ts';
import { AuthCard } from './auth-card.tsx';

/** Sign in with e-mail and password; after it, the page the user was sent away from (or the dashboard). */
export function LoginPage() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [locked, setLocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setLocked(false);
    setBusy(true);
    try {
      await login({ email, password });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setLocked(err instanceof SignInError && !!err.resetPath);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard title="Sign in" subtitle="Staff, landlords and partners">
      <Stack component="form" gap={2} onSubmit={submit} noValidate>
        {error && (
          <Alert severity="error" role="alert">
            {error}
            {locked && (
              <Link
                component={RouterLink}
                to="/forgot-password"
                color="inherit"
                sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}
              >
                Reset your password
              </Link>
            )}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoFocus
          fullWidth
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
          Forgot password?
        </Link>
      </Stack>
    </AuthCard>
  );
}
