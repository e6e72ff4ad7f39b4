/**
 * The console's session. The refresh token is an httpOnly cookie the page never sees; the access
 * token lives only in this module's memory (never in localStorage) and is renewed from the cookie on
 * reload or when it expires.
 */
export interface SessionUser {
  id: string;
  name?: string;
  email: string;
  userType: string;
  role?: string;
  avatar?: string;
  [key: string]: unknown;
}

interface Access {
  token: string;
  expires: string;
}

let access: Access | undefined;
let user: SessionUser | undefined;
let pending: Promise<boolean> | undefined;

const SESSION = '/api/v1/auth/session';
const post = (path: string, body: unknown = {}) =>
  fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });

export class SignInError extends Error {
  /** `resetPath`: the way out of a sign-in lock (decision 043); the console links its own reset page. */
  constructor(
    message: string,
    readonly status: number,
    readonly resetPath?: string,
  ) {
    super(message);
  }
}

/** Signs in with e-mail and password; throws SignInError with the server's message. */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  const res = await post(SESSION, { email, password });
  const body = await res.json().catch(() => ({}));
  if (!res.ok)
    throw new SignInError(
      messageOf(body) ?? res.statusText,
      res.status,
      typeof body?.resetPath === 'string' ? body.resetPath : undefined,
    );
  access = body.access;
  user = body.user;
  return user!;
}

/**
 * One refresh at a time across the browser's tabs (Web Locks where the browser has them): a tab that
 * waited trades the cookie the other tab's refresh just set. The server forgives a race anyway (decision 043).
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('nivaas-session-refresh', work) as Promise<T>) : work();
}

/** Trades the cookie for a fresh access token; false when there is no live session. Calls share one request. */
export function refreshSession(): Promise<boolean> {
  pending ??= (async () => {
    try {
      const res = await oneAtATime(() => post(`${SESSION}/refresh`));
      if (!res.ok) {
        access = undefined;
        user = undefined;
        return false;
      }
      const body = await res.json();
      access = body.access;
      user = body.user;
      return true;
    } catch {
      return false;
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}

/** The access token, renewed first when it is missing or about to expire; undefined when signed out. */
export async function accessToken(): Promise<string | undefined> {
  if (!access || Date.parse(access.expires) - Date.now() < 30_000) {
    if (!(await refreshSession())) return undefined;
  }
  return access?.token;
}

export function currentUser(): SessionUser | undefined {
  return user;
}

export function updateCurrentUser(patch: Partial<SessionUser>): void {
  if (user) user = { ...user, ...patch };
}

/** Ends the session on the server and forgets everything this page held. */
export async function signOut(): Promise<void> {
  try {
    await post(`${SESSION}/logout`);
  } finally {
    access = undefined;
    user = undefined;
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      /* storage may be unavailable */
    }
  }
}

function messageOf(body: any): string | undefined {
  return typeof body?.message === 'string' ? body.message : undefined;
}
