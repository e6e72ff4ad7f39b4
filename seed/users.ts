import type { Random } from '#engine/runtime/seeded-random.ts';
import type { City } from '#generated/enums.ts';

import { CITIES } from './cities.ts';
import { stamps } from './clock.ts';
import { DEMO_LOGINS, type DemoKey, type SeedUserType } from './demo-logins.ts';
import { birthDate, emailLocal, type Gender, person, PhoneBook } from './people.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';

export type EligibilityStatus = 'requested' | 'eligible' | 'basiceligible' | 'ineligible' | 'none';

export interface SeededUser {
  id: string;
  email: string;
  name: string;
  first: string;
  last: string;
  gender: Gender;
  userType: SeedUserType;
  role?: string;
  phone: string;
  city: City;
  created: Date;
  code?: string;
  demo?: DemoKey;
  eligibility?: EligibilityStatus;
  /** The partner who onboarded this tenant. */
  partnerId?: string;
  avatar?: string;
}

export interface SeededUsers {
  all: SeededUser[];
  tenants: SeededUser[];
  landlords: SeededUser[];
  partners: SeededUser[];
  employees: SeededUser[];
  demo: Record<DemoKey, SeededUser>;
  /** Staff invited by the admin who have not registered yet (no name: 'Invitation sent'). */
  invited: { id: string; email: string; role: string; created: Date }[];
}

/** Tenants besides the demo ones, by eligibility status. */
const TENANTS_BY_STATUS: [EligibilityStatus, number][] = [
  ['eligible', 34],
  ['basiceligible', 8],
  ['requested', 10],
  ['ineligible', 10],
  ['none', 8],
];
const MORE_LANDLORDS = 14;
const MORE_PARTNERS = 4;
const MORE_EMPLOYEES: [string, string][] = [
  ['underwriter', 'Underwriter'],
  ['staff', 'Operations Executive'],
  ['staff', 'Relationship Manager'],
  ['financeHead', 'Finance Manager'],
];
const PARTNER_FIRMS = ['HomeGrid Realty', 'CampusNest Stays', 'MetroKey Living', 'TrueHost Rentals'];
const DOMAINS = ['example.com', 'example.org', 'example.net'];

