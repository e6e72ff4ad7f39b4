import type { Db } from '#engine/runtime/db/db-type.ts';

import type { OtpCheck, OtpTarget } from '../store.server.ts';
import { checkOwnCode, sendOwnCode } from './own-codes.server.ts';

/**
 * Phone codes behind one interface (decision 026): the code goes by SMS to `target` (91 and ten digits) and the
 * right code proves the phone. Two implementations answer the same contract (tests/api/outbox/sms-contract.test.ts):
 * the outbox verifier here (our own codes, SMS through the outbox: /dev/outbox outside production) and Twilio
 * Verify (twilio-verifier.server.ts). Both keep our send limits: one a minute, five an hour per phone.
 */
export interface PhoneVerifier {
  readonly name: 'outbox' | 'twilio';
  /** Sends a code: 429 too soon or too many; 400 a number the provider cannot text; 502 a provider that failed. */
  send(db: Db, t: OtpTarget): Promise<void>;
  /** Checks a code: approved, or why not. onApproved runs in the transaction that records the approval. */
  check(db: Db, t: OtpTarget, code: string, onApproved: (trx: Db) => Promise<void>): Promise<OtpCheck>;
}

/** Development: today's codes of our own, the SMS queued in the outbox (read at /dev/outbox). */
export function outboxPhoneVerifier(secret: string): PhoneVerifier {
  return {
    name: 'outbox',
    send: (db, t) => sendOwnCode(db, secret, t, 'sms'),
    check: (db, t, code, onApproved) => checkOwnCode(db, secret, t, code, onApproved),
  };
}
