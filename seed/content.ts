import { CITIES } from './cities.ts';
import { isoDate, stamps } from './clock.ts';
import { faqRows } from './faqs.ts';
import type { SeedContext } from './seed-context.ts';
import { seedSiteSections } from './site-sections.ts';

const TESTIMONIALS = [
  {
    heading: 'Moved in without a ₹60,000 deposit',
    title: 'Ishita Banerjee',
    designation: 'Product Designer, Bengaluru',
    description:
      "I was relocating from Kolkata and every flat in Koramangala wanted three months' deposit. With Nivaas I paid a small yearly fee and moved in the same week.",
  },
  {
    heading: 'The move-in report saved me at check-out',
    title: 'Karthik Subramanian',
    designation: 'Software Engineer, Hyderabad',
    description:
      'I recorded every item when I moved in. When I left, there was no argument about the old scratches on the wardrobe. The bond was released in two days.',
  },
  {
    heading: 'My parents did not have to arrange a deposit',
    title: 'Riya Malhotra',
    designation: 'JEE aspirant, Kota',
    description:
      'My father was my co-applicant and the Student Bond was approved in a day. The PG near my institute accepted it straight away.',
  },
  {
    heading: 'As a landlord I fill rooms faster',
    title: 'Venkat Rao',
    designation: 'Property owner, Gachibowli',
    description:
      'Tenants with a Nivaas bond are already credit-checked, and the one claim I raised for unpaid rent was settled without any follow-up from my side.',
  },
];

const LEADERSHIP = [
  {
    name: 'Anjali Deshpande',
    title: 'Co-founder & Chief Executive Officer',
    description:
      'Fifteen years in retail lending and housing finance; led the first deposit-free rental pilots in Pune and Bengaluru.',
  },
  {
    name: 'Farhan Siddiqui',
    title: 'Co-founder & Chief Technology Officer',
    description:
      'Built credit-decisioning platforms for two digital lenders; leads engineering, data and the underwriting rules engine.',
  },
  {
    name: 'Meera Krishnan',
    title: 'Chief Risk Officer',
    description: 'Former surety underwriter; sets the eligibility policy, product limits and the claims process.',
  },
  {
    name: 'Gaurav Chopra',
    title: 'Chief Business Officer',
    description:
      'Leads partnerships with co-living operators, colleges, coaching institutes and corporates across nine cities.',
  },
  {
    name: 'Lakshmi Nair',
    title: 'Independent Director',
    description: 'Chartered accountant and board member of two housing finance companies; chairs the audit committee.',
  },
];

const PRESS = [
  {
    tag: 'Business Daily',
    title: 'Deposit-free renting reaches nine Indian cities',
    subtitle: 'Rental bonds let tenants keep months of savings while landlords stay covered.',
    slug: 'deposit-free-renting-nine-cities',
    daysAgo: 40,
  },
  {
    tag: 'Tech & Startups',
    title: 'How a surety guarantee is changing the co-living market',
    subtitle: 'Operators report faster occupancy when tenants skip the security deposit.',
    slug: 'surety-guarantee-co-living',
    daysAgo: 120,
  },
  {
    tag: 'Education Weekly',
    title: 'Students in Kota move into PGs without a deposit',
    subtitle: 'Parents join as co-applicants for a one-year student bond.',
    slug: 'kota-students-no-deposit',
    daysAgo: 210,
  },
  {
    tag: 'Real Estate Review',
    title: 'Landlords warm up to rental bonds in the NCR',
    subtitle: 'Claims for unpaid rent and damage are settled against documents, not deposits.',
    slug: 'ncr-landlords-rental-bonds',
    daysAgo: 300,
  },
];

/** FAQs, testimonials, leadership, press, localities per city and the staff dashboard highlights. */
export async function seedContent(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng.fork('content');
  const at = () => stamps(ctx.clock.ago(rng, 300, 360));
  const files = ctx.files;
  await ctx.writer.insert(
    'faq',
    faqRows().map((f) => ({ ...f, ...at() })),
  );
  await ctx.writer.insert(
    'testimonial',
    TESTIMONIALS.map((t, i) => ({ ...t, pic: files.portraits[(i * 3) % files.portraits.length], order: i, ...at() })),
  );
  await ctx.writer.insert(
    'leadership',
    LEADERSHIP.map((l, i) => ({
      ...l,
      photo: files.portraits[(i * 3 + 1) % files.portraits.length],
      order: i,
      ...at(),
    })),
  );
  await ctx.writer.insert(
    'press-item',
    PRESS.map((p, i) => ({
      tag: p.tag,
      title: p.title,
      subtitle: p.subtitle,
      url: `https://news.example.com/${p.slug}`,
      date: isoDate(ctx.clock.daysAgo(p.daysAgo)),
      image: files.press[i % files.press.length],
      ...stamps(ctx.clock.daysAgo(p.daysAgo - 1)),
    })),
  );
  await seedSiteSections(ctx);
  await ctx.writer.insert(
    'city-localities',
    CITIES.map((c) => ({ city: c.city, localities: c.localities.map((l) => l.name), ...at() })),
  );

  // The carousel's figures (active bonds, deposits replaced, listings, colleges) are counted live by
  // GET /dashboard/highlights; only what the product promises is stored.
  const highlights = [
    {
      title: 'Cancellation within 72 hours',
      description: 'Full refund to the wallet within 5 days, with landlord approval.',
    },
    {
      title: 'Fee of 6-9% a year',
      description: "Of the guarantee value, with a minimum guarantee of 2-3 months' rent.",
    },
  ];
  await ctx.writer.insert(
    'highlight',
    highlights.map((h, i) => ({ ...h, order: i, ...stamps(ctx.clock.ago(rng, 0, 2)) })),
  );
}
