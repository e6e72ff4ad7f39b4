import { versioned, writeConditions } from '#engine/runtime/http/record-version-headers.server.ts';
import { createRecord, updateRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';

import type { DomainContext } from '../domain-context.ts';
import { requireUser } from '../http/guards.server.ts';
import type { Endpoint } from '../http/route.server.ts';
import { withoutComputed } from './hooks.server.ts';
import { listProducts } from './operations/product-list.server.ts';
import { getProduct, productPermissions } from './operations/product-read.server.ts';

/** Products and their catalogue (asset classes, categories, coverages, limits, rules, subscriptions). */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const products = resource('product');
  const tag = products.title;
  return [
    {
      method: 'GET',
      url: '/api/v1/products',
      tags: [tag],
      summary: 'List products (50 a page; name matches part of the name)',
      response: 'list:product',
      handler: async (req) => listProducts(ctx.db, requireUser(req.actor), req.query ?? {}),
    },
    {
      method: 'GET',
      url: '/api/v1/products/permission',
      tags: [tag],
      summary: "The caller's permissions on products",
      handler: async (req) => productPermissions(req.actor),
    },
    {
      method: 'GET',
      url: '/api/v1/products/:id',
      tags: [tag],
      summary: 'A product, with its computed bondFee',
      response: 'product',
      versioned: true,
      handler: async (req, reply) => versioned(reply, await getProduct(ctx.db, req.actor, req.params.id)),
    },
    {
      method: 'POST',
      url: '/api/v1/products',
      tags: [tag],
      summary: 'Create a product (computed fields sent back are ignored)',
      body: 'product',
      response: 'product',
      handler: async (req, reply) =>
        reply.status(201).send(await createRecord(ctx.db, products, withoutComputed(req.body), req.actor)),
    },
    {
      method: 'PATCH',
      url: '/api/v1/products/:id',
      tags: [tag],
      summary: 'Update a product (computed fields sent back are ignored)',
      body: 'product',
      response: 'product',
      versioned: true,
      handler: async (req, reply) =>
        versioned(
          reply,
          await updateRecord(
            ctx.db,
            products,
            req.params.id,
            withoutComputed(req.body),
            req.actor,
            writeConditions(req),
          ),
        ),
    },
  ];
}
