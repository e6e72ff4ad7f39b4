/**
 * What a claim line may be (spec 002 §3, §5): "type (one of the product's coverages)". A product's features each
 * cover a risk (a coverage); the claim types of a bond are the coverages of its product, once each. A claim type
 * is also of one of the four kinds the specification names, which decides the fields its line asks for
 * (line-fields.ts): unpaid rent, a notice or lock-in breach, property damage, unpaid utilities.
 */

/** The four claim types of the specification (the seeded coverages): the types of a bond whose product lists none. */
export const SPEC_CLAIM_TYPES: readonly string[] = [
  'Unpaid Rent',
  'Notice / Lock-in Breach',
  'Property Damage',
  'Unpaid Utilities',
];

/** The product as the claim rules read it: the coverages of its features (names, as the server loads them). */
export interface ProductCoverages {
  coverages: readonly { name: string }[];
}

const key = (type: string) => type.trim().toLowerCase();

/**
 * The claim types a bond's product covers: its features' coverages, once each, in the product's order. A bond
 * with no product, or a product listing no coverage, takes the specification's four types, so a claim type is
 * never free text.
 */
export function claimTypesFor(product: ProductCoverages | undefined | null): string[] {
  const types: string[] = [];
  for (const { name } of product?.coverages ?? [])
    if (name?.trim() && !types.some((t) => key(t) === key(name))) types.push(name);
  return types.length ? types : [...SPEC_CLAIM_TYPES];
}

/** Is `type` one of `types` (letter case and surrounding spaces aside)? */
export function isClaimType(type: unknown, types: readonly string[]): boolean {
  return typeof type === 'string' && types.some((t) => key(t) === key(type));
}

/** The four kinds of claim the specification describes; each asks for its own line fields. */
export type ClaimKind = 'rent' | 'breach' | 'damage' | 'utilities';

/** A coverage's kind from its name, the first that matches: a notice or lock-in breach before rent ("Notice rent"). */
const KINDS: readonly [ClaimKind, RegExp][] = [
  ['breach', /notice|lock|breach/i],
  ['damage', /damage/i],
  ['utilities', /utilit|electric|water|internet|maintenance/i],
  ['rent', /rent/i],
];

/** The kind of a claim type (undefined: none chosen yet, or a coverage of no known kind). */
export function claimKindOf(type: unknown): ClaimKind | undefined {
  if (typeof type !== 'string' || !type.trim()) return undefined;
  return KINDS.find(([, pattern]) => pattern.test(type))?.[0];
}

/**
 * Lines about rent (unpaid rent, a notice or lock-in breach): staff see the rent fields and the breach-day calculation
 * (spec 002 §9).
 */
export function isRentClaim(type: unknown): boolean {
  const kind = claimKindOf(type);
  return kind === 'rent' || kind === 'breach';
}
