import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { claimTimeline } from '#domain/claims/timeline.ts';
import { addDays, indiaDay } from '#domain/format/dates.ts';
import { tenureFee } from '#domain/products/fee.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { bondStatus, city, propertyType, roomType } from '#generated/enums.ts';
import { type EntitySlug, manifest, type Slug } from '#generated/manifest.ts';
import { seedDemoData, type SeedSummary } from '#seed/seed.server.ts';
import { verifyPassword } from '#server/auth/operations/password.server.ts';

import { MemoryStore } from './memory-store.ts';

type Row = Record<string, any>;

let dir: string;
let store: MemoryStore;
let summary: SeedSummary;
let elapsed: number;
const rows = (slug: Slug): Row[] => store.rows(slug);
const bySlugId = (slug: Slug) => new Map((store.tables.get(slug) ?? []).map((r) => [r.id, r.row as Row]));
const user = (email: string) => rows('user').find((u) => u.email === email)!;
const idOf = (slug: Slug, row: Row) => store.tables.get(slug)!.find((r) => r.row === row)!.id;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nivaas-seed-'));
  store = new MemoryStore(join(dir, 'uploads'));
  const started = performance.now();
  summary = await seedDemoData(store, { properties: 2000 });
  elapsed = performance.now() - started;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('runs quickly for 2,000 properties', () => {
    expect(elapsed).toBeLessThan(10_000);
  });

  it('inserts only stored schemas, and every row passes validate(slug, row)', () => {
    const failures: string[] = [];
    for (const [slug, table] of store.tables) {
      expect(manifest[slug].kind, slug).toBe('entity');
      table.forEach(({ row }, i) => {
        const result = validate(slug, row);
        if (!result.ok) failures.push(`${slug}[${i}] ${JSON.stringify(result.errors)}`);
      });
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('never gives id or writeOnly fields, and references only ids inserted before', () => {
    for (const [slug, table] of store.tables) for (const { row } of table) expect(row.id, slug).toBeUndefined();
    expect(rows('payment-order').some((o) => 'signature' in o)).toBe(false);
    expect(rows('visit').some((v) => 'scheduledId' in v)).toBe(false);
    expect(store.danglingRefs).toEqual([]);
    const ids = (slug: Slug) => new Set(store.tables.get(slug)!.map((r) => r.id));
    const [assets, coverages, limits] = [ids('asset-class'), ids('coverage'), ids('specific-limit')];
    for (const product of rows('product')) {
      for (const f of product.features) {
        expect(assets.has(f.assetClass) && coverages.has(f.coverage) && limits.has(f.specificlimit)).toBe(true);
      }
    }
  });

  it('keeps unique columns unique', () => {
    const problems: string[] = [];
    for (const [slug, table] of store.tables) {
      const entry = manifest[slug] as unknown as {
        'x-db'?: { indexes?: { columns: string[]; unique?: boolean }[] };
        properties: string[];
      };
      const uniques = (entry['x-db']?.indexes ?? []).filter((ix) => ix.unique).map((ix) => ix.columns);
      for (const columns of uniques) {
        const seen = new Set<string>();
        for (const { row } of table) {
          if (columns.some((c) => row[c] === undefined)) continue;
          const key = JSON.stringify(columns.map((c) => row[c]));
          if (seen.has(key)) problems.push(`${slug} ${columns.join('+')} ${key}`);
          seen.add(key);
        }
      }
    }
    for (const [slug, field] of [
      ['property', 'eqaroId'],
      ['bond', 'bondId'],
      ['claim', 'claimNumber'],
      ['payment-order', 'eqaroOrderId'],
    ] as const) {
      const values = rows(slug).map((r) => r[field]);
      expect(new Set(values).size, `${slug}.${field}`).toBe(values.length);
    }
    expect(problems).toEqual([]);
  });

  it('dates everything within the last 12 months, never in the future', () => {
    const now = Date.now();
    const yearAgo = now - 366 * 86_400_000;
    let dated = 0;
    for (const [slug, table] of store.tables) {
      for (const { row } of table as { row: Row }[]) {
        const created = Date.parse(row.createdAt);
        expect(created, slug).toBeGreaterThan(yearAgo);
        expect(created, slug).toBeLessThanOrEqual(now);
        if (row.updatedAt) expect(Date.parse(row.updatedAt), slug).toBeGreaterThanOrEqual(created);
        dated++;
      }
    }
    const userMonths = new Set(rows('user').map((u) => u.createdAt.slice(0, 7)));
    expect(userMonths.size).toBeGreaterThanOrEqual(11);
    expect(dated).toBe(Object.values(summary.counts).reduce((a, b) => a + b, 0));
  });
});

describe('properties', () => {
  it('has 2,000 listings in all nine cities, every property type and room type', () => {
    const props = rows('property');
    expect(props).toHaveLength(2000);
    expect(new Set(props.map((p) => p.propertyAddress.city))).toEqual(new Set(city));
    expect(new Set(props.map((p) => p.propertyType))).toEqual(new Set(propertyType));
    expect(new Set(props.flatMap((p) => p.roomTypes ?? []))).toEqual(new Set(roomType));
    for (const c of city) expect(props.filter((p) => p.propertyAddress.city === c).length, c).toBeGreaterThan(50);
  });

  it('uses local localities, states and PIN codes', () => {
    const localities = new Map(rows('city-localities').map((c) => [c.city, new Set(c.localities)]));
    const pinPrefix: Record<string, string> = {
      Noida: '201',
      Ghaziabad: '201',
      Gurugram: '122',
      Delhi: '110',
      Mumbai: '400',
      Bengaluru: '560',
      Pune: '411',
      Hyderabad: '500',
      Kota: '324',
    };
    for (const p of rows('property')) {
      const a = p.propertyAddress;
      expect(localities.get(a.city)!.has(a.locality), `${a.locality}, ${a.city}`).toBe(true);
      expect(a.pin.startsWith(pinPrefix[a.city]), `${a.pin} in ${a.city}`).toBe(true);
    }
    const koramangala = rows('property').find((p) => p.propertyAddress.locality === 'Koramangala')!;
    expect(koramangala.propertyAddress).toMatchObject({ city: 'Bengaluru', state: 'Karnataka', pin: '560034' });
  });

  it('prices rooms between ₹3,000 and ₹50,000, with discounts on about a fifth', () => {
    const props = rows('property');
    for (const p of props) {
      for (const rent of [p.expectedRent, p.minimumRent, p.discountedRent].filter((r) => r !== undefined)) {
        expect(rent).toBeGreaterThanOrEqual(3000);
        expect(rent).toBeLessThanOrEqual(50000);
      }
      expect(p.minimumRent).toBeLessThanOrEqual(p.expectedRent);
      if (p.discountedRent !== undefined) expect(p.discountedRent).toBeLessThan(p.expectedRent);
    }
    const discounted = props.filter((p) => p.discountedRent !== undefined).length / props.length;
    expect(discounted).toBeGreaterThan(0.12);
    expect(discounted).toBeLessThan(0.28);
    expect(Math.min(...props.map((p) => p.expectedRent))).toBe(3000);
    expect(Math.max(...props.map((p) => p.expectedRent))).toBe(50000);
  });

  it('has amenities, gender preferences, college partners and mostly active listings', () => {
    const props = rows('property');
    const amenities = new Set(props.flatMap((p) => p.amenities));
    for (const a of [
      'Wi-Fi',
      'Power Backup',
      'Housekeeping',
      'Laundry',
      'AC',
      'Meals',
      'Gym',
      'CCTV',
      'Parking',
      'Study Table',
      'Geyser',
      'Attached Washroom',
      'RO Water',
    ])
      expect(amenities.has(a), a).toBe(true);
    expect(new Set(props.map((p) => p.genderPreference))).toEqual(new Set(['male', 'female', 'other']));
    const colleges = props.filter((p) => p.collegePartnerName).length / props.length;
    expect(colleges).toBeGreaterThan(0.06);
    expect(colleges).toBeLessThan(0.16);
    expect(
      props.filter((p) => p.collegePartnerName === 'allen-kota').every((p) => p.propertyAddress.city === 'Kota'),
    ).toBe(true);
    expect(props.filter((p) => p.status === 'active').length / props.length).toBeGreaterThan(0.75);
    expect(props.some((p) => /stanza|zolo|nestaway|colive|oyo/i.test(p.name))).toBe(false);
  });
});

describe('people', () => {
  it('has the eight demo logins with the right user type and role, all with password Nivaas@123', async () => {
    const expected = [
      ['admin@nivaas.test', 'internal', 'admin'],
      ['underwriter@nivaas.test', 'internal', 'underwriter'],
      ['finance@nivaas.test', 'internal', 'financeHead'],
      ['staff@nivaas.test', 'internal', 'staff'],
      ['tenant@nivaas.test', 'tenant', undefined],
      ['newtenant@nivaas.test', 'tenant', undefined],
      ['landlord@nivaas.test', 'landlord', undefined],
      ['partner@nivaas.test', 'partner', 'partner'],
    ] as const;
    for (const [email, userType, role] of expected) {
      const u = user(email);
      expect(u, email).toBeDefined();
      expect(u).toMatchObject({ userType, isEmailVerified: true, isPhoneVerified: true });
      expect(u.role).toBe(role);
      expect(u.phone).toMatch(/^91[6-9][0-9]{9}$/);
    }
    expect(summary.logins.map((l) => l.email)).toEqual(expected.map(([email]) => email));
    expect(summary.password).toBe('Nivaas@123');
    const hashes = new Set(
      rows('user')
        .filter((u) => u.password)
        .map((u) => u.password),
    );
    expect(hashes.size).toBe(1);
    expect(await verifyPassword('Nivaas@123', user('admin@nivaas.test').password)).toBe(true);
  });

  it('writes no role: the migrations create the roles and their grants (tests/api/users/roles-migration.test.ts)', () => {
    expect(rows('role')).toEqual([]);
  });

  it('has tenants in every eligibility status, landlords, partners and employees', () => {
    const tenants = rows('user').filter((u) => u.userType === 'tenant');
    expect(tenants.length).toBeGreaterThanOrEqual(60);
    expect(rows('user').filter((u) => u.userType === 'landlord')).toHaveLength(15);
    expect(rows('user').filter((u) => u.userType === 'partner')).toHaveLength(5);
    expect(rows('user').filter((u) => u.userType === 'internal').length).toBeGreaterThanOrEqual(8);
    const statuses = rows('eligibility').map((e) => e.status);
    expect(new Set(statuses)).toEqual(new Set(['requested', 'eligible', 'basiceligible', 'ineligible', 'none']));
    expect(
      rows('eligibility')
        .filter((e) => e.status === 'ineligible')
        .every((e) => e.reasonOfIneligibility.length > 0),
    ).toBe(true);
    expect(
      rows('eligibility')
        .filter((e) => e.status === 'eligible')
        .every((e) => e.maxEligibilityAmount > 0),
    ).toBe(true);
    const newTenant = idOf('user', user('newtenant@nivaas.test'));
    expect(rows('eligibility').find((e) => e.userId === newTenant)!.status).toBe('eligible');
    expect(rows('wallet').length).toBe(tenants.length);
    expect(rows('profile').every((p) => p.userType)).toBe(true);
    expect(rows('co-applicant').length).toBeGreaterThan(5);
  });
});

describe('bonds and what surrounds them', () => {
  it('has bonds in every status; tenant@ holds an Active bond on a landlord@ property', () => {
    const bonds = rows('bond');
    expect(new Set(bonds.map((b) => b.status))).toEqual(new Set(bondStatus));
    const tenant = idOf('user', user('tenant@nivaas.test'));
    const landlord = idOf('user', user('landlord@nivaas.test'));
    const own = bonds.filter((b) => b.tenantId === tenant);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ status: 'Active', landlordId: landlord });
    expect(bySlugId('property').get(own[0].propertyId)!.landlordId).toBe(landlord);
    const newTenant = idOf('user', user('newtenant@nivaas.test'));
    expect(bonds.some((b) => b.tenantId === newTenant)).toBe(false);
    expect(rows('bond-request').some((r) => r.userId === newTenant)).toBe(false);
  });

  it("gives tenant@ a renewal whose price changed: bought before the rate review, at a lower fee than today's", () => {
    const tenant = idOf('user', user('tenant@nivaas.test'));
    const bond = rows('bond').find((b) => b.tenantId === tenant)!;
    const product = bySlugId('product').get(bond.productId)!;
    const bondId = idOf('bond', bond);
    const paid = rows('payment-order').filter((o) => o.bondId === bondId && o.status === 'paid');
    expect(paid).toHaveLength(1);
    expect(paid[0].createdAt < product.updatedAt).toBe(true);
    const today = tenureFee(product, bond.bondAmount, paid[0].tenure).fee;
    expect(paid[0].fee).toBeGreaterThan(0);
    expect(paid[0].fee).toBeLessThan(today);
  });

  it('sizes bonds at 2-3 months of rent with a fee of 6-9% a year', () => {
    for (const b of rows('bond')) {
      expect([2, 3]).toContain(b.bondAmount / b.monthlyRent);
      const yearly = b.bondFee / b.bondAmount / b.tenure;
      expect(yearly).toBeGreaterThanOrEqual(0.06);
      expect(yearly).toBeLessThanOrEqual(0.09);
      if (b.status === 'Released') expect(b.releaseDate >= b.checkoutDate).toBe(true);
      if (b.status !== 'Pending-Check-in') expect(b.checkinDate).toBeDefined();
    }
  });

  it('has bond requests of every type and status, with pending ones of every type for landlord@', () => {
    const requests = rows('bond-request');
    for (const type of ['buy', 'transfer', 'cancel', 'inspection']) {
      expect(new Set(requests.filter((r) => r.type === type).map((r) => r.status)), type).toEqual(
        new Set(['pending', 'accepted', 'rejected']),
      );
    }
    const landlord = idOf('user', user('landlord@nivaas.test'));
    const pending = requests.filter((r) => r.status === 'pending' && r.landlordId === landlord).map((r) => r.type);
    expect(new Set(pending)).toEqual(new Set(['buy', 'transfer', 'cancel', 'inspection']));
  });

  it('has inspections with rooms and items, payments and orders of every kind', () => {
    const inspections = rows('inspection');
    expect(new Set(inspections.map((i) => i.status))).toEqual(new Set(['pending', 'resolved']));
    expect(
      inspections.every(
        (i) =>
          i.amenities.some((a: Row) => a.room === 'kitchen') && i.amenities.some((a: Row) => a.room === 'bedroom1'),
      ),
    ).toBe(true);
    const orders = rows('payment-order');
    expect(new Set(orders.map((o) => o.type))).toEqual(new Set(['buy', 'renew', 'transfer', 'token']));
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['created', 'paid', 'failed', 'cancelled']));
    expect(orders.filter((o) => o.type === 'token').every((o) => o.amount === 3000)).toBe(true);
    expect(new Set(rows('payment').map((p) => p.mode))).toEqual(new Set(['paymentgateway', 'internal', 'manual']));
    const orderNumbers = new Set(orders.map((o) => o.eqaroOrderId));
    const bondCodes = new Set(rows('bond').map((b) => b.bondId));
    for (const p of rows('payment')) {
      // Bulk renew records a manual payment without an order, as POST /bond/manual/renew does.
      if (p.mode === 'manual') expect(bondCodes.has(p.orderId.replace(/^RENEW-(.+)-\d+$/, '$1')), p.orderId).toBe(true);
      else expect(orderNumbers.has(p.orderId), p.orderId).toBe(true);
    }
    expect(rows('bond').every((b) => /^NVB-\d{4}-[0-9A-Z]{8}$/.test(b.bondId))).toBe(true);
    expect(rows('property').every((p) => /^NV-PR-\d{6}$/.test(p.eqaroId))).toBe(true);
  });

  it('has claims with several lines (rent, damage with images, utilities), payments and recoveries', () => {
    const claims = rows('claim');
    expect(claims.length).toBeGreaterThanOrEqual(5);
    expect(claims.some((c) => c.claims.length >= 3)).toBe(true);
    const types = new Set(claims.flatMap((c) => c.claims.map((l: Row) => l.type)));
    expect(types).toEqual(new Set(['Unpaid Rent', 'Notice / Lock-in Breach', 'Property Damage', 'Unpaid Utilities']));
    expect(claims.some((c) => c.payments?.length && c.recoveries?.length)).toBe(true);
    const bonds = bySlugId('bond');
    for (const c of claims) {
      const approved = c.claims.reduce((s: number, l: Row) => s + (l.approvedAmount ?? 0), 0);
      expect(approved).toBeLessThanOrEqual(c.eligibleAmount);
      for (const line of c.claims)
        if (line.from) expect(line.from >= bonds.get(c.bondId)!.bondEffectiveDate).toBe(true);
    }
  });

  it('has claims at every stage of the timeline, raised in the last 90 days, some overdue (issue 34)', () => {
    const today = indiaDay(new Date());
    const timelines = rows('claim')
      .filter((c) => c.tenantNotifiedAt)
      .map((c) => claimTimeline(c, today));
    const current = new Set(timelines.map((t) => t.current?.stage ?? 'closed'));
    for (const stage of ['response', 'decision', 'payout']) expect(current).toContain(stage);
    expect(timelines.filter((t) => t.overdue).length).toBeGreaterThan(0);
    expect(timelines.filter((t) => !t.overdue).length).toBeGreaterThan(0);
    const recent = rows('claim').filter((c) => c.tenantNotifiedAt >= addDays(today, -90));
    expect(recent.filter((c) => c.decidedAt).length).toBeGreaterThanOrEqual(5);
    expect(recent.filter((c) => c.paidOutAt).length).toBeGreaterThanOrEqual(3);
    expect(rows('claim').some((c) => c.responses?.some((r: Row) => r.answer === 'disputed'))).toBe(true);
    for (const c of rows('claim').filter((r) => r.decidedAt)) expect(c.finalComment).toBeTruthy();
  });
});

