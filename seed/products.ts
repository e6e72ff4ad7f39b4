import { stamps } from './clock.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import type { SeededUsers } from './users.ts';

type CoverageKey = 'rent' | 'notice' | 'damage' | 'utilities';
type ProductKey = 'rent' | 'student' | 'corporate' | 'family';

/** Coverage names double as claim line types ("one of the product's coverages"). */
export const COVERAGE_NAMES: Record<CoverageKey, string> = {
  rent: 'Unpaid Rent',
  notice: 'Notice / Lock-in Breach',
  damage: 'Property Damage',
  utilities: 'Unpaid Utilities',
};

interface FeatureSpec {
  coverage: CoverageKey;
  asset: 'rent' | 'contents' | 'utilities';
  limit: number;
  weight?: number;
  fee?: number;
}
interface ProductSpec {
  key: ProductKey;
  name: string;
  category: number;
  rule: number;
  bondAmount: number;
  editable: boolean;
  minimumMonths: number;
  tenures: number[];
  discount: number;
  discountWomen: number;
  discountYearly: number;
  discountReason?: string;
  features: FeatureSpec[];
}

const PRODUCTS: ProductSpec[] = [
  {
    key: 'rent',
    name: 'Nivaas Rent Guarantee',
    category: 0,
    rule: 0,
    bondAmount: 60_000,
    editable: true,
    minimumMonths: 2,
    tenures: [1, 2, 3],
    discount: 0,
    discountWomen: 10,
    discountYearly: 0,
    features: [
      { coverage: 'rent', asset: 'rent', limit: 0, weight: 4 },
      { coverage: 'notice', asset: 'rent', limit: 1, weight: 1.5 },
      { coverage: 'damage', asset: 'contents', limit: 2, weight: 1 },
      { coverage: 'utilities', asset: 'utilities', limit: 3, weight: 0.5 },
    ],
  },
  {
    key: 'student',
    name: 'Nivaas Student Bond',
    category: 1,
    rule: 1,
    bondAmount: 30_000,
    editable: true,
    minimumMonths: 2,
    tenures: [1],
    discount: 5,
    discountWomen: 10,
    discountYearly: 0,
    discountReason: 'Students of partner colleges and coaching institutes',
    features: [
      { coverage: 'rent', asset: 'rent', limit: 0, weight: 6 },
      { coverage: 'damage', asset: 'contents', limit: 2, fee: 150 },
    ],
  },
  {
    key: 'corporate',
    name: 'Nivaas Corporate Cover',
    category: 2,
    rule: 2,
    bondAmount: 150_000,
    editable: false,
    minimumMonths: 3,
    tenures: [1, 2, 3, 4, 5],
    discount: 0,
    discountWomen: 10,
    discountYearly: 2,
    features: [
      { coverage: 'rent', asset: 'rent', limit: 4, weight: 3.5 },
      { coverage: 'notice', asset: 'rent', limit: 1, weight: 1.5 },
      { coverage: 'damage', asset: 'contents', limit: 2, weight: 1 },
      { coverage: 'utilities', asset: 'utilities', limit: 3, fee: 1_500 },
    ],
  },
  {
    key: 'family',
    name: 'Nivaas Family Home Shield',
    category: 0,
    rule: 0,
    bondAmount: 90_000,
    editable: true,
    minimumMonths: 3,
    tenures: [1, 2],
    discount: 0,
    discountWomen: 10,
    discountYearly: 0,
    features: [
      { coverage: 'rent', asset: 'rent', limit: 0, weight: 4.5 },
      { coverage: 'notice', asset: 'rent', limit: 1, weight: 1.5 },
      { coverage: 'damage', asset: 'contents', limit: 2, weight: 1.5 },
      { coverage: 'utilities', asset: 'utilities', limit: 3, weight: 0.5 },
    ],
  },
];

const CLAIM_CONDITIONS = [
  'A claim must be raised within the breach window of the coverage (90 days unless the limit says otherwise).',
  'Unpaid rent is covered after the tenant has been reminded in writing and the dues remain unpaid for 15 days.',
  'Damage must go beyond normal wear and tear and be shown with photos (or videos for functional damage) and a repair invoice.',
  'Utility and maintenance claims need the final bills for the tenancy period.',
  'No claim is paid for a period before the bond effective date.',
];

export interface SeededProduct {
  id: string;
  key: ProductKey;
  name: string;
  minimumMonths: number;
  tenures: number[];
  discount: number;
  discountWomen: number;
  discountYearly: number;
  features: FeatureSpec[];
  /** The rate review: from this day the features are as above; before it, `featuresBefore` (rent cover 0.5 points less). */
  rateChangedAt: Date;
  featuresBefore: FeatureSpec[];
}

/** Days ago Nivaas reviewed its rates: each product's rent cover weightage rose by half a point (the product's updatedAt). */
const RATE_REVIEW_DAYS_AGO = 40;
const RATE_REVIEW_POINTS = 0.5;

