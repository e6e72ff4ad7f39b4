import { type Kysely, sql } from 'kysely';

import { parseV1List } from '#engine/runtime/http/v1-resources.server.ts';
import { asId, NO_ID } from '#engine/runtime/request-input.ts';
import type { UserActor } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import type { Database } from '#generated/db.ts';
import { productOfProperty } from '#server/payments/operations/pricing.server.ts';

/** Products are listed 50 a page (spec 002 §9). */
export const PRODUCT_PAGE_SIZE = 50;

/**
 * GET /products: the catalogue, for any signed-in caller (tenants price bonds with it, landlords see
 * what is attached to them). `name` matches part of the name, case-insensitively; `landlordId` narrows
 * to the products attached to that landlord; `propertyId` to the product the property's bonds are sold
 * with (see productOfProperty).
 */
export async function listProducts(db: Kysely<Database>, actor: UserActor, raw: Record<string, unknown>) {
  const products = resource('product');
  const { query, params, page } = parseV1List(db, products, { limit: String(PRODUCT_PAGE_SIZE), ...raw });
  let base = db.selectFrom('product');
  for (const [field, value] of Object.entries(query.where)) base = base.where(sql.ref(field), '=', value);
  const name = params.name?.trim();
  if (name) base = base.where(sql`"name"`, 'ilike', `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (params.landlordId)
    base = base.where(
      'id',
      'in',
      db.selectFrom('subscription').select('productId').where('landlordId', '=', asId(params.landlordId)),
    );
  if (params.propertyId)
    base = base.where('id', '=', (await productOfProperty(db, asId(params.propertyId)))?.id ?? NO_ID);
  let rows = base.selectAll();
  for (const s of query.sort) rows = rows.orderBy(sql.ref(s.field), s.order);
  const [found, count] = await Promise.all([
    rows.orderBy('id').limit(query.limit).offset(query.offset).execute(),
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    results: found.map((r) => present(db, products, actor, r)),
    page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
    totalResults: total,
  };
}
