import { sql } from 'kysely';

import type { HighlightItem } from '#client/dashboard-types.ts';
import { grouped } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { forbidden } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { fillMessage, messages } from '#generated/messages.ts';
import { isTenant, requireUser } from '#server/http/guards.server.ts';

/** How long a process keeps the figures before counting again. */
export const HIGHLIGHTS_CACHE_MS = 60_000;

const text = messages.dashboard;

const cache = new WeakMap<object, { at: number; items: HighlightItem[] }>();

/** The live figures: active bonds and the guarantee value they hold, live listings and their cities, college partners. */
async function figures(db: Db): Promise<HighlightItem[]> {
  const [bonds, listings] = await Promise.all([
    db
      .selectFrom('bond')
      .where('status', '=', 'Active')
      .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum("bondAmount"), 0)`.as('value')])
      .executeTakeFirst(),
    db
      .selectFrom('property')
      .where('status', '=', 'active')
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`count(distinct "city")`.as('cities'),
        sql<number>`count(distinct "collegePartnerName")`.as('colleges'),
      ])
      .executeTakeFirst(),
  ]);
  const cities = Number(listings?.cities ?? 0);
  return [
    {
      id: 'active-bonds',
      value: Number(bonds?.count ?? 0),
      type: 'plain',
      title: text.activeBondsTitle,
      description: text.activeBondsText,
    },
    {
      id: 'deposits-replaced',
      value: Number(bonds?.value ?? 0),
      type: 'currency',
      title: text.depositsReplacedTitle,
      description: text.depositsReplacedText,
    },
    {
      id: 'live-listings',
      value: Number(listings?.count ?? 0),
      type: 'plain',
      title: text.liveListingsTitle,
      description: fillMessage(text.liveListingsText, {
        cities: `${grouped(cities)} ${cities === 1 ? 'city' : 'cities'}`,
      }),
    },
    {
      id: 'college-partners',
      value: Number(listings?.colleges ?? 0),
      type: 'plain',
      title: text.collegePartnersTitle,
      description: text.collegePartnersText,
    },
  ];
}

/**
 * GET /dashboard/highlights: the Highlights carousel (spec 002 §2). The figures are counted from the data (kept for
 * HIGHLIGHTS_CACHE_MS per process, never stored as text), then the stored highlights (what the product
 * promises, edited as the highlight resource) in their order.
 */
export async function dashboardHighlights(db: Db, actor: Actor): Promise<{ results: HighlightItem[] }> {
  const user = requireUser(actor);
  if (isTenant(user)) throw forbidden(messages.dashboard.forStaffAndLandlords);
  let cached = cache.get(db);
  if (!cached || Date.now() - cached.at >= HIGHLIGHTS_CACHE_MS) {
    cached = { at: Date.now(), items: await figures(db) };
    cache.set(db, cached);
  }
  const stored = await db
    .selectFrom('highlight')
    .select(['id', 'title', 'description'])
    .orderBy('order')
    .orderBy('createdAt')
    .execute();
  return {
    results: [
      ...cached.items,
      ...stored.map((h) => ({ id: h.id, title: h.title, ...(h.description ? { description: h.description } : {}) })),
    ],
  };
}
