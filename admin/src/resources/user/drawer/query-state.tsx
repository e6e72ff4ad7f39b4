import { Alert, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/** A spinner while the query loads, the server's message if it failed (the spinner always stops), else the content. */
export function QueryState<T>({
  query,
  label,
  children,
}: {
  query: QueryLike<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <Alert severity="error">{query.error?.message}</Alert>;
  if (query.isPending || query.data === undefined)
    return <CircularProgress size={24} aria-label={`Loading ${label}`} />;
  return <>{children(query.data)}</>;
}
