import type { FastifyRequest } from 'fastify';

import { API_TOKEN_PREFIX } from '../auth/operations/tokens.server.ts';

/**
 * How authentication is throttled (security rules, docs/architecture.md; ASVS V2.2.1/V2.2.2; decision 015). Each scope
 * counts failed attempts (or every attempt, for calls that send something) under up to three keys:
 * - `pair`: one account from one client address. Small limit. Where a rule has `backoff` (guessed
 *   tokens), every attempt refused past it doubles the wait (up to an hour); sign-in and code checks
 *   have none, so a person retrying never lengthens their own lock (decision 043).
 * - `account`: one account from anywhere. Larger limit, fixed window and no growth, so an attacker
 *   spreading guesses over many addresses is slowed, while locking a real user out costs the attacker
 *   a steady stream of attempts and lasts at most the window.
 * - `address`: one client address, every account. Catches one address trying many accounts.
 * A success forgets the keys marked `forgiveOnSuccess` (the account's failures), never the address's.
 */
export type KeyKind = 'pair' | 'account' | 'address';

export interface KeyRule {
  kind: KeyKind;
  /** Attempts allowed in the window; the next is refused with 429 until the window ends. */
  max: number;
  windowMs: number;
  /** Attempts refused past the limit are counted and double the wait each time (capped at an hour). */
  backoff?: boolean;
  forgiveOnSuccess?: boolean;
}

export interface ThrottleScope {
  /** `failures`: 4xx answers count; `attempts`: every call counts (sending a code or an e-mail). */
  counts: 'failures' | 'attempts';
  /** The account the attempt is about (an e-mail, a phone), as the caller sent it. */
  account?: (request: FastifyRequest) => string | undefined;
  /** Only attempts that present a credential are throttled (a refresh without a cookie guesses nothing). */
  presented?: (request: FastifyRequest) => boolean;
  keys: KeyRule[];
}

const MINUTE = 60_000;
export const MAX_LOCK_MS = 60 * MINUTE;

/** A text field of the JSON body, trimmed and lower-cased (e-mails and phones name one account however typed). */
const bodyText =
  (...names: string[]) =>
  (request: FastifyRequest): string | undefined => {
    const body = request.body;
    if (!body || typeof body !== 'object') return undefined;
    for (const name of names) {
      const value = Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : undefined;
      if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase().slice(0, 254);
    }
    return undefined;
  };

const cookieNamed = (name: string) => (request: FastifyRequest) =>
  new RegExp(`(^|;\\s*)${name}=`).test(String(request.headers.cookie ?? ''));
const bodyHas = (name: string) => (request: FastifyRequest) => !!bodyText(name)(request);
/**
 * A person's own credential (a password, a code): a lock lasts its window and no longer. Attempts refused
 * while it lasts are not counted, so retrying, even with the right password, neither extends nor escalates
 * it (decision 043); when it ends the right password signs in.
 */
const failures = (windowMs: number, pair: number, account: number, address: number): KeyRule[] => [
  { kind: 'pair', max: pair, windowMs, forgiveOnSuccess: true },
  { kind: 'account', max: account, windowMs, forgiveOnSuccess: true },
  { kind: 'address', max: address, windowMs },
];

export const THROTTLE_SCOPES = {
  /** Password sign-in (the API's and the browser session's). */
  login: { counts: 'failures', account: bodyText('email'), keys: failures(15 * MINUTE, 5, 20, 30) },
  /** A reset link e-mailed: the answer is always 204, so every request counts. */
  passwordResetRequest: {
    counts: 'attempts',
    account: bodyText('email'),
    keys: [
      { kind: 'account', max: 5, windowMs: 60 * MINUTE },
      { kind: 'address', max: 20, windowMs: 60 * MINUTE, backoff: true },
    ],
  },
  /** A new password with an e-mailed token: a wrong token is a failed guess. */
  passwordReset: { counts: 'failures', keys: [{ kind: 'address', max: 10, windowMs: 15 * MINUTE, backoff: true }] },
  /** Refresh tokens traded for access tokens: only a presented, refused one counts. */
  sessionRefresh: {
    counts: 'failures',
    presented: cookieNamed('nv_session'),
    keys: [{ kind: 'address', max: 30, windowMs: 15 * MINUTE, backoff: true }],
  },
  tokenRefresh: {
    counts: 'failures',
    presented: bodyHas('refreshToken'),
    keys: [{ kind: 'address', max: 30, windowMs: 15 * MINUTE, backoff: true }],
  },
  /**
   * Sending a code: besides this limit per address, the code store (verification/store.server.ts) allows 5 an
   * hour and one a minute per phone or e-mail, and 10 an hour per signed-in account whatever the targets.
   */
  codeSend: { counts: 'attempts', keys: [{ kind: 'address', max: 60, windowMs: 60 * MINUTE, backoff: true }] },
  /** Checking a code: the code store also locks a code after 5 wrong checks. */
  codeCheck: { counts: 'failures', account: bodyText('mobileNo', 'email'), keys: failures(15 * MINUTE, 10, 15, 30) },
  /** A bearer API token that matches none. */
  apiToken: {
    counts: 'failures',
    presented: (request) => String(request.headers.authorization ?? '').startsWith(`Bearer ${API_TOKEN_PREFIX}`),
    keys: [{ kind: 'address', max: 20, windowMs: 15 * MINUTE, backoff: true }],
  },
} satisfies Record<string, ThrottleScope>;

export type ScopeName = keyof typeof THROTTLE_SCOPES;

/** The routes whose attempts are throttled, by `METHOD /path`. */
export const THROTTLED_ROUTES: Record<string, ScopeName> = {
  'POST /api/v1/auth/login': 'login',
  'POST /api/v1/auth/session': 'login',
  'POST /api/v1/auth/forgot-password': 'passwordResetRequest',
  'POST /api/v1/auth/reset-password': 'passwordReset',
  'POST /api/v1/auth/session/refresh': 'sessionRefresh',
  'POST /api/v1/auth/refresh-tokens': 'tokenRefresh',
  'POST /api/v1/verify/generateotp': 'codeSend',
  'POST /api/v1/verify/generateotponmail': 'codeSend',
  'POST /api/v1/verify/generateleadsotp': 'codeSend',
  'POST /api/v1/verify/adhaar/generateotp': 'codeSend',
  'POST /api/v1/verify/verifyotp': 'codeCheck',
  'POST /api/v1/verify/verifyotponmail': 'codeCheck',
  'POST /api/v1/verify/verifyleadotp': 'codeCheck',
};
