import type { FastifyInstance } from 'fastify';
import { notFound } from '#engine/runtime/errors.ts';
import { hasPermission } from '#engine/runtime/resources/access.server.ts';
import { createRecord, present, updateRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import type { DomainContext } from '../domain-context.ts';
import { requireUser } from '../http/guards.server.ts';
import { asId } from '#engine/runtime/request-input.ts';
import { addRoute } from '../http/route.server.ts';
import { listProducts } from './product-list.server.ts';
import { withoutComputed } from './product-hooks.server.ts';

/** Products and their catalogue (asset classes, categories, coverages, limits, rules, subscriptions). */
export async function registerProducts(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const products = resource('product')!;
  const tag = products.title;
  addRoute(app, ctx, {
    method: 'GET', path: '/products', tag, summary: 'List products (50 a page; name matches part of the name)', response: 'list:product',
    handler: async (req) => listProducts(ctx.db, requireUser(req.actor), req.query ?? {}),
  });
  addRoute(app, ctx, {
    method: 'GET', path: '/products/permission', tag, summary: "The caller's permissions on products",
    handler: async (req) => {
      const actor = requireUser(req.actor);
      const granted = actor.admin ? ['create', 'update', 'delete'] : actor.internal ? actor.permissions[products.module] ?? [] : [];
      const can = (what: string) => actor.internal && hasPermission(actor, products.module, what);
      return { module: products.module, permissions: granted, create: can('create'), update: can('update'), delete: can('delete') };
    },
  });
  addRoute(app, ctx, {
    method: 'GET', path: '/products/:id', tag, summary: 'A product, with its computed bondFee', response: 'product',
    handler: async (req) => {
      const actor = requireUser(req.actor);
      const row = await ctx.db.selectFrom('product').selectAll().where('id', '=', asId(req.params.id)).executeTakeFirst();
      if (!row) throw notFound(products.title);
      return present(products, actor, row as any);
    },
  });
  addRoute(app, ctx, {
    method: 'POST', path: '/products', tag, summary: 'Create a product (computed fields sent back are ignored)', body: 'product', response: 'product',
    handler: async (req, reply) => reply.status(201).send(await createRecord(ctx.db, products, withoutComputed(req.body), req.actor)),
  });
  addRoute(app, ctx, {
    method: 'PATCH', path: '/products/:id', tag, summary: 'Update a product (computed fields sent back are ignored)', body: 'product', response: 'product',
    handler: async (req) => updateRecord(ctx.db, products, req.params.id, withoutComputed(req.body), req.actor),
  });
}
