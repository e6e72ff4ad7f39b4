import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** HTTPS only: browsers are told to use HTTPS for a year (HSTS). */
  production: boolean;
  /** Path prefixes of the API: answers hold account data and tokens, so they are never stored by caches. */
  apiPrefixes: string[];
}

/**
 * Headers every answer carries (decision 015, ASVS V14.4): no MIME sniffing; HSTS in production; API
 * answers not cached unless a route says otherwise, and not readable by other sites' pages (no CORS
 * header is ever sent, and Cross-Origin-Resource-Policy keeps them same-origin). Pages set their own
 * Content-Security-Policy and frame rules (the site, the console).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('X-Content-Type-Options', 'nosniff');
    if (options.production) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (options.apiPrefixes.some((prefix) => request.url.startsWith(prefix))) {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    }
    return payload;
  });
}
