// The AppLoadContext augmentation at the end extends this module: TypeScript needs it in the program.
import type {} from '@remix-run/server-runtime';

import type { ApiResult, RequestOptions } from '#client/api-result.ts';
import type { BondVerification } from '#client/bond-verification.ts';
import type { ListPage } from '#client/list-page.ts';
import type { Language } from '#engine/runtime/i18n/languages.ts';
import type { ResourceTypes, StoredSlug } from '#generated/types/resource-types.ts';
import type { ServiceLevels } from '#generated/types/service-levels.ts';

/**
 * What the server hands every loader and action (`context` in Remix), decision 023: loaders read through
 * `data`, the very operations the API's routes call, in-process and typed by the generated schemas, as the
 * visitor the request came from; actions that carry HTTP policy (throttling, the bot check, sessions)
 * go through `api`, the same routes a browser posts to. Types only: the implementation is
 * server/site/site-context.server.ts.
 */
/** A call's answer: the same shape the browser's client (`#client/api-client.ts`) answers. */
export type ApiAnswer<T = unknown> = ApiResult<T>;

/** A stored record of the schema `S` as the API answers it. */
export type SiteRecord<S extends StoredSlug> = ResourceTypes[S] & { id: string };

/** The reads of the public pages: the API's own list and get operations, typed by slug. */
export interface SiteData {
  /** GET /api/v1/<resource>: a page of records with the same parameters (filters, sortBy, limit, page), rules and messages. */
  list<S extends Exclude<StoredSlug, 'property'>>(
    slug: S,
    params?: Record<string, string | number>,
  ): Promise<ListPage<SiteRecord<S>>>;
  /** GET /api/v1/property: the property search (its filters, the public visibility rule). */
  properties(params: Record<string, string | number>): Promise<ListPage<SiteRecord<'property'>>>;
  /** GET /api/v1/property/{id}: one property the visitor may see. */
  property(id: string): Promise<SiteRecord<'property'>>;
  /** GET /api/v1/bond/verify/{bondId}: anyone may ask whether a bond number is genuine (status and dates, nothing personal). */
  bondVerification(bondId: string): Promise<BondVerification>;
  /** GET /api/v1/service-levels: the claims' measured service levels over the last 90 days (public figures). */
  serviceLevels(): Promise<ServiceLevels>;
}

export interface SiteContext {
  /** Reads as the visitor, in-process (no HTTP, no JSON): they throw the API's errors (ApiError). */
  data: SiteData;
  /**
   * Calls /api/v1 in-process as the visitor (their cookies and address are passed on, and a signed-in account's
   * token), through the route and its hooks. Reads (GET) are for the signed-in account area only (decision 025):
   * public pages read through `data`. `setCookie` carries the cookies the route set (the sign-in's session);
   * `version` the record's version (ETag), which a change sends back as `options.ifMatch` (decision 058).
   */
  api<T = unknown>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiAnswer<T> & { setCookie?: string[] }>;
  /** Posts a multipart body (a file the page received) to /api/v1 in-process, as `api` does. */
  upload<T = unknown>(path: string, body: Uint8Array, contentType: string): Promise<ApiAnswer<T>>;
  /** GETs a file (a PDF, say) from /api/v1 in-process as `api` does, its bytes untouched, for a resource route to hand on. */
  file(path: string): Promise<ApiFile>;
  /** The account signed in with the browser session's cookie (decision 025), if any. */
  viewer?: { id: string; userType: string };
  /** The language the page is shown in: the browser's choice, the account's setting, Accept-Language (decision 062). */
  language(): Promise<Language>;
  /** The per-request nonce the Content-Security-Policy allows for inline scripts. */
  nonce: string;
  /** Public settings the pages show (support contacts, external links). */
  settings: SiteSettings;
}

/** A file the API answered: its bytes and the headers that describe them; on an error, the API's message. */
export interface ApiFile {
  ok: boolean;
  status: number;
  body: Uint8Array<ArrayBuffer>;
  contentType?: string;
  contentDisposition?: string;
  message?: string;
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
