import type { Db } from '#engine/runtime/db/db-type.ts';
import { forbidden, invalid } from '#engine/runtime/errors.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';

import { insertConsent } from '../store.server.ts';
import { canonicalConsentText } from './consent-texts.ts';

/**
 * POST /consent: the caller accepts a consent (name, text, accepted); 'I accept all the terms and
 * conditions' must be ticked. The product's own consents keep their own text. Anyone signed in records their own consent, staff included; nobody
 * records one for someone else.
 */

export async function recordConsent(db: Db, actor: Actor, body: unknown): Promise<RecordOf<'consent'>> {
  const user = requireUser(actor);
  requireObject(body);
  const data = { ...body };
  if (data.userId !== undefined && data.userId !== user.id) throw forbidden(messages.accounts.ownConsentOnly);
  delete data.id;
  delete data.createdAt;
  // A consent the product asks for (consent-texts.ts) is recorded with its own text, whatever a caller sent.
  const canonical = canonicalConsentText(data.name);
  if (canonical) data.text = canonical;
  const checked = validate('consent', { ...data, userId: user.id });
  if (!checked.ok) throw invalid(checked.errors);
  const row = await insertConsent(db, checked.value, actor);
  return present(db, resource('consent'), actor, row);
}
