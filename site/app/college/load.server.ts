import type { AppLoadContext } from '@remix-run/server-runtime';

import { sectionItems } from '../data/api.server.ts';
import type { PropertyItem } from '../properties/format.ts';
import type { CollegeBanner, CollegeProperty } from './types.ts';

/** The most properties one college page lists (the API's page limit). */
const PROPERTY_LIMIT = 100;

/** Only what the card and the booking popup show: fewer bytes in the page's data. */
const card = (p: PropertyItem): CollegeProperty => ({
  id: p.id,
  name: p.name,
  avatar: p.avatar,
  status: p.status,
  propertyType: p.propertyType,
  propertyImages: p.propertyImages,
  propertyAddress: p.propertyAddress,
  minimumRent: p.minimumRent,
  expectedRent: p.expectedRent,
  genderPreference: p.genderPreference,
  landlordId: p.landlordId,
});

/**
 * The properties a college partners with (GET /api/v1/property?collegePartnerName=<slug>). A failed call is
 * logged and gives an empty list (spec 000 §8: a college list failure is "Logged only, list shows empty").
 */
export async function collegeProperties(context: AppLoadContext, slug: string): Promise<CollegeProperty[]> {
  try {
    return (await context.data.properties({ collegePartnerName: slug, limit: PROPERTY_LIMIT })).results.map(card);
  } catch (error) {
    console.error(`College page ${slug}: the property list failed`, error);
  }
  return [];
}

/** The banner slides of every college page, in display order. */
export async function collegeBanners(context: AppLoadContext): Promise<CollegeBanner[]> {
  const rows = await sectionItems(context, 'collegeBanner', 8);
  return rows.map(({ id, title, description, image, mobileImage }) => ({
    id: id ?? title,
    title,
    description,
    image,
    mobileImage,
  }));
}
