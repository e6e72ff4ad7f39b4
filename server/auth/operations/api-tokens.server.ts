import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, invalid, notFound } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { ID_PATTERN } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';

import { deleteOwnApiToken, insertApiToken } from '../store.server.ts';
import { API_TOKEN_PREFIX, newSecretToken } from './tokens.server.ts';

/** A generous ceiling: tokens are for integrations, not one per request. */
export const MAX_TOKENS_PER_USER = 50;
const SHOWN = ['id', 'description', 'createdAt', 'lastUsedAt', 'expiresAt'] as const;

export interface TokenView {
  id: string;
  description: string;
  createdAt?: string;
  lastUsedAt?: string;
  expiresAt?: string;
}

function view(row: Partial<Record<(typeof SHOWN)[number], string | null | undefined>>): TokenView {
  return Object.fromEntries(
    Object.entries(row).filter(([, v]) => v !== null && v !== undefined),
  ) as unknown as TokenView;
}

/** GET /auth/tokens: the caller's own tokens, newest first, never their value or hash. */
export async function listApiTokens(db: Db, actor: Actor): Promise<TokenView[]> {
  const user = requireUser(actor);
  const rows = await db
    .selectFrom('api_token')
    .select([...SHOWN])
    .where('userId', '=', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(view);
}

/**
 * POST /auth/tokens `{ description, expiresAt? }`: 201 with the token value, shown in this answer only.
 * The token acts as its owner, with exactly the owner's rights at the time of each use.
 */
export async function createApiToken(db: Db, actor: Actor, body: unknown): Promise<TokenView & { token: string }> {
  const user = requireUser(actor);
  const input = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const checked = validate('api-token', { ...input, userId: user.id });
  if (!checked.ok) throw invalid(checked.errors);
  const { description, expiresAt } = checked.value;
  if (expiresAt && Date.parse(expiresAt) <= Date.now()) throw invalid({ expiresAt: messages.auth.expiresInFuture });
  const { token, hash } = newSecretToken(API_TOKEN_PREFIX);
  return db.transaction().execute(async (trx) => {
    const count = await trx
      .selectFrom('api_token')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= MAX_TOKENS_PER_USER)
      throw new ApiError(
        409,
        'too_many_tokens',
        fillMessage(messages.auth.tooManyTokens, { max: MAX_TOKENS_PER_USER }),
      );
    const row = await insertApiToken(trx, { userId: user.id, description, tokenHash: hash, expiresAt }, SHOWN, user);
    return { ...view(row), token };
  });
}

/** DELETE /auth/tokens/{tokenId}: 204; another user's token or an unknown id is 404. */
export async function deleteApiToken(db: Db, actor: Actor, tokenId: string): Promise<void> {
  const user = requireUser(actor);
  if (!ID_PATTERN.test(tokenId)) throw notFound(messages.labels.apiToken);
  await db.transaction().execute(async (trx) => {
    if (!(await deleteOwnApiToken(trx, tokenId, user))) throw notFound(messages.labels.apiToken);
  });
}
