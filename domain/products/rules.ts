import { rupees } from '#domain/format/money.ts';
import { yearlyFee } from '#domain/products/fee.ts';
import type { FieldMessages } from '#domain/verdict.ts';
import { fillMessage, messages } from '#generated/messages.ts';
import type { Feature } from '#generated/types/feature.ts';

/** What the product rules read: a stored product, a request's product, or the wizard's draft (any field may be missing). */
export interface ProductFacts {
  features?: readonly (Partial<Feature> | null | undefined)[] | null;
  underwritinRuleId?: string | null;
  bondAmount?: number | null;
}

/** The fee Nivaas states to tenants (spec 001 §1, 002 §1): 6-9 percent a year of the guarantee value. */
export const STATED_FEE_PERCENT = { min: 6, max: 9 } as const;

/** A feature's fields every feature needs (spec 002 §5), with their labels. */
const FEATURE_FIELDS = [
  ['assetClass', messages.labels.assetClass],
  ['coverage', messages.labels.coverage],
  ['specificlimit', messages.labels.specificLimit],
  ['feeType', messages.labels.feeType],
] as const;

/** The amount a feature's fee type needs: the fixed fee, or the weightage. */
const AMOUNT_OF = { fixed: ['fee', messages.labels.fee], weightage: ['weight', messages.labels.weight] } as const;

const missing = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));
const required = (label: string) => fillMessage(messages.request.required, { label });

/**
 * Why a product cannot be stored, field path → message (spec 002 §5): it needs at least one feature (without one its
 * fee is ₹0), each feature its asset class, coverage, specific limit, fee type and the fixed fee or the weight that
 * type needs, and an underwriting rule. Empty when it can. The API refuses such a product (400 with these field
 * messages) and the wizard's Next and Create ask the same.
 */
export function productProblems(product: ProductFacts): FieldMessages {
  const problems: FieldMessages = {};
  const features = product.features ?? [];
  if (!features.length) problems.features = messages.product.noFeatures;
  features.forEach((feature, i) => {
    const f: Partial<Feature> = feature ?? {};
    for (const [field, label] of FEATURE_FIELDS)
      if (missing(f[field])) problems[`features.${i}.${field}`] = required(label);
    const amount = f.feeType ? AMOUNT_OF[f.feeType] : undefined;
    if (amount && missing(f[amount[0]])) problems[`features.${i}.${amount[0]}`] = required(amount[1]);
  });
  if (missing(product.underwritinRuleId)) problems.underwritinRuleId = required(messages.labels.underwritingRule);
  return problems;
}

/**
 * What staff should look at before storing a product, though it may be stored: the yearly fee at the product's bond
 * amount outside the stated 6-9 percent a year of the guarantee value (a fixed ₹6 on a ₹45,000 bond).
 */
export function productWarnings(product: ProductFacts): string[] {
  const amount = Number(product.bondAmount ?? 0);
  if (!(amount > 0) || !product.features?.length) return [];
  const fee = yearlyFee(
    product.features.filter((f): f is Partial<Feature> => !!f),
    amount,
  );
  const percent = (fee / amount) * 100;
  if (percent >= STATED_FEE_PERCENT.min && percent <= STATED_FEE_PERCENT.max) return [];
  return [
    fillMessage(messages.product.feeOutsideBand, {
      fee: rupees(fee),
      percent: Number(percent.toFixed(2)),
      amount: rupees(amount),
      ...STATED_FEE_PERCENT,
    }),
  ];
}
