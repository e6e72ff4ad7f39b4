import type { Random } from '#engine/runtime/seeded-random.ts';

import { addDays, isoDate, stamps } from './clock.ts';
import { emailLocal, person } from './people.ts';
import type { SeededProperty } from './properties.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';

export interface SeededLead {
  id: string;
  type: 'lead' | 'partner' | 'corporate' | 'Others';
  source?: string;
  property?: SeededProperty;
  created: Date;
}

const UTM = ['google', 'instagram', 'facebook', 'newsletter', 'referral', 'college-fair', 'youtube'];
const COMPANIES = [
  'Sarvam Softech',
  'Trident Analytics',
  'Kaveri Systems',
  'Bluepine Fintech',
  'Northstar Consulting',
  'Meghdoot Logistics',
  'Orbit Retail',
  'Indus Health Labs',
];
const OPERATORS = [
  'Greenfield Co-Living',
  'StayWell PG Network',
  'Urban Roost Homes',
  'Campus Corner Hostels',
  'Harbour Stays',
  'Lakeview Residences',
];
const SIZES = ['1-50', '51-100', '101-250', '251-500', '500+'] as const;
const CONTACT_MESSAGES = [
  'How long does it take to get a bond after my eligibility is approved?',
  'My landlord wants to know how claims are settled. Can someone call him?',
  'Can I transfer my bond when I move to another city?',
  'I cancelled within 72 hours of check-in. When will the refund reach my wallet?',
  'Do you cover PGs near my college in Kota?',
];

/** Leads of all four types over the last year (more recent ones more often), with visits and shortlists. */
export async function seedLeads(ctx: SeedContext, properties: SeededProperty[]): Promise<SeededLead[]> {
  const rng = ctx.rng.fork('leads');
  const active = properties.filter((p) => p.status === 'active');
  const colleges = active.filter((p) => p.college);
  const leads: Omit<SeededLead, 'id'>[] = [];
  const rows: SeedRow<'lead'>[] = [];
  const when = () => {
    const days = Math.floor(364 * Math.pow(rng.next(), 1.3));
    return ctx.clock.ago(rng, days, days);
  };

  const base = (created: Date, type: SeededLead['type']) => {
    const p = person(rng);
    return {
      name: p.first,
      lastName: p.last,
      email: `${emailLocal(p)}${rng.int(1, 99)}@example.com`,
      phone: `91${rng.int(6, 9)}${rng.digits(9)}`,
      type,
      isPhoneVerified: rng.chance(0.6),
      ...stamps(created),
    } satisfies SeedRow<'lead'>;
  };
  const push = (lead: Omit<SeededLead, 'id'>, row: SeedRow<'lead'>) => {
    leads.push(lead);
    rows.push(row);
  };

  for (let i = 0; i < 110; i++) {
    const created = when();
    const property = rng.chance(0.55) ? rng.pick(active) : undefined;
    const booking = i % 6 === 0 && colleges.length > 0;
    const target = booking ? rng.pick(colleges) : property;
    const source = booking ? 'college-booking' : target ? 'property-details' : 'landing-popup';
    const row: SeedRow<'lead'> = {
      ...base(created, 'lead'),
      entityName: 'tenant',
      source,
      utm_source: rng.pick(UTM),
      agreeToContact: true,
      interestedInNivaas: rng.chance(0.9),
      ...(target
        ? {
            propertyId: target.id,
            city: target.city,
            locality: target.locality,
            propertyType: target.propertyType,
            budget: Math.max(5_000, Math.ceil(target.expectedRent / 5_000) * 5_000),
          }
        : localityOf(rng, active)),
    };
    push({ type: 'lead', source, property: target, created }, row);
  }
  for (const [n, entity] of OPERATORS.entries()) {
    const created = when();
    push(
      { type: 'partner', created },
      {
        ...base(created, 'partner'),
        entityName: entity,
        webSite: `https://www.${entity.toLowerCase().replace(/[^a-z]/g, '')}.example`,
        content: `We run ${rng.int(4, 40)} properties and would like to offer Nivaas bonds to our tenants.`,
        source: 'partners-page',
        ...(n % 2 ? { city: rng.pick(active).city } : {}),
      },
    );
  }
  for (let i = 0; i < 10; i++) {
    const created = when();
    push(
      { type: 'corporate', created },
      {
        ...base(created, 'corporate'),
        entityName: rng.pick(COMPANIES),
        designation: rng.pick(['HR Manager', 'Admin Head', 'Talent Acquisition Lead', 'Facilities Manager']),
        companySize: rng.pick(SIZES),
        content: 'We relocate new joiners every quarter and want deposit-free housing for them.',
        source: 'corporates-page',
      },
    );
  }
  for (let i = 0; i < 14; i++) {
    const created = when();
    push(
      { type: 'Others', created },
      {
        ...base(created, 'Others'),
        content: rng.pick(CONTACT_MESSAGES),
        source: 'contact-us',
        ...(rng.chance(0.4)
          ? { campaignKey: rng.pick(['zero-deposit-week', 'kota-admissions', 'festive-offer']) }
          : {}),
      },
    );
  }
  const ids = await ctx.writer.insert('lead', rows);
  const seeded = leads.map((l, i) => ({ ...l, id: ids[i] }));
  await seedVisitsAndShortlists(ctx, rng, seeded, active);
  return seeded;
}

