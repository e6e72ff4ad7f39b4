import { useFetcher } from '@remix-run/react';

import type { AccountAnswer } from './api-answer.ts';

/**
 * One form of an account page posting to the page's action as JSON (`{...data, intent}`): whether it is on its way,
 * its failure (the API's message and field errors) and whether it just saved. `key` keeps each form's answer apart.
 */
export function useAccountSave(action: string, intent: string, key = `${action}|${intent}`) {
  const fetcher = useFetcher<AccountAnswer<{ intent: string }>>({ key });
  const answer = fetcher.data;
  const idle = fetcher.state === 'idle';
  return {
    busy: !idle,
    failed: idle && answer && !answer.ok ? answer : undefined,
    saved: idle && !!answer?.ok,
    submit: (data: Record<string, unknown>) =>
      fetcher.submit({ ...data, intent } as never, { method: 'post', action, encType: 'application/json' }),
  };
}
