import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { requestLanguage } from '#engine/runtime/http/language.server.ts';

import { pageKey } from './cache-key.ts';
import { nonceToHashes } from './nonce-to-hashes.server.ts';
import { PageStore, type StoredPage } from './page-store.ts';
import { sharedLifetime } from './shared-lifetime.ts';

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** Paths never looked up (the API, the console, uploads...): their answers are personal or cached elsewhere. */
  bypass: RegExp;
  now?: () => number;
}

export interface PageCache {
  /** Drops every copy: the content behind the pages changed. */
  invalidate(): void;
  readonly size: number;
}

/** Answer headers that belong to one answer, not to its copies. */
const NOT_STORED = new Set(['set-cookie', 'content-length', 'date', 'connection', 'transfer-encoding', 'keep-alive']);
/** How long a page that said it may not be stored is not waited for. */
const UNCACHEABLE_MS = 30_000;
/** A request waits at most this long for another that renders the same page. */
const WAIT_MS = 10_000;

/**
 * The server's shared cache of public pages (issue 14, decision 024). It behaves like a CDN in front of
 * the site: an answer is stored only when its Cache-Control allows a shared cache (`s-maxage`, as the
 * site's public routes say) and it sets no cookie; a request is answered from the store only when it is
 * a GET without credentials (no Authorization header, no `nv_` cookie: visitors with a session always
 * get their own render). Concurrent requests for a page being rendered wait for that one render instead
 * of rendering it again; a stale copy is served while one background render refreshes it. Each copy is
 * stored compressed or not, as it was sent, so it is never compressed again.
 */
export function registerPageCache(app: FastifyInstance, options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const store = new PageStore({
    maxEntries: options.maxEntries ?? 2000,
    maxBytes: options.maxBytes ?? 256 * 1024 * 1024,
    now,
  });
  const rendering = new Map<string, Promise<void>>();
  const leaders = new WeakMap<FastifyRequest, { key: string; generation: number; done: () => void }>();
  const served = new WeakSet<FastifyReply>();
  const uncacheable = new Map<string, number>();
  const refreshing = new Set<string>();
  // Background refreshes identify themselves with a value only this process knows.
  const refreshToken = randomBytes(16).toString('hex');
  let generation = 0;

  // A page is shown in the visitor's language (decision 062): one copy per language.
  const keyOf = (req: FastifyRequest) =>
    `${requestLanguage(req.headers)} ${pageKey(req.url, /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')))}`;

  const lead = (req: FastifyRequest, key: string) => {
    let done!: () => void;
    const render = new Promise<void>((resolve) => (done = resolve));
    rendering.set(key, render);
    leaders.set(req, {
      key,
      generation,
      done: () => {
        if (rendering.get(key) === render) rendering.delete(key);
        done();
      },
    });
  };

  const send = (req: FastifyRequest, reply: FastifyReply, page: StoredPage) => {
    served.add(reply);
    reply.status(page.status).headers(page.headers);
    reply.header('Age', String(Math.max(0, Math.floor((now() - page.storedAt) / 1000))));
    return reply.send(page.body);
  };

  const refresh = (key: string, req: FastifyRequest) => {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    void app
      .inject({
        method: 'GET',
        url: req.url,
        headers: {
          'x-page-cache-refresh': refreshToken,
          ...(req.headers['accept-encoding'] ? { 'accept-encoding': String(req.headers['accept-encoding']) } : {}),
        },
      })
      .catch(() => undefined)
      .finally(() => refreshing.delete(key));
  };

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || options.bypass.test(req.url)) return;
    if (req.headers.authorization || /(^|;\s*)nv_/.test(String(req.headers.cookie ?? ''))) return;
    const key = keyOf(req);
    if (req.headers['x-page-cache-refresh'] === refreshToken) {
      lead(req, key);
      return;
    }
    const hit = store.lookup(key);
    if (hit) {
      if (hit.state === 'stale') refresh(key, req);
      return send(req, reply, hit.page);
    }
    const until = uncacheable.get(key);
    if (until !== undefined && until > now()) return;
    const pending = rendering.get(key);
    if (pending) {
      await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, WAIT_MS).unref())]);
      const after = store.lookup(key);
      if (after) return send(req, reply, after.page);
      return;
    }
    lead(req, key);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (served.has(reply)) return payload;
    const leader = leaders.get(req);
    if (!leader) return payload;
    leaders.delete(req);
    try {
      const page = storable(reply, payload, now());
      if (page) {
        // An edit that happened while this page rendered may not be in it: keep it only for this answer.
        if (leader.generation === generation) store.store(leader.key, page);
      } else {
        if (uncacheable.size > 10_000) uncacheable.clear();
        uncacheable.set(leader.key, now() + UNCACHEABLE_MS);
      }
    } finally {
      leader.done();
    }
    return payload;
  });
  // A request that ends without an answer (aborted, failed) must not keep others waiting.
  const release = async (req: FastifyRequest) => {
    leaders.get(req)?.done();
    leaders.delete(req);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  return {
    invalidate() {
      generation += 1;
      store.clear();
      uncacheable.clear();
    },
    get size() {
      return store.size;
    },
  };
}

/** The copy to keep of an answer, or undefined when a shared cache may not keep it. */
function storable(reply: FastifyReply, payload: unknown, at: number): StoredPage | undefined {
  if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return undefined;
  if (!(Buffer.isBuffer(payload) || typeof payload === 'string')) return undefined;
  const lifetime = sharedLifetime(header(reply, 'cache-control'));
  if (!lifetime) return undefined;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !NOT_STORED.has(name.toLowerCase())) headers[name.toLowerCase()] = String(value);
  }
  let body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const csp = headers['content-security-policy'];
  if (csp && csp.includes("'nonce-")) {
    const gzipped = headers['content-encoding'] === 'gzip';
    const rewritten = nonceToHashes((gzipped ? gunzipSync(body) : body).toString('utf8'), csp);
    if (!rewritten) return undefined;
    headers['content-security-policy'] = rewritten.csp;
    body = gzipped ? gzipSync(rewritten.html) : Buffer.from(rewritten.html);
  }
  return {
    status: 200,
    headers,
    body,
    storedAt: at,
    freshUntil: at + lifetime.fresh * 1000,
    staleUntil: at + (lifetime.fresh + lifetime.staleWhileRevalidate) * 1000,
  };
}

function header(reply: FastifyReply, name: string): string | undefined {
  const value = reply.getHeader(name);
  return value === undefined ? undefined : String(value);
}
