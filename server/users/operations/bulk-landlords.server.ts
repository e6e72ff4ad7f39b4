import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { createRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { can, requireUser } from '#server/http/guards.server.ts';

import { refuseRows } from './bulk-landlords-failed.server.ts';
import { readLandlordFile } from './bulk-landlords-file.server.ts';
import { type CheckedRow, checkLandlordRows, type Field } from './bulk-landlords-rows.server.ts';

export interface BulkLandlordsResult {
  message: string;
  created: number;
  landlords: { id: string; name?: string; email: string }[];
}

/** Where an engine refusal of a row's write lands in the row (the invitation names the e-mail inviteeEmail). */
const FIELD_OF: Record<string, Field> = { inviteeEmail: 'email', email: 'email', phone: 'phone', name: 'name' };

function rowErrors(e: ApiError): CheckedRow['errors'] {
  const out: CheckedRow['errors'] = {};
  for (const [key, message] of Object.entries(e.errors ?? {})) out[FIELD_OF[key] ?? 'email'] ??= message;
  if (!Object.keys(out).length) out.email = e.message;
  return out;
}

/** One landlord: the account through the user resource's operation, then its invitation (which e-mails the link). */
async function writeLandlord(trx: Db, actor: Actor, row: CheckedRow) {
  const { name, email, phone } = row.data;
  const user = await createRecord(
    trx,
    resource('user'),
    { userType: 'landlord', name, email, ...(phone ? { phone: `91${phone}` } : {}) },
    actor,
  );
  await createRecord(trx, resource('invite'), { inviteeEmail: email, role: 'landlord', userType: 'landlord' }, actor);
  return { id: user.id, name: user.name, email: user.email };
}

/**
 * POST /profile/landlord/bulkUpload (spec 002 §5: internal users, landlords only): a CSV or XLSX file of
 * landlords. The file is checked by content and size, every row by the bulk-landlord-row schema and
 * against existing accounts, before anything is written; then all rows are written in one transaction
 * through the engine's operations (hooks, audit trail, invitation e-mails in the outbox) or none is.
 */
export async function bulkUploadLandlords(db: Db, actor: Actor, body: unknown): Promise<BulkLandlordsResult> {
  const user = requireUser(actor);
  if (!can(user, 'users', 'create')) throw forbidden(messages.bulkLandlords.internalOnly);
  const request = validate('bulk-landlord-upload', body ?? {});
  if (!request.ok) throw invalid(request.errors);
  const grid = await readLandlordFile(request.value.fileName, request.value.file);
  const rows = await checkLandlordRows(db, grid);
  const failed = rows.filter((r) => Object.keys(r.errors).length);
  if (failed.length) throw await refuseRows(grid, failed);

  const landlords = await db.transaction().execute(async (trx) => {
    const written: BulkLandlordsResult['landlords'] = [];
    for (const row of rows) {
      try {
        written.push(await writeLandlord(trx, actor, row));
      } catch (e) {
        // Taken since the check (another upload, a registration): this row is refused and nothing is kept.
        if (!(e instanceof ApiError) || e.status >= 500) throw e;
        throw await refuseRows(grid, [{ ...row, errors: rowErrors(e) }]);
      }
    }
    return written;
  });
  return {
    message: fillMessage(messages.bulkLandlords.created, { count: landlords.length }),
    created: landlords.length,
    landlords,
  };
}
