import type { SeededBond } from './bonds';
import type { SeededRequest } from './bond-requests';
import type { SeededClaim } from './claims';
import { stamps } from './clock';
import type { SeededProperty } from './properties';
import type { SeedContext, SeedRow } from './seed-context';
import type { SeededUsers } from './users';

type Row = SeedRow<'notification'>;
const REQUEST_TYPE = { buy: 'bondRequest', transfer: 'transferRequest', cancel: 'cancelRequest', inspection: 'general' } as const;
const REQUEST_TITLE = { buy: 'New bond request', transfer: 'Bond transfer request', cancel: 'Bond cancellation request', inspection: 'Inspection Report Submitted' } as const;
const REQUEST_NAME = { buy: 'bond request', transfer: 'transfer request', cancel: 'cancellation request', inspection: 'move-in report' } as const;

/** In-app notifications for requests and their answers, claims, payments, attached products and invitations. */
export async function seedNotifications(ctx: SeedContext, users: SeededUsers, properties: SeededProperty[], bonds: SeededBond[], requests: SeededRequest[], claims: SeededClaim[]): Promise<void> {
  const rng = ctx.rng.fork('notifications');
  const byId = new Map(properties.map((p) => [p.id, p]));
  const names = new Map(users.all.map((u) => [u.id, u.name]));
  const rows: Row[] = [];
  const add = (userId: string, type: Row['type'], title: string, message: string, link: string, at: Date) =>
    rows.push({ userId, type, title, message, link, read: ctx.clock.daysSince(at) > 7 ? rng.chance(0.85) : rng.chance(0.2), ...stamps(at) });

  for (const r of requests) {
    const property = byId.get(r.propertyId)!;
    add(r.landlordId, REQUEST_TYPE[r.type], REQUEST_TITLE[r.type], `${names.get(r.userId)} sent a ${REQUEST_NAME[r.type]} for ${property.name}.`, '/home/dashboard', r.created);
    if (r.status !== 'pending') {
      const accepted = r.status === 'accepted';
      add(r.userId, accepted ? 'requestAccepted' : 'requestRejected', accepted ? 'Request accepted' : 'Request rejected', `Your ${REQUEST_NAME[r.type]} for ${property.name} was ${r.status} by the landlord.`, '/home/dashboard', ctx.clock.after(rng, r.created, 2));
    }
  }
  for (const b of bonds) {
    add(b.tenant.id, 'payment', 'Payment received', `We received ₹${b.finalFee.toLocaleString('en-IN')} for bond ${b.bondId}.`, `/home/bond/pdf/${b.bondId}`, b.created);
  }
  for (const c of claims) {
    add(c.bond.tenant.id, 'claim', 'A claim was raised on your bond', `Claim ${c.claimNumber} was raised on bond ${c.bond.bondId}. Please clear your dues immediately.`, '/home/claims', c.raised);
  }
  for (const owner of [...users.landlords, ...users.partners]) {
    add(owner.id, 'productAttached', 'Product attached', 'Nivaas Rent Guarantee is now available to tenants of your properties.', '/home/dashboard', ctx.clock.after(rng, owner.created, 20));
  }
  const gone = properties.find((p) => p.landlordId === users.demo.landlord.id && p.status === 'inactive');
  if (gone) add(users.demo.landlord.id, 'propertyDeleted', 'Property removed', `${gone.name} was removed from the public listings.`, '/properties', ctx.clock.ago(rng, 5, 20));
  const fresh = users.demo.newtenant;
  add(fresh.id, 'general', 'You are eligible for a Nivaas bond', 'Your eligibility was approved. Choose a property and buy your bond to move in without a deposit.', '/properties', ctx.clock.after(rng, fresh.created, 3));
  for (const invited of users.invited) {
    add(invited.id, 'invite', 'You are invited to Nivaas', 'Complete your registration to join the Nivaas staff console.', '/home/dashboard', invited.created);
  }
  await ctx.writer.insert('notification', rows);
}
