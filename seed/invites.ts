import { stamps } from './clock.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import type { SeededUsers } from './users.ts';

/**
 * Invitations: the admin's to the registered staff and partners (accepted) and the pending ones; partner@'s to
 * the two newest landlords, so the partner's Landlords tab lists the landlords they onboarded (spec 002 §2).
 */
export async function seedInvites(ctx: SeedContext, users: SeededUsers): Promise<void> {
  const rng = ctx.rng.fork('invites');
  const admin = users.demo.admin;
  const joined: SeedRow<'invite'>[] = users.all
    .filter((u) => (u.userType === 'internal' || u.userType === 'partner') && u.id !== admin.id && u.role)
    .map((u) => {
      const sent = new Date(u.created.getTime() - rng.int(1, 72) * 3_600_000);
      return {
        inviteeEmail: u.email,
        role: u.role!,
        userType: u.userType,
        invitedBy: admin.id,
        status: 'accepted',
        ...stamps(sent, u.created),
      };
    });
  const pending: SeedRow<'invite'>[] = users.invited.map((u) => ({
    inviteeEmail: u.email,
    role: u.role,
    userType: 'internal',
    invitedBy: admin.id,
    status: 'sent',
    ...stamps(u.created),
  }));
  const partner = users.demo.partner;
  const onboarded: SeedRow<'invite'>[] = users.landlords
    .filter((u) => !u.demo)
    .sort((a, b) => b.created.getTime() - a.created.getTime())
    .slice(0, 2)
    .map((u) => ({
      inviteeEmail: u.email,
      role: 'landlord',
      userType: 'landlord',
      invitedBy: partner.id,
      status: 'accepted',
      ...stamps(new Date(u.created.getTime() - 3_600_000), u.created),
    }));
  const rows = [...joined, ...pending, ...onboarded];
  await ctx.writer.insert('invite', rows);
}
