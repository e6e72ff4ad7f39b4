import { yearlyFee } from '#domain/products/fee.ts';
import type { Feature } from '#generated/types/feature.ts';
import type { Product } from '#generated/types/product.ts';

/** A product as the wizard holds it (any field may still be missing) or as the API answers it (with bondFee). */
export type ProductDraft = Partial<Omit<Product, 'features' | 'tenures' | 'claimConditions'>> & {
  features?: Partial<Feature>[];
  tenures?: number[];
  claimConditions?: (string | undefined)[];
  /** Added by the server on the way out: the yearly fee at the product's bond amount. */
  bondFee?: number;
};

/**
 * The fee of spec 002 §4, live: fixed fees plus the weightage percent of the bond amount (the server's rule,
 * domain/products/fee.ts).
 */
export function draftFee(draft: ProductDraft): number {
  return yearlyFee(draft.features, Number(draft.bondAmount ?? 0) || 0);
}

/** Fields the server fills in: never sent, never copied. */
const SERVER_FIELDS = ['id', 'createdAt', 'updatedAt', 'bondFee'] as const;

/** The product as a starting point for Copy and create: every field but the ones the server fills in. */
export function copyOf(product: ProductDraft): ProductDraft {
  const copy: Record<string, unknown> = { ...product };
  for (const field of SERVER_FIELDS) delete copy[field];
  return copy as ProductDraft;
}
