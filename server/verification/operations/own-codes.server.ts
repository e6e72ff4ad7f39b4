import type { Db } from '#engine/runtime/db/db-type.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';
import { enqueueMessage } from '#server/outbox/store.server.ts';
import { BRAND } from '#server/shared/brand.ts';
import { translatorFor } from '#server/shared/translate.server.ts';

import { checkCode, issueCode, type OtpCheck, type OtpTarget } from '../store.server.ts';

/**
 * Codes of our own (security rules, docs/architecture.md): made and checked by the code store, sent through the outbox.
 * E-mail codes always work this way; phone codes do outside production (the outbox phone verifier, readable at
 * /dev/outbox).
 */

/** Issues a code and queues it by SMS or e-mail in one transaction: it is sent only if it was stored. */
export async function sendOwnCode(db: Db, secret: string, t: OtpTarget, channel: 'sms' | 'email'): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const code = await issueCode(trx, secret, t);
    const tr = translatorFor(t.language);
    const text = fillMessage(tr(messages.verification.otpText), { code, brand: BRAND });
    await enqueueMessage(
      trx,
      channel === 'sms'
        ? { channel, to: t.target, body: text }
        : {
            channel,
            to: t.target,
            subject: fillMessage(tr(messages.verification.otpSubject), { brand: BRAND }),
            body: text,
          },
    );
  });
}

/** Checks a code; its approval and what approval changes (onApproved) commit together or not at all. */
export async function checkOwnCode(
  db: Db,
  secret: string,
  t: OtpTarget,
  code: string,
  onApproved: (trx: Db) => Promise<void>,
): Promise<OtpCheck> {
  return db.transaction().execute(async (trx) => {
    const r = await checkCode(trx, secret, t, code);
    if (r.status === 'approved') await onApproved(trx);
    return r;
  });
}
