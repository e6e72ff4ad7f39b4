import type TwilioSDK from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

import type { TwilioConfig } from '../config.server.ts';

/** How long one call to Twilio may take. */
const TIMEOUT_MS = 15_000;

export type TwilioClient = TwilioSDK.Twilio;

/**
 * The official Twilio helper library for one account (decision 026), loaded on first use so a server without
 * Twilio never loads it. With `apiUrl` set, its documented custom-HTTP-client hook sends every call to that
 * origin instead of api.twilio.com / verify.twilio.com, paths unchanged: the contract test's local stub.
 */
export function twilioClient(config: TwilioConfig): () => Promise<TwilioClient> {
  let client: Promise<TwilioClient> | undefined;
  return () =>
    (client ??= import('twilio').then(({ default: twilio }) => {
      const base = config.apiUrl;
      class Rebased extends twilio.RequestClient {
        override request<T>(opts: RequestClient.RequestOptions<T>) {
          const uri = new URL(opts.uri);
          return super.request({ ...opts, uri: `${base}${uri.pathname}${uri.search}` });
        }
      }
      const httpClient = base
        ? new Rebased({ timeout: TIMEOUT_MS })
        : new twilio.RequestClient({ timeout: TIMEOUT_MS });
      return twilio(config.accountSid, config.authToken, { httpClient });
    }));
}

/** Twilio's refusal (`{status, code, message}` of its RestException), or status 0 when it did not answer at all. */
export function twilioFailure(error: unknown): { status: number; code: number; message: string } {
  const e = error as { status?: unknown; code?: unknown; message?: unknown };
  const status = typeof e?.status === 'number' ? e.status : 0;
  return { status, code: status && typeof e.code === 'number' ? e.code : 0, message: String(e?.message ?? error) };
}

/** Twilio wants E.164: our stored phones are 91 and ten digits ("919876543210" → "+919876543210"). */
export function e164(phone: string): string {
  if (phone.startsWith('+')) return phone;
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 10 ? `91${digits}` : digits}`;
}
