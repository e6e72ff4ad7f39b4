import { useFetcher } from '@remix-run/react';
import { useRef, useState } from 'react';

import type { StaleSave } from '#forms/record-conflict.ts';

import type { AccountAnswer } from './api-answer.ts';

type Fields = Record<string, unknown>;

/**
 * A save refused as stale: the record as it is now, what was sent, the form's fields as they were when it was sent
 * (the page reads the record again after every save, so the form's own `initial` has moved on), and the version to
 * send a second time on.
 */
export type AccountConflict = StaleSave & { opened: Fields; version: string };

/** The record a form edits, as the page loaded it: its version (ETag) and the form's fields. */
export interface LoadedRecord {
  version?: string;
  opened?: Fields;
}

/**
 * One form of an account page posting to the page's action as JSON (`{...data, intent, version}`): whether it is on
 * its way, its failure (the API's message and field errors) and whether it just saved. `key` keeps each form's answer
 * apart. `version` is the record's version as the page loaded it (its ETag), which the action sends as If-Match: a
 * save refused because the record changed meanwhile is a `conflict` (their record, what was sent and the fields it was
 * made on), until the person reloads theirs (`dismiss`) or sends theirs again on the other version (`resubmit`).
 */
export function useAccountSave(
  action: string,
  intent: string,
  key = `${action}|${intent}`,
  { version, opened = {} }: LoadedRecord = {},
) {
  const fetcher = useFetcher<AccountAnswer<{ intent: string }>>({ key });
  const answer = fetcher.data;
  const idle = fetcher.state === 'idle';
  const sent = useRef<{ data: Fields; opened: Fields }>({ data: {}, opened: {} });
  const [dismissed, setDismissed] = useState<unknown>();
  const failed = idle && answer && !answer.ok && answer !== dismissed ? answer : undefined;
  const post = (data: Fields, ifMatch: string | undefined, from: Fields) => {
    sent.current = { data, opened: from };
    fetcher.submit({ ...data, intent, ...(ifMatch ? { version: ifMatch } : {}) } as never, {
      method: 'post',
      action,
      encType: 'application/json',
    });
  };
  const stale = failed?.stale;
  const conflict: AccountConflict | undefined = stale && {
    current: stale.current,
    mine: sent.current.data,
    opened: sent.current.opened,
    version: stale.version,
  };
  return {
    busy: !idle,
    failed,
    saved: idle && !!answer?.ok,
    submit: (data: Fields) => post(data, version, opened),
    conflict,
    /** Forget the refusal (the person reloads the other version). */
    dismiss: () => setDismissed(answer),
    /** Send `data` again on the version the refusal named (measured from the fields it was refused on). */
    resubmit: (data: Fields, ifMatch: string) => post(data, ifMatch, sent.current.opened),
  };
}
