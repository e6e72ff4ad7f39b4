import { allowed, refuse, type Verdict } from '#domain/verdict.ts';
import { messages } from '#generated/messages.ts';
import type { Property } from '#generated/types/property.ts';

export type PropertyStatus = NonNullable<Property['status']>;

/**
 * The property fields staff decide, never its landlord (or partner): the status (staff verify a new listing and make
 * it active, and take it off the search). A landlord's property form does not show them; the server refuses a
 * landlord's write that changes them (`mayLandlordSetPropertyStatus`).
 */
export const STAFF_DECIDED_PROPERTY_FIELDS = ['status'] as const;

/**
 * May a landlord (or partner) write `requested` as the status of their listing? Only when it changes nothing:
 * `current` is the listing's status, on a create the status every new listing starts with (awaiting verification);
 * `requested` is what the write names (undefined when it names none, as a form that does not show it).
 */
export function mayLandlordSetPropertyStatus(
  current: PropertyStatus | null | undefined,
  requested: PropertyStatus | null | undefined,
): Verdict {
  if (requested === undefined || requested === current) return allowed;
  return refuse('property_status_by_staff', messages.properties.statusByStaff, 'forbidden');
}
