import type { Insertable } from 'kysely';

import type { Db } from '#engine/runtime/db/db-type.ts';
import { forbidden, invalid, notFound } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { type Actor, authorize, inScope } from '#engine/runtime/resources/access.server.ts';
import type { HookContext, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import type { FieldErrors } from '#engine/runtime/validation/field-errors.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';

import { insertDocument } from '../store.server.ts';
import { findUser, isId } from './access.server.ts';

/**
 * POST /users/upload/docs {userId, docs}: the Upload Document drawer saves one or more uploaded files
 * as document records. Each entry is checked with the drawer's own schema (docType, docId, metadata
 * and the file's URL, 'Upload document' when it is missing); PAN and ADHAAR only from internal users
 * (spec 001 §5). All entries are saved or none.
 */
const STAFF_ONLY_TYPES = new Set(['PAN', 'ADHAAR']);
const MAX_DOCS = 20;

export async function uploadDocs(db: Db, actor: Actor, body: unknown): Promise<{ results: RecordOf<'document'>[] }> {
  const user = requireUser(actor);
  const documents = resource('document');
  const scope = authorize(documents, 'create', actor);
  const input: { userId?: unknown; docs?: unknown } = body && typeof body === 'object' ? body : {};
  const { userId, docs } = input;
  if (!isId(userId)) throw invalid({ userId: fillMessage(messages.request.notId, { field: messages.labels.user }) });
  if (!Array.isArray(docs) || docs.length === 0) throw invalid({ docs: messages.accounts.addDocument });
  if (docs.length > MAX_DOCS)
    throw invalid({ docs: fillMessage(messages.accounts.tooManyDocuments, { max: MAX_DOCS }) });
  if (!inScope(scope, { userId })) throw forbidden(messages.accounts.ownDocumentsOnly);
  const rows: Insertable<Database['document']>[] = [];
  const errors: FieldErrors = {};
  docs.forEach((entry, i) => {
    const raw: Record<string, unknown> =
      entry && typeof entry === 'object' && !Array.isArray(entry) ? { ...entry } : {};
    if (raw.file === undefined && raw.docUrl !== undefined) raw.file = raw.docUrl;
    delete raw.docUrl;
    const checked = validate('document-upload', raw);
    if (!checked.ok)
      for (const [field, message] of Object.entries(checked.errors)) errors[`docs.${i}.${field}`] = message;
    else
      rows.push({
        userId,
        docType: checked.value.docType,
        docId: checked.value.docId,
        metadata: checked.value.metadata,
        docUrl: checked.value.file,
      });
  });
  if (Object.keys(errors).length) throw invalid(errors);
  if (!user.internal && rows.some((r) => STAFF_ONLY_TYPES.has(String(r.docType)))) throw forbidden(STAFF_ONLY_MESSAGE);
  if (!(await findUser(db, userId))) throw notFound(messages.labels.user);
  const saved = await db.transaction().execute(async (trx) => {
    const ctx: HookContext = { db: trx, actor, resource: documents };
    const out: RecordOf<'document'>[] = [];
    for (const values of rows) {
      documentHooks.beforeCreate(ctx, values);
      const row = await insertDocument(trx, values, actor);
      out.push(present(db, documents, actor, row));
    }
    return out;
  });
  return { results: saved };
}

const STAFF_ONLY_MESSAGE = messages.accounts.staffOnlyDocuments;

/** The same rule for the generic POST /document. */
export const documentHooks = {
  beforeCreate(ctx, data) {
    if (STAFF_ONLY_TYPES.has(data.docType) && !(ctx.actor.kind === 'user' && ctx.actor.internal))
      throw forbidden(STAFF_ONLY_MESSAGE);
  },
  beforeUpdate(ctx, changes) {
    if (STAFF_ONLY_TYPES.has(String(changes.docType)) && !(ctx.actor.kind === 'user' && ctx.actor.internal))
      throw forbidden(STAFF_ONLY_MESSAGE);
  },
} satisfies ResourceHooks<'document'>;
