import type { PropertyItem } from '../properties/format.ts';

/** A college banner slide (site-section `collegeBanner`): one picture for wide screens, one for ≤ 768 px. */
export interface CollegeBanner {
  id: string;
  title: string;
  description?: string;
  /** The wide-screen picture. */
  image?: string;
  /** The picture for widths up to 768 px. */
  mobileImage?: string;
}

/** What a college card and the booking popup need of a property (spec 000 §2 College landing page, Booking popup). */
export type CollegeProperty = Pick<
  PropertyItem,
  | 'id'
  | 'name'
  | 'avatar'
  | 'status'
  | 'propertyType'
  | 'propertyImages'
  | 'propertyAddress'
  | 'minimumRent'
  | 'expectedRent'
  | 'genderPreference'
  | 'landlordId'
>;
