import { stamps } from './clock';
import type { SeedContext, SeedRow } from './seed-context';
import type { SeededUsers } from './users';

/** Invitations sent by the admin: the registered staff and partners (accepted) and the pending ones. */
export async function seedInvites(ctx: SeedContext, users: SeededUsers): Promise<void> {
  const rng = ctx.rng.fork('invites');
  const admin = users.demo.admin;
  const joined: SeedRow<'invite'>[] = users.all
    .filter((u) => (u.userType === 'internal' || u.userType === 'partner') && u.id !== admin.id && u.role)
    .map((u) => {
      const sent = new Date(u.created.getTime() - rng.int(1, 72) * 3_600_000);
      return { inviteeEmail: u.email, role: u.role!, userType: u.userType, invitedBy: admin.id, status: 'accepted', ...stamps(sent, u.created) };
    });
  const pending: SeedRow<'invite'>[] = users.invited.map((u) => ({ inviteeEmail: u.email, role: u.role, userType: 'internal', invitedBy: admin.id, status: 'sent', ...stamps(u.created) }));
  const rows = [...joined, ...pending];
  await ctx.writer.insert('invite', rows);
}
