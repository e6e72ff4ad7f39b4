import type { Random } from '#engine/runtime/seeded-random.ts';

/**
 * Human codes in the formats the API hands out, so seeded and new records look alike and never collide:
 * bonds, claims and orders as server/shared/codes.ts writes them (NVB-2025-7KQ2M9XA), property
 * codes as server/properties/operations/eqaro-id.server.ts counts them (NV-PR-000124).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export class CodeBook {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Random) {}

  /** `PREFIX-YYYY-XXXXXXXX`, unique within this seed. */
  next(prefix: 'NVB' | 'CLM' | 'NVO', at: Date): string {
    for (;;) {
      const code = `${prefix}-${at.getUTCFullYear()}-${this.rng.chars(8, ALPHABET)}`;
      if (!this.used.has(code)) {
        this.used.add(code);
        return code;
      }
    }
  }
}

/** The n-th property code (1-based): the API continues from the number of properties. */
export function propertyCode(n: number): string {
  return `NV-PR-${String(n).padStart(6, '0')}`;
}
