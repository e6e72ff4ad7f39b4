import type { Translate } from '#engine/runtime/i18n/translator.ts';

import type { CollegeProperty } from './types.ts';

/** Small drawings, as data URLs (no request, nothing to seed): the sample card's fixed photos. */
const svg = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">${body}</svg>`)}`;

const BUILDING = svg(
  '<rect width="400" height="300" fill="#cfe3f3"/><circle cx="330" cy="60" r="28" fill="#ffd166"/><rect y="240" width="400" height="60" fill="#8fbf7a"/>' +
    '<rect x="110" y="70" width="180" height="175" fill="#0f4c81"/><rect x="110" y="60" width="180" height="14" fill="#0a3559"/>' +
    [0, 1, 2]
      .map((r) =>
        [0, 1, 2, 3]
          .map((c) => `<rect x="${126 + c * 40}" y="${86 + r * 42}" width="26" height="26" fill="#e7f0f8"/>`)
          .join(''),
      )
      .join('') +
    '<rect x="182" y="205" width="36" height="40" fill="#b94a12"/><circle cx="60" cy="215" r="30" fill="#5c9e4a"/><rect x="56" y="215" width="8" height="30" fill="#7a5230"/>',
);
const ROOM = svg(
  '<rect width="400" height="300" fill="#f3ead9"/><rect y="220" width="400" height="80" fill="#c49a6c"/><rect x="250" y="40" width="110" height="90" fill="#a9d6e5" stroke="#ffffff" stroke-width="8"/>' +
    '<rect x="40" y="150" width="200" height="80" rx="8" fill="#0f4c81"/><rect x="40" y="120" width="40" height="110" rx="6" fill="#0a3559"/><rect x="90" y="138" width="60" height="24" rx="10" fill="#ffffff"/>' +
    '<rect x="280" y="170" width="70" height="60" fill="#8d5524"/><rect x="300" y="150" width="30" height="20" fill="#ffd166"/>',
);
const STUDY = svg(
  '<rect width="400" height="300" fill="#e7f0f8"/><rect y="230" width="400" height="70" fill="#b9c7d4"/><rect x="80" y="150" width="240" height="14" fill="#8d5524"/>' +
    '<rect x="92" y="164" width="12" height="70" fill="#8d5524"/><rect x="296" y="164" width="12" height="70" fill="#8d5524"/><rect x="150" y="100" width="90" height="52" rx="4" fill="#1b2430"/>' +
    '<rect x="157" y="106" width="76" height="38" fill="#4aa3df"/><rect x="260" y="120" width="10" height="32" fill="#b94a12"/><circle cx="265" cy="112" r="14" fill="#ffd166"/>' +
    '<rect x="110" y="128" width="30" height="22" fill="#0f4c81"/><rect x="40" y="40" width="120" height="70" fill="#ffffff" stroke="#0f4c81" stroke-width="6"/>',
);

/**
 * The card shown when no property is listed near the college yet (spec 000 §2): fixed sample photos and texts, so
 * the visitor sees what a listing offers. It is marked as a sample and its button leads to the property search.
 */
export const sampleProperty = (t: Translate): CollegeProperty =>
  ({
    id: 'sample',
    name: t('Nivaas Verified Student Residence'),
    status: 'active',
    propertyType: t('Double Shared'),
    propertyImages: [BUILDING, ROOM, STUDY],
    propertyAddress: {
      house: t('A verified PG or co-living home'),
      locality: t('Campus Area'),
      street: t('College Road'),
      city: t('Your City'),
      state: t('Your State'),
    },
    minimumRent: 8000,
    expectedRent: 8000,
    genderPreference: 'other',
    // The sample's place is a placeholder, not one of the listed cities.
  }) as unknown as CollegeProperty;