function localityOf(rng: Random, active: SeededProperty[]): Partial<SeedRow<'lead'>> {
  const p = rng.pick(active);
  return { city: p.city, locality: p.locality };
}

const SLOTS = [
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
  '19:00',
  '20:00',
  '21:00',
  '22:00',
] as const;

async function seedVisitsAndShortlists(
  ctx: SeedContext,
  rng: Random,
  leads: SeededLead[],
  active: SeededProperty[],
): Promise<void> {
  const visits: SeedRow<'visit'>[] = [];
  const shortlists: SeedRow<'shortlist'>[] = [];
  const booked = new Set<string>();
  // Upcoming visits: from today to the end of next month.
  const endOfNextMonth = new Date(Date.UTC(ctx.clock.now.getUTCFullYear(), ctx.clock.now.getUTCMonth() + 2, 0));
  const daysLeft = Math.max(0, -ctx.clock.daysSince(endOfNextMonth));
  for (const lead of leads.filter((l) => l.type === 'lead')) {
    const picks = [
      ...(lead.property ? [lead.property] : []),
      ...rng.sample(
        active.filter((p) => p.city === (lead.property?.city ?? p.city)),
        rng.int(0, 3),
      ),
    ];
    for (const [n, property] of [...new Set(picks)].entries()) {
      const upcoming = ctx.clock.daysSince(lead.created) < 10;
      const visit = n === 0 && rng.chance(0.55);
      if (visit) {
        const date = isoDate(
          upcoming ? addDays(ctx.clock.now, rng.int(0, daysLeft)) : addDays(lead.created, rng.int(1, 6)),
        );
        const slot = rng.pick(SLOTS);
        if (booked.has(`${property.id}|${date}|${slot}`)) continue;
        booked.add(`${property.id}|${date}|${slot}`);
        const status = upcoming
          ? rng.pick(['scheduled', 'scheduled', 'rescheduled'] as const)
          : rng.pick(['done', 'done', 'done', 'cancelled'] as const);
        visits.push({
          propertyId: property.id,
          landlordId: property.landlordId,
          userLeadId: lead.id,
          scheduledVisitDate: date,
          scheduledVisitTimeSlot: slot,
          status,
          ...stamps(lead.created, ctx.clock.after(rng, lead.created, 3)),
        });
      }
      shortlists.push({
        propertyId: property.id,
        userLeadId: lead.id,
        isVisistScheduled: visit,
        utm_source: rng.pick(UTM),
        ...stamps(ctx.clock.after(rng, lead.created, 1)),
      });
    }
  }
  await ctx.writer.insert('visit', visits);
  await ctx.writer.insert('shortlist', shortlists);
}
