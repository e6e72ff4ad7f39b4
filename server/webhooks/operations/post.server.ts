import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';

import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';

import { callbackHost, isPublicAddress } from './callback-address.server.ts';

/** An endpoint has this long to answer (Standard Webhooks senders use 15 s). */
export const DELIVERY_TIMEOUT_MS = 15_000;

export interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Production refuses private, loopback and link-local addresses, checked on the address connected to. */
  production: boolean;
  timeoutMs?: number;
}

/** The answer's status code, or the error that prevented one; how long it took. */
export interface DeliveryOutcome {
  statusCode?: number;
  error?: string;
  durationMs: number;
}

export type PostWebhook = (delivery: Delivery) => Promise<DeliveryOutcome>;

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * dns.lookup for the connection itself, refusing private addresses: the address checked is the one
 * connected to, so a name that resolves differently a moment later (DNS rebinding) cannot slip past.
 */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (!addresses.length || addresses.some((a) => !isPublicAddress(a.address)))
      return callback(Object.assign(new Error(messages.webhook.privateCallback), { code: 'EPRIVATE' }), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

/** POSTs one signed delivery and reports what happened; never throws. */
export const postWebhook: PostWebhook = (delivery) => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeoutMs = delivery.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return new Promise<DeliveryOutcome>((resolve) => {
    let url: URL;
    try {
      url = new URL(delivery.url);
    } catch (e) {
      return resolve({ error: (e as Error).message, durationMs: elapsed() });
    }
    const literal = callbackHost(delivery.url);
    if (delivery.production && isIP(literal) && !isPublicAddress(literal))
      return resolve({ error: messages.webhook.privateCallback, durationMs: elapsed() });
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'POST',
      headers: {
        ...delivery.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(delivery.body)),
      },
      ...(delivery.production ? { lookup: publicOnlyLookup as never } : {}),
    });
    const timer = setTimeout(
      () => req.destroy(new Error(fillMessage(messages.webhook.timeout, { seconds: timeoutMs / 1000 }))),
      timeoutMs,
    );
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      resolve({ statusCode: res.statusCode, durationMs: elapsed() });
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      resolve({ error: e.message.slice(0, 2000), durationMs: elapsed() });
    });
    req.end(delivery.body);
  });
};
