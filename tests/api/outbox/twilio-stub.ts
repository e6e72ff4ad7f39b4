import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { TwilioConfig } from '#server/config.server.ts';

/**
 * A local HTTP server that plays Twilio for the SMS contract test: Basic auth with the account SID and auth token,
 * form-encoded parameters, Twilio-shaped JSON and refusals (`{code, message, more_info, status}`).
 * - Verify v2: `POST /v2/Services/{VA}/Verifications` (To, Channel) makes a 4-digit code (the service's code length)
 *   and texts it; a resend within its 10 minutes texts the same code, the sixth send is 429 60203.
 *   `POST /v2/Services/{VA}/VerificationCheck` (To, Code): approved (the verification then closes), pending for a
 *   wrong code, 429 60202 after five checks, 404 20404 when no verification is pending.
 * - Messages: `POST /2010-04-01/Accounts/{AC}/Messages.json` (To, Body, From or MessagingServiceSid).
 */
export interface TwilioStub {
  url: string;
  /** The TWILIO_* settings that reach this stub (From as the sender). */
  config: TwilioConfig;
  messagingServiceSid: string;
  /** What the phones received, oldest first: Verify's code texts and plain messages. */
  sent: { kind: 'verify' | 'message'; to: string; body: string; from?: string; messagingServiceSid?: string }[];
  /** Every call: method, path, credentials right, form-encoded, its parameters. */
  calls: { method: string; path: string; authorized: boolean; form: boolean; params: Record<string, string> }[];
  /** The next call is refused with this status and Twilio error code. */
  failNext(status: number, code: number, message: string): void;
  close(): Promise<void>;
}

const hex = (n: number) => randomBytes(n).toString('hex');
const E164 = /^\+[1-9]\d{7,14}$/;
const TTL_MS = 10 * 60_000;

export async function startTwilioStub(): Promise<TwilioStub> {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const verifyServiceSid = `VA${hex(16)}`;
  const messagingServiceSid = `MG${hex(16)}`;
  const from = '+15005550006';
  const verifications = new Map<
    string,
    { sid: string; code: string; sends: number; checks: number; createdAt: Date }
  >();
  const sent: TwilioStub['sent'] = [];
  const calls: TwilioStub['calls'] = [];
  let failure: { status: number; code: number; message: string } | undefined;

  const send = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  const refuse = (res: ServerResponse, status: number, code: number, message: string) =>
    send(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
  const verification = (to: string, v: { sid: string; createdAt: Date }, status: string) => ({
    sid: v.sid,
    service_sid: verifyServiceSid,
    account_sid: accountSid,
    to,
    channel: 'sms',
    status,
    valid: status === 'approved',
    amount: null,
    payee: null,
    date_created: v.createdAt.toISOString(),
    date_updated: new Date().toISOString(),
  });

  function verify(res: ServerResponse, action: string, p: Record<string, string>) {
    const to = p.To ?? '';
    if (!E164.test(to)) return refuse(res, 400, 60200, 'Invalid parameter `To`: ' + to);
    let v = verifications.get(to);
    if (v && Date.now() - v.createdAt.getTime() > TTL_MS) {
      verifications.delete(to);
      v = undefined;
    }
    if (action === 'Verifications') {
      if (!['sms', 'call', 'email', 'whatsapp', 'sna'].includes(p.Channel))
        return refuse(res, 400, 60200, 'Invalid parameter: Channel');
      v ??= {
        sid: `VE${hex(16)}`,
        code: String(randomInt(0, 10_000)).padStart(4, '0'),
        sends: 0,
        checks: 0,
        createdAt: new Date(),
      };
      if (++v.sends > 5) return refuse(res, 429, 60203, 'Max send attempts reached');
      verifications.set(to, v);
      sent.push({ kind: 'verify', to, body: `Your Nivaas verification code is: ${v.code}` });
      return send(res, 201, {
        ...verification(to, v, 'pending'),
        send_code_attempts: [{ time: new Date().toISOString(), channel: 'SMS', attempt_sid: `VL${hex(16)}` }],
      });
    }
    if (!p.Code) return refuse(res, 400, 60200, 'Invalid parameter: Code');
    if (!v)
      return refuse(
        res,
        404,
        20404,
        `The requested resource /Services/${verifyServiceSid}/VerificationCheck was not found`,
      );
    if (v.checks >= 5) return refuse(res, 429, 60202, 'Max check attempts reached');
    v.checks += 1;
    const approved = p.Code === v.code;
    if (approved) verifications.delete(to);
    return send(res, 200, verification(to, v, approved ? 'approved' : 'pending'));
  }

  function message(res: ServerResponse, p: Record<string, string>) {
    if (!p.To) return refuse(res, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(p.To)) return refuse(res, 400, 21211, `Invalid 'To' Phone Number: ${p.To}`);
    if (!p.Body) return refuse(res, 400, 21602, 'Message body is required.');
    if (!p.From && !p.MessagingServiceSid) return refuse(res, 400, 21603, "A 'From' phone number is required.");
    if (p.From && p.From !== from)
      return refuse(
        res,
        400,
        21606,
        `The From phone number ${p.From} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    if (p.MessagingServiceSid && p.MessagingServiceSid !== messagingServiceSid)
      return refuse(res, 400, 21701, 'The Messaging Service Sid is invalid.');
    sent.push({
      kind: 'message',
      to: p.To,
      body: p.Body,
      ...(p.From ? { from: p.From } : { messagingServiceSid: p.MessagingServiceSid }),
    });
    const now = new Date().toUTCString().replace('GMT', '+0000');
    const sid = `SM${hex(16)}`;
    return send(res, 201, {
      sid,
      account_sid: accountSid,
      to: p.To,
      from: p.From ?? null,
      messaging_service_sid: p.MessagingServiceSid ?? null,
      body: p.Body,
      status: p.MessagingServiceSid ? 'accepted' : 'queued',
      num_segments: '1',
      num_media: '0',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      price: null,
      price_unit: 'USD',
      error_code: null,
      error_message: null,
      date_created: now,
      date_updated: now,
      date_sent: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0];
    const form = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const params = form ? Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) : {};
    const authorized =
      req.headers.authorization === `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    calls.push({ method: req.method ?? '', path, authorized, form, params });
    if (!authorized) return refuse(res, 401, 20003, 'Authenticate');
    if (failure) {
      const { status, code, message: text } = failure;
      failure = undefined;
      return refuse(res, status, code, text);
    }
    const v = req.method === 'POST' && /^\/v2\/Services\/([^/]+)\/(Verifications|VerificationCheck)$/.exec(path);
    if (v && v[1] === verifyServiceSid) return verify(res, v[2], params);
    const m = req.method === 'POST' && /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (m && m[1] === accountSid) return message(res, params);
    return refuse(res, 404, 20404, `The requested resource ${path} was not found`);
  }

  const server = createServer((req, res) => void handle(req, res).catch(() => res.writeHead(500).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    config: { accountSid, authToken, verifyServiceSid, from, apiUrl: url },
    messagingServiceSid,
    sent,
    calls,
    failNext: (status, code, text) => {
      failure = { status, code, message: text };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
