import type { Kysely } from 'kysely';

import { invalid } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { Database } from '#generated/db.ts';
import { requireUser } from '#server/http/guards.server.ts';

import { isPhoneTaken } from './user-rules.server.ts';

/**
 * POST /users/isphonetaken `{ phone }` → `{ isPhoneTaken }`: whether another account holds the number
 * (the caller's own number is not "taken"). A 10-digit number is read as Indian (91 prefixed).
 */
export async function phoneTakenCheck(
  db: Kysely<Database>,
  caller: Actor,
  body: unknown,
): Promise<{ isPhoneTaken: boolean }> {
  const actor = requireUser(caller);
  const input: { phone?: unknown } = body && typeof body === 'object' ? body : {};
  const raw = input.phone;
  const digits = typeof raw === 'string' || typeof raw === 'number' ? String(raw).replace(/[\s+-]/g, '') : '';
  const phone = /^\d{10}$/.test(digits) ? `91${digits}` : digits;
  const checked = validate('phone-otp-request', { mobileNo: phone });
  if (!checked.ok) throw invalid({ phone: checked.errors.mobileNo ?? Object.values(checked.errors)[0] });
  return { isPhoneTaken: await isPhoneTaken(db, phone, actor.id) };
}