/** Categories, asset classes, coverages, limits, underwriting rules, products and their subscriptions. */
export async function seedProducts(ctx: SeedContext, users: SeededUsers): Promise<Record<ProductKey, SeededProduct>> {
  const rng = ctx.rng.fork('products');
  const at = stamps(ctx.clock.ago(rng, 340, 330));
  const named = (items: [string, string][]) => items.map(([name, description]) => ({ name, description, ...at }));
  const categories = await ctx.writer.insert(
    'category',
    named([
      ['Residential Rent Guarantee', 'Guarantees for tenants renting flats, rooms and homes.'],
      ['Student Housing', 'Bonds for students in PGs and hostels near colleges and coaching institutes.'],
      ['Corporate Housing', 'Guarantees for company-leased homes and employee relocations.'],
    ]),
  );
  const assets = await ctx.writer.insert(
    'asset-class',
    named([
      ['Rent', 'The monthly rent and the notice-period rent owed to the landlord.'],
      ['Property Contents', 'Furniture, fixtures and fittings of the property.'],
      ['Utilities & Maintenance', 'Electricity, water, internet and society maintenance bills.'],
    ]),
  );
  const coverages = await ctx.writer.insert(
    'coverage',
    named([
      [COVERAGE_NAMES.rent, 'Rent the tenant did not pay.'],
      [COVERAGE_NAMES.notice, 'Rent for a notice period or lock-in the tenant did not serve.'],
      [COVERAGE_NAMES.damage, 'Damage to the property beyond normal wear and tear.'],
      [COVERAGE_NAMES.utilities, 'Unpaid utility and maintenance bills.'],
    ]),
  );
  const limits = await ctx.writer.insert(
    'specific-limit',
    (
      [
        ['Rent cover up to ₹1,00,000', 'Unpaid rent, up to the bond value.', 100_000, 90],
        ['Notice breach up to one month', "One month's rent for a notice period not served.", 50_000, 60],
        ['Damage up to ₹50,000', 'Repairs and replacement, against invoices.', 50_000, 90],
        ['Utilities up to ₹15,000', 'Final utility and maintenance bills.', 15_000, 45],
        ['Corporate rent cover up to ₹3,00,000', 'Unpaid rent on company leases.', 300_000, 120],
      ] as const
    ).map(([name, description, limit, breachWindowDays]) => ({ name, description, limit, breachWindowDays, ...at })),
  );
  const rules = await ctx.writer.insert('underwriting-rule', [
    {
      name: 'Salaried Standard',
      description: 'Salaried and self-employed tenants.',
      rules: { minCreditScore: 650, minIncomeToRentRatio: 2.5, maxBondToMonthlyIncome: 3, workEmailRequired: true },
      ...at,
    },
    {
      name: 'Student with Guardian',
      description: 'Students with a parent or guardian as co-applicant.',
      rules: { guardianRequired: true, minGuardianMonthlyIncome: 40_000, maxBondAmount: 60_000 },
      ...at,
    },
    {
      name: 'Corporate Lease',
      description: 'Company-leased homes.',
      rules: { companyKycRequired: true, minCompanySize: '51-100', maxTenureYears: 5 },
      ...at,
    },
  ]);
  const assetIndex = { rent: 0, contents: 1, utilities: 2 } as const;
  const coverageIndex: Record<CoverageKey, number> = { rent: 0, notice: 1, damage: 2, utilities: 3 };
  const rateReview = ctx.clock.daysAgo(RATE_REVIEW_DAYS_AGO);
  const productRows: SeedRow<'product'>[] = PRODUCTS.map((p) => ({
    name: p.name,
    category: categories[p.category],
    bondAmount: p.bondAmount,
    isValueEditable: p.editable,
    minimumMonths: p.minimumMonths,
    tenures: p.tenures,
    features: p.features.map((f) => ({
      assetClass: assets[assetIndex[f.asset]],
      coverage: coverages[coverageIndex[f.coverage]],
      specificlimit: limits[f.limit],
      ...(f.weight !== undefined
        ? { feeType: 'weightage' as const, weight: f.weight }
        : { feeType: 'fixed' as const, fee: f.fee ?? 0 }),
    })),
    claimConditions: CLAIM_CONDITIONS,
    claimDocument: ctx.files.docs['claim-form'],
    underwritinRuleId: rules[p.rule],
    discount: p.discount,
    discountWomen: p.discountWomen,
    discountYearly: p.discountYearly,
    ...(p.discountReason ? { discountReason: p.discountReason } : {}),
    ...stamps(ctx.clock.ago(rng, 329, 300), rateReview),
  }));
  const productIds = await ctx.writer.insert('product', productRows);
  const products = Object.fromEntries(
    PRODUCTS.map((p, i) => [
      p.key,
      {
        id: productIds[i],
        key: p.key,
        name: p.name,
        minimumMonths: p.minimumMonths,
        tenures: p.tenures,
        discount: p.discount,
        discountWomen: p.discountWomen,
        discountYearly: p.discountYearly,
        features: p.features,
        rateChangedAt: rateReview,
        featuresBefore: p.features.map((f) =>
          f.coverage === 'rent' && f.weight !== undefined ? { ...f, weight: f.weight - RATE_REVIEW_POINTS } : f,
        ),
      },
    ]),
  ) as Record<ProductKey, SeededProduct>;

  // Subscriptions: landlord@ has every product; other landlords and partners one to three.
  const subscriptions: SeedRow<'subscription'>[] = [];
  for (const owner of [...users.landlords, ...users.partners]) {
    const chosen = owner.demo ? PRODUCTS : [PRODUCTS[0], ...rng.sample(PRODUCTS.slice(1), rng.int(0, 2))];
    for (const p of chosen)
      subscriptions.push({
        productId: products[p.key].id,
        landlordId: owner.id,
        name: p.name,
        ...stamps(ctx.clock.after(rng, owner.created, 20)),
      });
  }
  await ctx.writer.insert('subscription', subscriptions);
  return products;
}