/** Inserts staff, landlords and partners, then tenants (some onboarded by partners) and two pending invitations. */
export async function seedUsers(ctx: SeedContext, passwordHash: string): Promise<SeededUsers> {
  const rng = ctx.rng.fork('users');
  const phones = new PhoneBook(rng.fork('phones'));
  const emails = new Set<string>();
  const codes = { tenant: 10000, landlord: 20000 };
  const refer = new Set<string>();
  const users: (SeededUser & { row: SeedRow<'user'> })[] = [];

  const make = (
    u: Omit<SeededUser, 'id' | 'created' | 'avatar'>,
    created: Date,
    extra: Partial<SeedRow<'user'>> = {},
  ) => {
    if (emails.has(u.email)) throw new Error(`duplicate e-mail ${u.email}`);
    emails.add(u.email);
    const avatar = u.demo || rng.chance(0.55) ? rng.pick(ctx.files.portraits) : undefined;
    const code =
      u.userType === 'tenant'
        ? `NVT${++codes.tenant}`
        : u.userType === 'landlord'
          ? `NVL${++codes.landlord}`
          : undefined;
    const verified = u.demo !== undefined || rng.chance(0.85);
    const row: SeedRow<'user'> = {
      userType: u.userType,
      type: u.userType === 'internal' ? 'employee' : u.userType,
      name: u.name,
      email: u.email,
      phone: u.phone,
      gender: u.gender,
      dob: birthDate(rng, ctx.clock.now, ...AGES[u.userType]),
      ...(avatar ? { avatar } : {}),
      ...(u.role ? { role: u.role } : {}),
      isEmailVerified: verified,
      isPhoneVerified: verified || rng.chance(0.5),
      password: passwordHash,
      ...(u.userType === 'tenant' ? { tenantCode: code } : u.userType === 'landlord' ? { landlordCode: code } : {}),
      referCode: referCode(rng, refer),
      ...stamps(created, ctx.clock.after(rng, created, 20)),
      ...extra,
    };
    users.push({ ...u, id: '', created, code, avatar, row });
  };

  for (const d of DEMO_LOGINS) {
    const [first, last] = d.name.split(' ');
    make(
      { ...d, first, last, demo: d.key, phone: phones.reserve(d.phone) },
      ctx.clock.ago(rng, 364, 345),
      d.designation ? { designation: d.designation } : {},
    );
  }
  const newcomer = (
    userType: SeedUserType,
    minDays: number,
    maxDays: number,
    role?: string,
    designation?: string,
    city?: City,
  ) => {
    const p = person(rng);
    const email = uniqueEmail(emailLocal(p), rng, emails);
    make(
      { ...p, email, userType, role, phone: phones.next(), city: city ?? homeCity(rng) },
      ctx.clock.ago(rng, minDays, maxDays),
      designation ? { designation } : {},
    );
  };
  for (const [role, designation] of MORE_EMPLOYEES) newcomer('internal', 300, 340, role, designation);
  for (let i = 0; i < MORE_LANDLORDS; i++)
    newcomer('landlord', 180, 345, undefined, rng.chance(0.4) ? 'Property Owner' : undefined);
  PARTNER_FIRMS.slice(0, MORE_PARTNERS).forEach((firm) =>
    newcomer('partner', 200, 330, 'partner', `Business Head, ${firm}`),
  );

  const firstBatch = users.splice(0);
  const firstIds = await ctx.writer.insert(
    'user',
    firstBatch.map((u) => u.row),
  );
  firstBatch.forEach((u, i) => (u.id = firstIds[i]));
  const partners = firstBatch.filter((u) => u.userType === 'partner');
  const admin = firstBatch.find((u) => u.demo === 'admin')!;

  // Tenants: every eligibility status, registered over the last 12 months; some onboarded by a partner.
  for (const [status, count] of TENANTS_BY_STATUS) {
    for (let i = 0; i < count; i++) {
      const [newest, oldest] = status === 'eligible' ? [10, 360] : [2, 330];
      const p = person(rng);
      const partner = rng.chance(0.15) ? rng.pick(partners) : undefined;
      const extra: Partial<SeedRow<'user'>> = partner
        ? { invitedBy: partner.id, externalId: `${partner.first.slice(0, 2).toUpperCase()}-${rng.digits(7)}` }
        : {};
      make(
        {
          ...p,
          email: uniqueEmail(emailLocal(p), rng, emails),
          userType: 'tenant',
          phone: phones.next(),
          city: homeCity(rng),
          eligibility: status,
          partnerId: partner?.id,
        },
        partner
          ? ctx.clock.between(rng, partner.created, ctx.clock.daysAgo(newest))
          : ctx.clock.ago(rng, newest, oldest),
        extra,
      );
    }
  }
  for (const u of firstBatch) if (u.demo === 'tenant' || u.demo === 'newtenant') u.eligibility = 'eligible';
  const secondBatch = users.splice(0);
  const invited = ['vikram.ops', 'meera.support'].map((local, i) => ({
    id: '',
    email: `${local}@nivaas.test`,
    role: 'staff',
    created: ctx.clock.ago(rng, 3 + i * 4, 6 + i * 4),
  }));
  const secondIds = await ctx.writer.insert('user', [
    ...secondBatch.map((u) => u.row),
    ...invited.map((u) => ({
      userType: 'internal' as const,
      type: 'employee' as const,
      email: u.email,
      role: u.role,
      invitedBy: admin.id,
      ...stamps(u.created),
    })),
  ]);
  secondBatch.forEach((u, i) => (u.id = secondIds[i]));
  invited.forEach((u, i) => (u.id = secondIds[secondBatch.length + i]));

  const all: SeededUser[] = [...firstBatch, ...secondBatch].map(({ row: _row, ...u }) => u);
  const demo = Object.fromEntries(all.filter((u) => u.demo).map((u) => [u.demo, u])) as Record<DemoKey, SeededUser>;
  return {
    all,
    tenants: all.filter((u) => u.userType === 'tenant'),
    landlords: all.filter((u) => u.userType === 'landlord'),
    partners: all.filter((u) => u.userType === 'partner'),
    employees: all.filter((u) => u.userType === 'internal'),
    demo,
    invited,
  };
}

const AGES: Record<SeedUserType, [number, number]> = {
  tenant: [19, 38],
  landlord: [34, 68],
  internal: [24, 50],
  partner: [28, 52],
};

function homeCity(rng: Random): City {
  return rng.weighted(CITIES.map((c) => [c.city, c.weight] as const));
}

function uniqueEmail(local: string, rng: Random, used: Set<string>): string {
  const domain = rng.pick(DOMAINS);
  for (let n = 0; ; n++) {
    const email = `${local}${n === 0 ? '' : n + 1}@${domain}`;
    if (!used.has(email)) return email;
  }
}

function referCode(rng: Random, used: Set<string>): string {
  for (;;) {
    const code = `NIV${rng.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`;
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}
