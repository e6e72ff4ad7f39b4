import { Alert } from '@mui/material';

/** A link opened the page on a request that no longer waits here (answered, withdrawn or on another page of the list). */
export function FocusNotListed() {
  return (
    <Alert severity="info" data-testid="focus-not-listed">
      The request you opened is no longer waiting for your answer. It may have been answered or withdrawn already.
    </Alert>
  );
}
