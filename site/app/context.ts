import type { ApiResult } from '#client/api-result.ts';

/**
 * What the server hands every loader and action (`context` in Remix): the site talks to the same API a
 * browser does, in-process, so the site follows exactly the API's rules (visibility, validation,
 * messages). Types only: the implementation is server/site/load-context.server.ts.
 */
/** A call's answer: the same shape the browser's client (`#client/api-client.ts`) answers. */
export type ApiAnswer<T = unknown> = ApiResult<T>;

export interface SiteContext {
  /** Calls /api/v1 in-process as the visitor (their cookies and address are passed on). */
  api<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<ApiAnswer<T>>;
  /** The per-request nonce the Content-Security-Policy allows for inline scripts. */
  nonce: string;
  /** Public settings the pages show (support contacts, external links). */
  settings: SiteSettings;
}

export interface SiteSettings {
  publicUrl: string;
  /** The app site's sign-up page ("Register/Login", "Buy Bond"). */
  signupUrl: string;
  /** The external operators page ("Partner With Us"). */
  operatorsUrl: string;
  /** The external "Know more" about page. */
  aboutUrl: string;
  /** reCAPTCHA v3 site key; absent when the bot check runs on the disabled provider. */
  recaptchaSiteKey?: string;
}

declare module '@remix-run/server-runtime' {
  interface AppLoadContext extends SiteContext {}
}
