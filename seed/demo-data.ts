import { Random } from '#engine/runtime/seeded-random.ts';

import { seedBondRequests } from './bond-requests.ts';
import { seedBonds } from './bonds.ts';
import { seedClaims } from './claims.ts';
import { SeedClock } from './clock.ts';
import { seedConsents } from './consents.ts';
import { seedContent } from './content.ts';
import { seedEligibility } from './eligibility.ts';
import { writeSeedFiles } from './files.ts';
import { seedInspections } from './inspections.ts';
import { seedInvites } from './invites.ts';
import { seedLeads } from './leads.ts';
import { seedNotifications } from './notifications.ts';
import { seedPayments } from './payments.ts';
import { seedProducts } from './products.ts';
import { seedProfiles } from './profiles.ts';
import { seedProperties } from './properties.ts';
import { seedRepaymentPlans } from './repayment-plans.ts';
import { type SeedContext, SeedWriter } from './seed-context.ts';
import type { SeedStore } from './seed-store.ts';
import { type SeedSummary, summarize } from './summary.ts';
import { seedUsers } from './users.ts';

export interface DemoDataSettings {
  /** How many properties (at least 9, one per city). */
  properties: number;
  /** Everything is dated relative to this moment. */
  now: Date;
  /** The stored password of every demo login (an scrypt hash). */
  passwordHash: string;
  /** The site's own address, for URL fields that must be absolute. */
  publicUrl: string;
}

/** The fixed seed of the PRNG: the same settings give the same rows and files. */
const SEED = 'nivaas-demo-v1';

/** Writes the demo data in reference order: each area inserts after the areas whose ids it uses. */
export async function writeDemoData(store: SeedStore, settings: DemoDataSettings): Promise<SeedSummary> {
  if (!Number.isInteger(settings.properties) || settings.properties < 9)
    throw new Error('The seed needs at least 9 properties (one per city)');
  const files = await writeSeedFiles(store.uploadsDir, settings.publicUrl);
  const ctx: SeedContext = {
    rng: new Random(SEED),
    clock: new SeedClock(settings.now),
    writer: new SeedWriter(store),
    files,
  };

  const users = await seedUsers(ctx, settings.passwordHash);
  await seedInvites(ctx, users);
  const profiles = await seedProfiles(ctx, users);
  await seedEligibility(ctx, users, profiles);
  const products = await seedProducts(ctx, users);
  const properties = await seedProperties(ctx, users, settings.properties);
  const bonds = await seedBonds(ctx, users, profiles, properties, products);
  const requests = await seedBondRequests(ctx, users, bonds, properties);
  await seedInspections(ctx, requests);
  const leads = await seedLeads(ctx, properties);
  // Claims first: one of them is repaid in instalments, whose wallet entries the wallets' ledger includes.
  const claims = await seedClaims(ctx, users, bonds);
  await seedPayments(ctx, users, bonds, leads, requests, (balances) =>
    seedRepaymentPlans(ctx, bonds, claims, balances),
  );
  await seedConsents(ctx, users, bonds);
  await seedNotifications(ctx, users, properties, bonds, requests, claims);
  await seedContent(ctx);
  return summarize(ctx.writer.counts, files.written);
}
