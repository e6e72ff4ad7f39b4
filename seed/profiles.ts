import type { Random } from '#engine/runtime/seeded-random.ts';
import type { City } from '#generated/enums.ts';

import { cityInfo } from './cities.ts';
import { stamps } from './clock.ts';
import { aadhaar, birthDate, emailLocal, pan, person, PhoneBook } from './people.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import { HOME_TOWNS, houseFor, streetFor } from './streets.ts';
import { type TenantFinances, tenantFinances } from './tenant-finances.ts';
import type { SeededUser, SeededUsers } from './users.ts';

export interface SeededProfiles {
  finances: Map<string, TenantFinances>;
  /** Co-applicant ids by tenant id. */
  coApplicants: Map<string, string[]>;
}

const EDUCATION = [
  'B.Tech, Computer Science',
  'B.Com',
  'MBA, Finance',
  'B.Sc, Physics',
  'BBA',
  'M.Tech',
  'B.Arch',
  'CA',
  'Class XII (pursuing JEE coaching)',
  'MBBS (pursuing)',
];
const PARENT_JOBS = ['Salaried', 'Self Employed'] as const;

/** Co-applicants, one profile per user, current and permanent addresses, and uploaded documents. */
export async function seedProfiles(ctx: SeedContext, users: SeededUsers): Promise<SeededProfiles> {
  const rng = ctx.rng.fork('profiles');
  const phones = new PhoneBook(rng.fork('co-applicant-phones'));
  for (const u of users.all) phones.reserve(u.phone);
  const finances = new Map<string, TenantFinances>();
  for (const t of users.tenants) finances.set(t.id, tenantFinances(rng, t));

  // Co-applicants: a parent for students, a spouse or sibling for some others.
  const coRows: SeedRow<'co-applicant'>[] = [];
  const coOwners: string[] = [];
  for (const t of users.tenants) {
    const f = finances.get(t.id)!;
    if (!f.coApplicantIncome) continue;
    const relation =
      f.employment === 'Unemployed'
        ? rng.pick(['father', 'mother'] as const)
        : rng.pick(['spouse', 'brother', 'sister', 'none'] as const);
    const p = person(
      rng,
      relation === 'father' || relation === 'brother'
        ? 'male'
        : relation === 'mother' || relation === 'sister'
          ? 'female'
          : undefined,
    );
    const parent = relation === 'father' || relation === 'mother';
    const name = parent || relation === 'brother' || relation === 'sister' ? `${p.first} ${t.last}` : p.name;
    const town = rng.pick(HOME_TOWNS);
    coRows.push({
      tenantId: t.id,
      name,
      relation,
      phone: phones.next(),
      email: `${emailLocal({ first: p.first, last: parent ? t.last : p.last })}@example.com`,
      ...(relation === 'none' ? {} : { dob: birthDate(rng, ctx.clock.now, parent ? 45 : 22, parent ? 60 : 36) }),
      employment: rng.pick(PARENT_JOBS),
      monthlyIncome: f.coApplicantIncome,
      additionalMonthlyIncome: 0,
      addresses: [
        {
          addressType: 'permanent',
          pin: town.pin,
          street: 'Main Road',
          house: houseFor(rng, 'house'),
          locality: town.locality,
          city: town.city,
          state: town.state,
        },
      ],
      docs: [{ docType: 'PAN', docUrl: ctx.files.docs['pan-card'] }],
      ...stamps(ctx.clock.after(rng, t.created, 3)),
    });
    coOwners.push(t.id);
  }
  const coIds = await ctx.writer.insert('co-applicant', coRows);
  const coApplicants = new Map<string, string[]>();
  coIds.forEach((id, i) => coApplicants.set(coOwners[i], [...(coApplicants.get(coOwners[i]) ?? []), id]));

  const registered = users.all.filter((u) => u.name);
  await ctx.writer.insert(
    'profile',
    registered.map((u) => profileRow(rng, u, finances.get(u.id), coApplicants.get(u.id))),
  );
  await ctx.writer.insert(
    'address',
    registered.flatMap((u) => addressRows(rng, u)),
  );
  await ctx.writer.insert(
    'document',
    registered.flatMap((u) => documentRows(ctx, rng, u, finances.get(u.id))),
  );
  return { finances, coApplicants };
}

