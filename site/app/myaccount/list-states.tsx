import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

import { useT } from '#forms/i18n.tsx';

/** While a list loads: a spinner with its words (a live region, so screen readers hear it). */
export function Loading({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 6, justifyContent: 'center', color: 'text.secondary' }}
    >
      <CircularProgress size={24} aria-hidden="true" />
      <span>{label}</span>
    </Box>
  );
}

/** A list that could not be fetched: what happened and a way to try again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Box role="alert" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 3, textAlign: 'center' }}>
      <Box component="p" sx={{ mt: 0, mb: 2 }}>
        {text}
      </Box>
      <Button variant="outlined" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </Box>
  );
}

/** An empty list: its message and the next step. */
export function EmptyList({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      data-testid="empty-list"
      sx={{ border: '1px dashed', borderColor: 'divider', borderRadius: 2, p: { xs: 3, md: 5 }, textAlign: 'center' }}
    >
      <Box component="p" sx={{ fontWeight: 700, fontSize: '1.1rem', mt: 0, mb: children ? 1 : 0 }}>
        {title}
      </Box>
      {children}
    </Box>
  );
}
