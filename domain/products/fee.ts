import { round2 } from '#domain/format/money.ts';
import type { Feature } from '#generated/types/feature.ts';

/**
 * A product's yearly fee for a bond value (spec 002 §4): the sum over its features of the fixed fee, or of
 * the weightage percent of the bond value.
 */
export function yearlyFee(features: readonly Partial<Feature>[] | undefined, bondAmount: number): number {
  let total = 0;
  for (const f of features ?? []) {
    if (f.feeType === 'fixed') total += f.fee ?? 0;
    else if (f.feeType === 'weightage') total += ((f.weight ?? 0) * bondAmount) / 100;
  }
  return round2(total);
}

export interface FeeTerms {
  features?: readonly Partial<Feature>[];
  discount?: number;
  discountWomen?: number;
  discountYearly?: number;
}

/**
 * The fee of a bond over its whole tenure: the yearly fee, reduced by the product's yearly reduction
 * for every year after the first (year n pays (1 - discountYearly%)^(n-1) of it), then the product's
 * discount and, for a woman tenant, the discount for women.
 */
export function tenureFee(
  product: FeeTerms,
  bondAmount: number,
  tenure: number,
  woman = false,
): { yearly: number; gross: number; discountPercent: number; fee: number } {
  const yearly = yearlyFee(product.features, bondAmount);
  const reduction = 1 - (product.discountYearly ?? 0) / 100;
  let gross = 0;
  for (let year = 0; year < tenure; year++) gross += yearly * reduction ** year;
  const discountPercent = Math.min(100, (product.discount ?? 0) + (woman ? (product.discountWomen ?? 0) : 0));
  return { yearly, gross: round2(gross), discountPercent, fee: round2(gross * (1 - discountPercent / 100)) };
}
