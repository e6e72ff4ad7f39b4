import { grouped } from '#domain/format/money.ts';
import type { PropertyType } from '#generated/enums.ts';

/** Properties a page loads at a time, infinitely (spec 001 §9). */
export const PAGE_SIZE = 40;
/** The rent slider (spec 001 §9): 0 to 1,00,000 in steps of 100; its top end means no upper bound. */
export const RENT = { min: 0, max: 100_000, step: 100 } as const;
/** The accommodation types of the landlord's filter dialog (spec 001 §9). */
export const ACCOMMODATION_TYPES: readonly PropertyType[] = ['Villa', 'Private Room', 'Double Shared', 'Triple Shared'];

/** What the filter dialog edits. */
export interface DialogValues {
  /** City, locality or pincode (the console's `q`, which also matches the name). */
  search: string;
  rent: [number, number];
  types: PropertyType[];
}

export const EMPTY_DIALOG: DialogValues = { search: '', rent: [RENT.min, RENT.max], types: [] };

type Filter = Record<string, unknown>;
const DIALOG_KEYS = ['q', 'expectedRent_gte', 'expectedRent_lte', 'propertyType'];

/** The dialog's values read from the list's filter (ra-data-simple-rest's `filter`). */
export function dialogValuesOf(filter: Filter): DialogValues {
  const types = [filter.propertyType ?? []]
    .flat()
    .filter((t): t is PropertyType => ACCOMMODATION_TYPES.includes(t as PropertyType));
  const bound = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return {
    search: typeof filter.q === 'string' ? filter.q : '',
    rent: [bound(filter.expectedRent_gte, RENT.min), bound(filter.expectedRent_lte, RENT.max)],
    types,
  };
}

/** The list's filter after Apply: the dialog's values over the filter's other keys (a landlordId stays). */
export function filterOf(values: DialogValues, current: Filter): Filter {
  const next: Filter = Object.fromEntries(Object.entries(current).filter(([key]) => !DIALOG_KEYS.includes(key)));
  if (values.search.trim()) next.q = values.search.trim();
  if (values.rent[0] > RENT.min) next.expectedRent_gte = values.rent[0];
  if (values.rent[1] < RENT.max) next.expectedRent_lte = values.rent[1];
  if (values.types.length) next.propertyType = values.types;
  return next;
}

/** How many of the dialog's filters are on (the Filters button's badge). */
export function activeFilterCount(filter: Filter): number {
  const v = dialogValuesOf(filter);
  return [v.search.trim() !== '', v.rent[0] > RENT.min || v.rent[1] < RENT.max, v.types.length > 0].filter(Boolean)
    .length;
}

/** "Rs. 1,00,000" (the slider's top end reads "Rs. 1,00,000+"). */
export const rentLabel = (value: number): string => `Rs. ${grouped(value)}${value >= RENT.max ? '+' : ''}`;
