import type { Db } from '#engine/runtime/db/db-type.ts';
import { forbidden, invalid } from '#engine/runtime/errors.ts';
import type { RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { ensureProfileOf } from '#server/accounts/store.server.ts';
import { findOpenInvite } from '#server/users/operations/invitations.server.ts';
import { RELATED_TYPE, SELF_SERVICE_TYPES, type UserType } from '#server/users/operations/user-types.server.ts';
import { acceptInvite, insertUser, updateUser } from '#server/users/store.server.ts';

import { issueTokens, type TokenPair } from '../store.server.ts';
import { AUTH_MESSAGES, emailTaken } from './auth-errors.server.ts';
import { presentOwnAccount } from './authenticate.server.ts';
import { newReferCode, nextUserCode } from './codes.server.ts';
import { normalizeEmail } from './normalize-email.ts';
import { hashPassword } from './password.server.ts';

export interface RegisterRequest {
  body: unknown;
  /** `?invite=<id>` from the e-mailed registration link: completes the invited account with its role. */
  inviteId?: string;
  userAgent?: string;
}

/** POST /auth/register: creates the account and signs it in (201 `{ user, tokens }`). */
export async function registerAccount(
  db: Db,
  secret: string,
  request: RegisterRequest,
): Promise<{ user: RecordOf<'user'>; tokens: TokenPair }> {
  const checked = validate('register', request.body);
  if (!checked.ok) throw invalid(checked.errors);
  const input = checked.value;
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const invite = request.inviteId ? await findOpenInvite(trx, request.inviteId, email) : undefined;
      if (!invite && !SELF_SERVICE_TYPES.has(input.userType)) throw forbidden(AUTH_MESSAGES.staffByInvitation);
      const existing = await trx
        .selectFrom('user')
        .select(['id', 'password', 'referCode', 'tenantCode', 'landlordCode'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (existing && (existing.password || !invite)) throw emailTaken();
      const userType = (invite?.userType ?? input.userType) as UserType;
      const referrer = input.referCode
        ? await trx
            .selectFrom('user')
            .select('id')
            .where('referCode', '=', input.referCode.trim().toUpperCase())
            .executeTakeFirst()
        : undefined;
      const values = {
        userType,
        type: !invite && input.type && input.type !== 'employee' ? input.type : RELATED_TYPE[userType],
        password: passwordHash,
        ...(invite?.role ? { role: invite.role } : {}),
        ...(input.referencePropertyId ? { referencePropertyId: input.referencePropertyId } : {}),
        ...(input.externalId ? { externalId: input.externalId } : {}),
        ...(existing?.referCode ? {} : { referCode: await newReferCode(trx) }),
        ...(existing?.tenantCode || existing?.landlordCode ? {} : await codeFor(trx, userType)),
        updatedAt: new Date().toISOString(),
      };
      const invitedBy = invite?.invitedBy ?? (referrer && referrer.id !== existing?.id ? referrer.id : undefined);
      const row = existing
        ? await updateUser(trx, existing.id, { ...values, ...(invitedBy ? { invitedBy } : {}) })
        : await insertUser(trx, {
            email,
            isEmailVerified: false,
            isPhoneVerified: false,
            ...values,
            ...(invitedBy ? { invitedBy } : {}),
          });
      if (!row) throw new Error('the account disappeared while it was being registered');
      // A new account has its (empty) profile at once: the account area's forms edit it from the first visit.
      await ensureProfileOf(trx, row.id);
      if (invite) await acceptInvite(trx, invite.id);
      const tokens = await issueTokens(trx, row.id, secret, { userAgent: request.userAgent });
      return { user: await presentOwnAccount(trx, row), tokens };
    });
  } catch (e) {
    const err = e as { code?: string; constraint?: string; message?: string };
    if (err?.code === '23505' && `${err.constraint ?? err.message}`.includes('email')) throw emailTaken();
    throw e;
  }
}

async function codeFor(trx: Db, userType: UserType): Promise<{ tenantCode?: string; landlordCode?: string }> {
  if (RELATED_TYPE[userType] === 'tenant') return { tenantCode: await nextUserCode(trx, 'tenant') };
  if (RELATED_TYPE[userType] === 'landlord') return { landlordCode: await nextUserCode(trx, 'landlord') };
  return {};
}
