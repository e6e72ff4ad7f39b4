import { rupeesWithPaise } from '#domain/format/money.ts';
import { messages } from '#generated/messages.ts';
import { consoleInspectionLink, consoleRequestLink, TENANT_LINKS } from '#server/shared/links.ts';

import type { SeededRequest } from './bond-requests.ts';
import type { SeededBond } from './bonds.ts';
import type { SeededClaim } from './claims.ts';
import { stamps } from './clock.ts';
import type { SeededProperty } from './properties.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import type { SeededUsers } from './users.ts';

type Row = SeedRow<'notification'>;
const REQUEST_TYPE = {
  buy: 'bondRequest',
  transfer: 'transferRequest',
  cancel: 'cancelRequest',
  inspection: 'general',
} as const;
const REQUEST_TITLE = {
  buy: messages.bondRequest.newBuyTitle,
  transfer: messages.bondRequest.newTransferTitle,
  cancel: messages.bondRequest.newCancelTitle,
  inspection: messages.inspection.submittedTitle,
} as const;
const REQUEST_NAME = {
  buy: messages.bondRequest.nameBuy,
  transfer: messages.bondRequest.nameTransfer,
  cancel: messages.bondRequest.nameCancel,
  inspection: messages.bondRequest.nameInspection,
} as const;

/** In-app notifications for requests and their answers, claims, payments, attached products and invitations. */
export async function seedNotifications(
  ctx: SeedContext,
  users: SeededUsers,
  properties: SeededProperty[],
  bonds: SeededBond[],
  requests: SeededRequest[],
  claims: SeededClaim[],
): Promise<void> {
  const rng = ctx.rng.fork('notifications');
  const byId = new Map(properties.map((p) => [p.id, p]));
  const names = new Map(users.all.map((u) => [u.id, u.name]));
  const rows: Row[] = [];
  const add = (userId: string, type: Row['type'], title: string, message: string, link: string, at: Date) =>
    rows.push({
      userId,
      type,
      title,
      message,
      link,
      read: ctx.clock.daysSince(at) > 7 ? rng.chance(0.85) : rng.chance(0.2),
      ...stamps(at),
    });

  for (const r of requests) {
    const property = byId.get(r.propertyId)!;
    const where =
      r.type === 'inspection' && r.bond ? consoleInspectionLink(r.bond.id) : consoleRequestLink(r.type, r.id);
    add(
      r.landlordId,
      REQUEST_TYPE[r.type],
      REQUEST_TITLE[r.type],
      `${names.get(r.userId)} sent a ${REQUEST_NAME[r.type]} for ${property.name}.`,
      where,
      r.created,
    );
    if (r.status === 'pending') continue;
    const answered = ctx.clock.after(rng, r.created, 2);
    // A resolved move-in report is not an accepted request: it has its own title (the notice the server sends when the landlord resolves it).
    if (r.type === 'inspection' && r.status === 'accepted')
      add(
        r.userId,
        'general',
        messages.inspection.resolvedTitle,
        messages.inspection.resolvedText,
        TENANT_LINKS.bondDetails,
        answered,
      );
    else if (r.status === 'accepted')
      add(
        r.userId,
        'requestAccepted',
        'Request accepted',
        `Your ${REQUEST_NAME[r.type]} for ${property.name} was accepted by the landlord.`,
        TENANT_LINKS.dashboard,
        answered,
      );
    else
      add(
        r.userId,
        'requestRejected',
        messages.bondRequest.rejectedTitle,
        `Your ${REQUEST_NAME[r.type]} for ${property.name} was rejected by the landlord.`,
        TENANT_LINKS.dashboard,
        answered,
      );
  }
  for (const b of bonds) {
    add(
      b.tenant.id,
      'payment',
      'Payment received',
      `We received ${rupeesWithPaise(b.finalFee)} for bond ${b.bondId}.`,
      TENANT_LINKS.certificate(b.bondId),
      b.created,
    );
  }
  for (const c of claims) {
    add(
      c.bond.tenant.id,
      'claim',
      'A claim was raised on your bond',
      `Claim ${c.claimNumber} was raised on bond ${c.bond.bondId}. Please clear your dues immediately.`,
      TENANT_LINKS.claims,
      c.raised,
    );
  }
  for (const owner of [...users.landlords, ...users.partners]) {
    add(
      owner.id,
      'productAttached',
      'Product attached',
      'Nivaas Rent Guarantee is now available to tenants of your properties.',
      '/admin/home/dashboard',
      ctx.clock.after(rng, owner.created, 20),
    );
  }
  const gone = properties.find((p) => p.landlordId === users.demo.landlord.id && p.status === 'inactive');
  if (gone)
    add(
      users.demo.landlord.id,
      'propertyDeleted',
      'Property removed',
      `${gone.name} was removed from the public listings.`,
      '/admin/property',
      ctx.clock.ago(rng, 5, 20),
    );
  const fresh = users.demo.newtenant;
  add(
    fresh.id,
    'general',
    'You are eligible for a Nivaas bond',
    'Your eligibility was approved. Choose a property and buy your bond to move in without a deposit.',
    '/properties',
    ctx.clock.after(rng, fresh.created, 3),
  );
  for (const invited of users.invited) {
    add(
      invited.id,
      'invite',
      'You are invited to Nivaas',
      'Complete your registration to join the Nivaas staff console.',
      '/home/dashboard',
      invited.created,
    );
  }
  await ctx.writer.insert('notification', rows);
}
