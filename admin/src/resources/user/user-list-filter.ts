import { shownEnum } from '#domain/format/labels.ts';
import { bondStatus, eligibilityStatus } from '#generated/enums.ts';
import type { Eligibility } from '#generated/types/eligibility.ts';
import type { Property } from '#generated/types/property.ts';

/** The optional filters of GET /users (spec 002 §7); only one is sent at a time. */
export type FilterField = 'name' | 'email' | 'phone' | 'dateRange' | 'eligibility' | 'bondStatus' | 'propertyStatus';

export interface UserListFilter {
  field: FilterField;
  /** The text or choice; for the date range, unused. */
  value: string;
  /** YYYY-MM-DD, date range only. */
  from: string;
  to: string;
}

export interface Choice {
  value: string;
  label: string;
}

const ELIGIBILITY = eligibilityStatus satisfies readonly Eligibility['status'][];
const PROPERTY_STATUS = [
  'active',
  'inactive',
  'occupied',
  'pending-verification',
] as const satisfies readonly NonNullable<Property['status']>[];

/** The filters' choices by the titles their schemas give them (shownEnum). */
export const eligibilityChoices: Choice[] = ELIGIBILITY.map((value) => ({
  value,
  label: shownEnum('eligibilityStatus', value),
}));
export const bondStatusChoices: Choice[] = [...bondStatus, 'None'].map((value) => ({
  value,
  label: shownEnum('bondStatus', value),
}));
const propertyStatusChoices: Choice[] = PROPERTY_STATUS.map((value) => ({
  value,
  label: shownEnum('property.status', value),
}));

export interface FilterOption {
  field: FilterField;
  label: string;
  /** Free text (debounced), a choice among `choices`, or a from/to date pair. */
  kind: 'text' | 'choice' | 'dates';
  choices?: Choice[];
}

/** The filters offered on a tab: everyone's text and date filters, plus the tab's status filters. */
export function filterOptions(userType: string, internalViewer: boolean): FilterOption[] {
  const options: FilterOption[] = [
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'email', label: 'Email', kind: 'text' },
    { field: 'phone', label: 'Phone', kind: 'text' },
    { field: 'dateRange', label: 'Registered On', kind: 'dates' },
  ];
  if (userType === 'tenant') {
    if (internalViewer)
      options.push({ field: 'eligibility', label: 'Eligibility', kind: 'choice', choices: eligibilityChoices });
    options.push({ field: 'bondStatus', label: 'Bond Status', kind: 'choice', choices: bondStatusChoices });
  }
  if (userType === 'landlord')
    options.push({ field: 'propertyStatus', label: 'Property Status', kind: 'choice', choices: propertyStatusChoices });
  return options;
}

export const emptyFilter = (field: FilterField = 'name'): UserListFilter => ({ field, value: '', from: '', to: '' });

/** The one optional filter as query parameters (from and to together count as one). */
export function filterParams(filter: UserListFilter): Record<string, string> {
  if (filter.field === 'dateRange') {
    const params: Record<string, string> = {};
    if (filter.from) params.from = filter.from;
    if (filter.to) params.to = filter.to;
    return params;
  }
  const value = filter.value.trim();
  return value ? { [filter.field]: value } : {};
}
