import { hashPassword } from '#server/auth/operations/password.server.ts';

import { writeDemoData } from './demo-data.ts';
import { DEMO_PASSWORD } from './demo-logins.ts';
import type { SeedStore } from './seed-store.ts';
import type { SeedSummary } from './summary.ts';

export type { SeedSummary } from './summary.ts';

/** Properties seeded when no count is given. */
export const DEFAULT_PROPERTY_COUNT = 2000;

/**
 * Seeds realistic, deterministic demo data: staff, tenants, landlords and partners (demo logins with
 * the password Nivaas@123), 2,000 properties in nine cities, products, bonds in every status and
 * what surrounds them, leads and site content. Images and sample PDFs are written to
 * `${store.uploadsDir}/seed/`. Dates run over the 12 months before now.
 *
 * Images and files are referenced by site-relative URLs (`/uploads/seed/...`), so the data survives a
 * change of host.
 */
export async function seedDemoData(store: SeedStore, options?: { properties?: number }): Promise<SeedSummary> {
  return writeDemoData(store, {
    properties: options?.properties ?? DEFAULT_PROPERTY_COUNT,
    now: new Date(),
    passwordHash: await hashPassword(DEMO_PASSWORD),
    publicUrl: '',
  });
}
