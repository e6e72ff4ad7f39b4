import { type EligibilityStatus, isBondReady } from '#domain/eligibility/status.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { allowed, ineligible, refuse, type Verdict } from '#domain/verdict.ts';
import { fillMessage, messages } from '#generated/messages.ts';

/** The minimum guarantee is 2-3 months' rent (spec 001 §1): a product without its own minimum asks two. */
export const DEFAULT_MINIMUM_MONTHS = 2;

/** What the value rule reads of a product. */
export interface ValueProduct {
  bondAmount?: number | null;
  isValueEditable?: boolean | null;
  minimumMonths?: number | null;
}

/** No product known (none offered for the property yet): any value within the rent and eligibility limits. */
export const ANY_VALUE: ValueProduct = Object.freeze({ isValueEditable: true });

/** What the value rule reads of the tenant's eligibility (none stored: status 'none'). */
export interface ValueEligibility {
  status?: EligibilityStatus | null;
  maxEligibilityAmount?: number | null;
}

export interface BondValueLimits {
  /** The least value: the product's minimum months of the property's rent, and never below ₹1. */
  min: number;
  /** The most: the tenant's maximum eligibility (absent when eligibility does not cap this purchase). */
  max?: number;
  months: number;
  /** Set when the product fixes the value (not editable by tenants): the only value there is. */
  fixed?: number;
}

/**
 * The limits of a new bond's value (a buy, or the new value of a transfer): at least the product's minimum months
 * of the property's monthly rent (never ₹0), at most the tenant's maximum eligibility. A product that is not
 * editable by tenants fixes the value to its own bond amount.
 */
export function bondValueLimits(
  product: ValueProduct,
  monthlyRent: number | null | undefined,
  eligibility: ValueEligibility | null | undefined,
): BondValueLimits {
  const months =
    typeof product.minimumMonths === 'number' && product.minimumMonths > 0
      ? product.minimumMonths
      : DEFAULT_MINIMUM_MONTHS;
  const min = Math.max(1, Math.ceil((monthlyRent ?? 0) * months));
  const max =
    eligibility?.status && isBondReady(eligibility.status) ? (eligibility.maxEligibilityAmount ?? 0) : undefined;
  return {
    min,
    months,
    ...(max !== undefined ? { max } : {}),
    ...(product.isValueEditable ? {} : { fixed: product.bondAmount ?? 0 }),
  };
}

/** Whether a value is within the limits, with the reason when it is not (the field is the form's `bondAmount`). */
export function checkBondValue(value: number | null | undefined, limits: BondValueLimits): Verdict {
  const minimum = rupeesWithPaise(limits.min);
  if (limits.fixed !== undefined && limits.fixed < limits.min) {
    return refuse(
      'value_below_minimum',
      fillMessage(messages.bondRules.fixedValueBelowMinimum, {
        value: rupeesWithPaise(limits.fixed),
        minimum,
        months: limits.months,
      }),
    );
  }
  const v = limits.fixed ?? value;
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0)
    return refuse('value_missing', messages.bondRules.valueMissing, 'invalid', 'bondAmount');
  if (v < limits.min)
    return refuse(
      'value_below_minimum',
      fillMessage(messages.bondRules.valueBelowMinimum, { minimum, months: limits.months }),
      'invalid',
      'bondAmount',
    );
  if (limits.max !== undefined && v > limits.max)
    return refuse(
      'value_above_eligibility',
      fillMessage(messages.bondRules.valueAboveEligibility, { max: rupeesWithPaise(limits.max) }),
      'invalid',
      'bondAmount',
    );
  return allowed;
}

/** The value a purchase starts from: the product's (its fixed value, or its reference value brought within the limits). */
export function startingBondValue(product: ValueProduct, limits: BondValueLimits): number {
  if (limits.fixed !== undefined) return limits.fixed;
  const reference = product.bondAmount ?? limits.min;
  return Math.max(limits.min, limits.max !== undefined ? Math.min(reference, limits.max) : reference);
}

/**
 * Whether a tenant may ask for a new bond (a buy or a transfer) on a property: eligible (the full or the basic check),
 * and eligible for at least the property's minimum guarantee. The reasons are those the account area shows (422).
 */
export function mayAskForBond(
  eligibility: (ValueEligibility & { reasonOfIneligibility?: readonly string[] | null }) | null | undefined,
  limits: BondValueLimits,
): Verdict {
  const status = eligibility?.status ?? 'none';
  if (status === 'requested') return ineligible([messages.eligibility.underReview]);
  if (status === 'ineligible')
    return ineligible(
      eligibility?.reasonOfIneligibility?.length
        ? eligibility.reasonOfIneligibility
        : [messages.eligibility.notEligible],
    );
  if (!isBondReady(status)) return ineligible([messages.eligibility.notChecked]);
  if (limits.max !== undefined && limits.min > limits.max) {
    return ineligible([
      fillMessage(messages.eligibility.belowMinimum, {
        minimum: rupeesWithPaise(limits.min),
        months: limits.months,
        max: rupeesWithPaise(limits.max),
      }),
    ]);
  }
  return allowed;
}