function profileRow(
  rng: Random,
  u: SeededUser,
  f: TenantFinances | undefined,
  co: string[] | undefined,
): SeedRow<'profile'> {
  const settled = u.demo !== undefined || u.eligibility === 'eligible' || u.userType !== 'tenant';
  const row: SeedRow<'profile'> = {
    userId: u.id,
    userType: u.userType,
    ...(u.role && u.userType === 'internal' ? { role: u.role } : {}),
    aadhar: aadhaar(rng),
    pan: pan(rng, u.last),
    education: rng.pick(EDUCATION),
    isPhoneVerified: settled || rng.chance(0.6),
    isAdhaarVerified: settled || rng.chance(0.4),
    ...stamps(u.created),
  };
  if (u.userType === 'tenant' && f) {
    row.tenantCode = u.code;
    row.employmentDetails = {
      employment: f.employment,
      monthlyIncome: f.monthlyIncome,
      additionalMonthlyIncome: f.additionalMonthlyIncome,
      workEmail: f.workEmail,
      isWorkEmailVerified: settled || rng.chance(0.5),
    };
    row.isWorkEmailVerified = row.employmentDetails.isWorkEmailVerified;
    row.isOfferLetterVerified = f.employment === 'Salaried - Yet to join' ? settled : false;
    if (f.maxEligibilityAmount) row.maxEligibilityAmount = f.maxEligibilityAmount;
    if (co?.length) row.coApplicants = co;
  }
  if (u.userType === 'landlord') row.landlordCode = u.code;
  return row;
}

function addressRows(rng: Random, u: SeededUser): SeedRow<'address'>[] {
  const here = cityInfo(u.city);
  const loc = rng.pick(here.localities);
  const current: SeedRow<'address'> = {
    userId: u.id,
    addressType: 'current',
    pin: loc.pin,
    street: streetFor(rng, u.city as City, loc.name),
    house: houseFor(rng, rng.pick(['flat', 'house', 'pg'] as const)),
    locality: loc.name,
    city: u.city,
    state: here.state,
    ...stamps(u.created),
  };
  const town = rng.pick(HOME_TOWNS);
  const permanent: SeedRow<'address'> =
    u.userType === 'landlord'
      ? { ...current, addressType: 'permanent', house: houseFor(rng, 'house') }
      : {
          userId: u.id,
          addressType: 'permanent',
          pin: town.pin,
          street: rng.pick(['Station Road', 'Civil Lines', 'Main Road', 'Temple Street']),
          house: houseFor(rng, 'house'),
          locality: town.locality,
          city: town.city,
          state: town.state,
          ...stamps(u.created),
        };
  if (u.userType === 'internal' || u.userType === 'partner') return [current];
  if (u.userType === 'tenant' && u.eligibility === 'none' && !u.demo) return rng.chance(0.5) ? [current] : [];
  return [current, permanent];
}

function documentRows(
  ctx: SeedContext,
  rng: Random,
  u: SeededUser,
  f: TenantFinances | undefined,
): SeedRow<'document'>[] {
  const docs = ctx.files.docs;
  const verified = u.eligibility === 'eligible' || u.userType === 'landlord';
  const doc = (
    docType: SeedRow<'document'>['docType'],
    docUrl: string,
    docId: string,
    metadata: string,
  ): SeedRow<'document'> => ({
    userId: u.id,
    docType,
    docUrl,
    docId,
    metadata,
    isVerified: verified,
    ...stamps(ctx.clock.after(rng, u.created, 4)),
  });
  if (u.userType === 'landlord')
    return [doc('PAN', docs['pan-card'], pan(rng, u.last), `Name on card: ${u.name.toUpperCase()}`)];
  if (u.userType !== 'tenant' || !f || u.eligibility === 'none') return [];
  const out = [
    doc('PAN', docs['pan-card'], pan(rng, u.last), `Name on card: ${u.name.toUpperCase()}`),
    doc('ADHAAR', docs['aadhaar-card'], `XXXXXXXX${rng.digits(4)}`, 'Masked Aadhaar, issued by UIDAI'),
  ];
  if (f.employment === 'Salaried')
    out.push(
      doc(
        'SALARY_SLIP',
        docs['salary-slip'],
        `SAL-${rng.digits(6)}`,
        `${f.company ?? 'Employer'}, last month's salary slip`,
      ),
    );
  if (f.employment === 'Salaried - Yet to join')
    out.push(
      doc('OFFER_LETTER', docs['offer-letter'], `OL-${rng.digits(6)}`, `Offer letter from ${f.company ?? 'employer'}`),
    );
  if (f.employment === 'Self Employed' || rng.chance(0.3))
    out.push(
      doc('BANK_STATEMENT', docs['bank-statement'], `STMT-${rng.digits(8)}`, 'Bank statement for the last 3 months'),
    );
  return out;
}
