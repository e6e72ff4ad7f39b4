import { tenureFee } from '#domain/products/fee.ts';

import type { SeededProduct } from './products.ts';

/** The yearly fee of a product for a bond amount: fixed fees plus weightage percent of the amount. */
export function yearlyFee(product: SeededProduct, bondAmount: number): number {
  return Math.round(
    product.features.reduce(
      (sum, f) => sum + (f.weight !== undefined ? (bondAmount * f.weight) / 100 : (f.fee ?? 0)),
      0,
    ),
  );
}

/**
 * The fee a tenant paid for a bond bought or renewed at `at`, as the price rule computes it (domain/products/fee.ts):
 * the features in force then (before the rate review, the earlier ones), the product's discounts and, for a woman, the
 * discount for women.
 */
export function feeAt(product: SeededProduct, bondAmount: number, tenure: number, woman: boolean, at: Date): number {
  const features = at < product.rateChangedAt ? product.featuresBefore : product.features;
  return tenureFee(
    {
      features: features.map((f) =>
        f.weight !== undefined ? { feeType: 'weightage', weight: f.weight } : { feeType: 'fixed', fee: f.fee ?? 0 },
      ),
      discount: product.discount,
      discountWomen: product.discountWomen,
      discountYearly: product.discountYearly,
    },
    bondAmount,
    tenure,
    woman,
  ).fee;
}