describe('leads and content', () => {
  it('has leads of all four types, visits and shortlists', () => {
    expect(new Set(rows('lead').map((l) => l.type))).toEqual(new Set(['lead', 'partner', 'corporate', 'Others']));
    expect(rows('visit').length).toBeGreaterThan(20);
    expect(rows('shortlist').length).toBeGreaterThan(50);
    const slots = rows('visit').map((v) => `${v.propertyId}|${v.scheduledVisitDate}|${v.scheduledVisitTimeSlot}`);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('has FAQs for every audience and group, testimonials, leadership, press, localities and highlights', () => {
    const faqs = rows('faq');
    expect(new Set(faqs.map((f) => f.audience))).toEqual(new Set(['tenant', 'landlord', 'partner', 'corporate']));
    expect(new Set(faqs.map((f) => f.group))).toEqual(new Set(['Tenants', 'Surety guarantee', 'Rent-O-Cash']));
    expect(faqs.some((f) => f.description.includes('6-9%'))).toBe(true);
    expect(faqs.some((f) => f.description.includes('72 hours'))).toBe(true);
    expect(rows('testimonial').length).toBeGreaterThanOrEqual(3);
    expect(rows('leadership')).toHaveLength(5);
    expect(rows('press-item').length).toBeGreaterThanOrEqual(3);
    expect(
      rows('city-localities')
        .map((c) => c.city)
        .sort(),
    ).toEqual([...city].sort());
    // The figures (active bonds, deposits replaced...) are counted live by GET /dashboard/highlights, never stored.
    expect(rows('highlight').length).toBeGreaterThanOrEqual(2);
    expect(
      rows('highlight').filter((h) =>
        /\d+ active bonds|deposits replaced|live listings|college partners/.test(h.title),
      ),
    ).toEqual([]);
  });

  it('counts every row in the summary', () => {
    for (const [slug, table] of store.tables) expect(summary.counts[slug as EntitySlug], slug).toBe(table.length);
  });
});

describe('images and files', () => {
  it('writes small SVG illustrations and PDFs to uploadsDir/seed (well-formedness: seed-files.test.ts)', async () => {
    const names = await readdir(join(store.uploadsDir, 'seed'));
    const svgs = names.filter((n) => n.endsWith('.svg'));
    expect(svgs.filter((n) => n.startsWith('room-') || n.startsWith('building-')).length).toBe(24);
    for (const name of svgs) {
      const text = await readFile(join(store.uploadsDir, 'seed', name), 'utf8');
      expect(Buffer.byteLength(text), name).toBeLessThan(4096);
      expect(text).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (800 600|400 400|1600 500|768 768)"/,
      );
      expect(text).not.toMatch(/href=|url\((?!#)/);
    }
    for (const name of names.filter((n) => n.endsWith('.pdf'))) {
      const pdf = await readFile(join(store.uploadsDir, 'seed', name), 'latin1');
      expect(pdf.startsWith('%PDF-') && pdf.trimEnd().endsWith('%%EOF'), name).toBe(true);
    }
    expect(summary.files.sort()).toEqual(names.map((n) => `seed/${n}`).sort());
  });

  it('references only files that exist, and never a remote image', async () => {
    const text = JSON.stringify(Object.fromEntries(store.tables));
    const referenced = new Set([...text.matchAll(/\/uploads\/(seed\/[A-Za-z0-9._-]+)/g)].map((m) => m[1]));
    expect(referenced.size).toBeGreaterThan(30);
    for (const file of referenced) expect((await stat(join(store.uploadsDir, file))).size, file).toBeGreaterThan(0);
    const urls = [...text.matchAll(/https?:\/\/[^"]+/g)].map((m) => new URL(m[0]));
    for (const url of urls) {
      const local = url.pathname.startsWith('/uploads/seed/');
      // The explainer's video is an embedded player, not an image: it loads only when a visitor opens it.
      const video = url.hostname === 'www.youtube-nocookie.com' && url.pathname.startsWith('/embed/');
      expect(
        local ||
          video ||
          url.hostname === 'example.com' ||
          url.hostname.endsWith('.example.com') ||
          url.hostname.endsWith('.example'),
        url.href,
      ).toBe(true);
    }
    for (const p of rows('property')) {
      expect(p.propertyImages.length).toBeGreaterThanOrEqual(3);
      expect(p.propertyImages.length).toBeLessThanOrEqual(6);
      expect(p.avatar).toMatch(/^\/uploads\/seed\/building-/);
    }
    expect(new Set(rows('property').flatMap((p) => p.propertyImages)).size).toBe(24);
  });
});
