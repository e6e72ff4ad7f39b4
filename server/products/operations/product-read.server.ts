import type { Kysely } from 'kysely';

import { notFound } from '#engine/runtime/errors.ts';
import { asId } from '#engine/runtime/request-input.ts';
import { type Actor, hasPermission } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { versionOf, withVersion } from '#engine/runtime/resources/record-version.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import type { Database } from '#generated/db.ts';
import { requireUser } from '#server/http/guards.server.ts';

const products = () => resource('product');

/** GET /products/permission: the caller's permissions on products (admins: all; other staff: their role's; others: none). */
export function productPermissions(actor: Actor) {
  const user = requireUser(actor);
  const module = products().module;
  const granted = user.admin ? ['create', 'update', 'delete'] : user.internal ? (user.permissions[module] ?? []) : [];
  const can = (what: string) => user.internal && hasPermission(user, module, what);
  return { module, permissions: granted, create: can('create'), update: can('update'), delete: can('delete') };
}

/** GET /products/{id}: a product with its computed bondFee, for any signed-in caller. */
export async function getProduct(db: Kysely<Database>, actor: Actor, id: string) {
  const user = requireUser(actor);
  const row = await db.selectFrom('product').selectAll().where('id', '=', asId(id)).executeTakeFirst();
  if (!row) throw notFound(products().title);
  return withVersion(present(db, products(), user, row), versionOf(row));
}
