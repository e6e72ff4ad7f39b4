import type { Db } from '#engine/runtime/db/db-type.ts';
import { parseV1List } from '#engine/runtime/http/v1-resources.server.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { createRecord, getRecord, listRecords } from '#engine/runtime/resources/operations.server.ts';
import { withVersionOf } from '#engine/runtime/resources/record-version.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';

import { normalised, requestType } from './bond-request-input.ts';
import { withRequestDetails } from './bond-request-view.server.ts';

const requests = () => resource('bond-request');

/** GET /bondrequest: one page of the requests the caller may see (tenants: their own; landlords: about their properties), with details. */
export async function listBondRequests(db: Db, actor: Actor, rawQuery: Record<string, unknown>) {
  const raw = { ...rawQuery };
  if (typeof raw.type === 'string') raw.type = requestType(raw.type);
  const { query, params, page } = parseV1List(db, requests(), raw);
  const { rows, total } = await listRecords(db, requests(), query, actor, params);
  return {
    results: await withRequestDetails(db, rows),
    page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
    totalResults: total,
  };
}

/** GET /bondrequest/{id}: one request with tenant and property details. */
export async function getBondRequest(db: Db, actor: Actor, id: string) {
  const record = await getRecord(db, requests(), id, actor);
  // With the request's version (ETag): what its answer and withdrawal take as If-Match.
  return withVersionOf((await withRequestDetails(db, [record]))[0], record);
}

/** POST /bondrequest: a buy or transfer request (the bond request hooks check eligibility). */
export async function createBondRequest(db: Db, actor: Actor, body: unknown): Promise<RecordOf<'bond-request'>> {
  return createRecord(db, requests(), normalised(body), actor);
}

/** POST /bondrequest/cancel: a tenant asks the landlord to cancel their bond, with the refund type and their reason (shown to the landlord and staff). */
export async function requestBondCancel(db: Db, actor: Actor, body: unknown): Promise<RecordOf<'bond-request'>> {
  return createRecord(db, requests(), { ...normalised(body), type: 'cancel' }, actor);
}
