import { Webhook } from 'standardwebhooks';

/**
 * The Standard Webhooks headers of one attempt: webhook-id (the message's id, the same on every attempt),
 * webhook-timestamp (the attempt's time, in seconds) and webhook-signature, `v1,<base64 HMAC-SHA256 of
 * id.timestamp.body>` once per secret, space-separated (the current secret, and the previous one while valid).
 * Signed by the specification's reference library.
 */
export function signatureHeaders(msgId: string, at: Date, body: string, secrets: readonly string[]): Record<string, string> {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(msgId, at, body)).join(' '),
  };
}
