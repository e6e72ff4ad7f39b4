import type { FastifyInstance, FastifyRequest } from 'fastify';

import { apiResult } from '#client/api-result.ts';
import type { SiteContext, SiteSettings } from '#client/site-context.ts';
import { requestLanguage } from '#engine/runtime/http/language.server.ts';

import { signAccessToken } from '../auth/operations/tokens.server.ts';
import type { AppConfig } from '../config.server.ts';
import type { DomainContext } from '../domain-context.ts';
import { IN_PROCESS_HEADER } from '../visitors/operations/lead-session.server.ts';
import { siteData } from './site-data.server.ts';

/** Public settings the site shows, from the environment (README's configuration table). */
export function siteSettings(config: AppConfig, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return {
    publicUrl: config.publicUrl,
    signupUrl: env.APP_SIGNUP_URL ?? 'https://app.nivaas.in/signup',
    operatorsUrl: env.OPERATORS_URL ?? 'https://operators.nivaas.in/',
    aboutUrl: env.ABOUT_URL ?? 'https://about.nivaas.in/',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
  };
}

/**
 * The Remix load context of one page request (decision 023). `data` reads with the API's operations as the
 * visitor Fastify recognised for this very request (`req.actor`: the same authenticators as every API
 * call, so a lead session or a bearer token counts exactly as there). `api` posts through the API's
 * routes in-process, so an action meets the routes' own throttles, bot check and session handling.
 */
export function siteContext(app: FastifyInstance, ctx: DomainContext) {
  return (req: FastifyRequest, nonce: string): SiteContext => {
    /** One in-process call as the page's visitor. The API takes no cookie for an account: a signed-in page's call carries a short-lived token of this very login. */
    const inject = async (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      path: string,
      payload: string | Buffer | undefined,
      contentType: string | undefined,
      ifMatch?: string,
    ) => {
      const actor = req.actor;
      const bearer =
        actor.kind === 'user' && actor.via === 'session' && actor.sessionFamily
          ? (await signAccessToken(actor.id, actor.sessionFamily, ctx.config.authSecret)).token
          : undefined;
      return app.inject({
        method,
        url: path,
        payload,
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(ifMatch ? { 'if-match': ifMatch } : {}),
          ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
          // The visitor's language reaches what the call writes to them (an SMS code, decision 062).
          ...(req.headers['accept-language'] ? { 'accept-language': String(req.headers['accept-language']) } : {}),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          'user-agent': String(req.headers['user-agent'] ?? ''),
          'x-forwarded-for': req.ip,
          // The page's own calls: answers such as a new lead's session cookie are not for this request.
          [IN_PROCESS_HEADER]: '1',
        },
      });
    };
    const call = async (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      path: string,
      payload: string | Buffer | undefined,
      contentType: string | undefined,
      ifMatch?: string,
    ) => {
      const res = await inject(method, path, payload, contentType, ifMatch);
      // The browser client's answer shape: JSON when it parses, else the text; the error's message and fields.
      const setCookie = res.headers['set-cookie'];
      return {
        ...apiResult(res.statusCode, res.body, typeof res.headers.etag === 'string' ? res.headers.etag : undefined),
        ...(setCookie ? { setCookie: ([] as string[]).concat(setCookie) } : {}),
      };
    };
    return {
      nonce,
      // Read per request: tests and tools set the public address after the server starts listening.
      settings: siteSettings(ctx.config),
      data: siteData(ctx.db, req.actor),
      // The signed-in account of the browser session's cookie (decision 025); never a visitor's lead session.
      viewer:
        req.actor.kind === 'user' && req.actor.via === 'session'
          ? { id: req.actor.id, userType: req.actor.userType ?? '' }
          : undefined,
      language: async () => {
        const account =
          req.actor.kind === 'user'
            ? await ctx.db.selectFrom('user').select('language').where('id', '=', req.actor.id).executeTakeFirst()
            : undefined;
        return requestLanguage(req.headers, account?.language);
      },
      api: (method, path, body, options) =>
        call(
          method,
          path,
          body === undefined ? undefined : JSON.stringify(body),
          body === undefined ? undefined : 'application/json',
          options?.ifMatch,
        ) as never,
      upload: (path, body, contentType) => call('POST', path, Buffer.from(body), contentType) as never,
      file: async (path) => {
        const res = await inject('GET', path, undefined, undefined);
        const header = (name: string) =>
          typeof res.headers[name] === 'string' ? (res.headers[name] as string) : undefined;
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        return {
          ok,
          status: res.statusCode,
          body: new Uint8Array(res.rawPayload),
          contentType: header('content-type'),
          contentDisposition: header('content-disposition'),
          ...(ok ? {} : { message: apiResult(res.statusCode, res.body).message }),
        };
      },
    };
  };
}
