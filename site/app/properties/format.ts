import type { ListPage } from '#client/list-page.ts';
import { rupees } from '#domain/format/money.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import type { Property } from '#generated/types/property.ts';

/** A property as the list and details answers give it (the id is always there). */
export type PropertyItem = Property & { id: string };

/** "₹12,000/month" (spec 000 §9: amounts as currency, "/month" after rent). */
export const perMonth = (amount: number): string => `${rupees(amount)}/month`;

/** The rent after the discount, when there is one (a discounted rent lower than the expected rent). */
export const offerRent = (p: Pick<Property, 'expectedRent' | 'discountedRent'>): number | undefined =>
  typeof p.discountedRent === 'number' && p.discountedRent > 0 && p.discountedRent < p.expectedRent
    ? p.discountedRent
    : undefined;

/** The gender badge (male → For Boys, female → For Girls, otherwise For Everyone), in English: shown as `t(label)`. */
export const genderLabel = (g: Property['genderPreference']): string =>
  g === 'male' ? msg('For Boys') : g === 'female' ? msg('For Girls') : msg('For Everyone');

/** "Kothrud, Pune". */
export const placeLine = (p: Pick<Property, 'propertyAddress'>): string =>
  [p.propertyAddress?.locality, p.propertyAddress?.city].filter(Boolean).join(', ');

/** The full address: house, locality, street, city, state, pin (spec 000 §2). */
export const fullAddress = (p: Pick<Property, 'propertyAddress'>): string => {
  const a = p.propertyAddress ?? ({} as Property['propertyAddress']);
  return [a.house, a.locality, a.street, a.city, a.state, a.pin]
    .filter((part) => part && String(part).trim())
    .join(', ');
};

export const imagesOf = (p: Pick<Property, 'propertyImages' | 'avatar'>): string[] => {
  const list = (p.propertyImages ?? []).filter(Boolean);
  return list.length ? list : p.avatar ? [p.avatar] : [];
};

/** The amenities shown: any whose name contains "app" (any case) is left out (spec 000 §2). */
export const shownAmenities = (amenities: string[] | undefined): string[] =>
  (amenities ?? []).filter((a) => a && !/app/i.test(a));

/** The icon name of an amenity: its name with the first space replaced by a dash ("Power Backup" → "Power-Backup"). */
export const amenityIconName = (amenity: string): string => amenity.replace(' ', '-');

export const detailsPath = (id: string): string => `/properties/details/${id}`;

/** A page of the property list answer. */
export type PropertyPage = ListPage<PropertyItem>;
