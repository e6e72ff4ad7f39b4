import type { RaRecord } from 'react-admin';

import type { Amount } from '#domain/format/money.ts';

/** The first photo of a listing, else its cover image. */
export function photoOf(record: RaRecord): string | undefined {
  const images = Array.isArray(record.propertyImages) ? record.propertyImages : [];
  return (images[0] as string | undefined) ?? (record.avatar as string | undefined) ?? undefined;
}

/** "Kothrud, Pune": the locality and the city. */
export function placeOf(record: RaRecord): string {
  const address = (record.propertyAddress ?? {}) as { locality?: string; city?: string };
  return [address.locality, address.city ?? record.city].filter(Boolean).join(', ');
}

/** "₹18,500 / month" in the viewer's money (`useMoney`: a landlord reads paise). */
export const rentOf = (record: RaRecord, money: (amount: Amount) => string): string =>
  record.expectedRent == null ? '' : `${money(record.expectedRent)} / month`;
