import type { SpecMessageRow } from './row.ts';

const email = 'visitor@example.com';

/** The college booking (step by step and whole), the staff area's city and locality search, a property's PIN. */
export const rows: SpecMessageRow[] = [
  // College booking popup, step by step.
  {
    message: 'Please select at least one payment option',
    doc: '000',
    slug: 'booking-step-token',
    input: { refundableToken: false, proceedWithoutToken: false },
    path: '_form',
  },
  {
    message: 'Name is required',
    doc: '000',
    slug: 'booking-step-contact',
    input: { phone: '9876543210', email },
    path: 'name',
  },
  {
    message: 'Name must be at least 2 characters',
    doc: '000',
    slug: 'booking-step-contact',
    input: { name: ' A ', phone: '9876543210', email },
    path: 'name',
  },
  {
    message: 'Phone number is required',
    doc: '000',
    slug: 'booking-step-contact',
    input: { name: 'Asha', email },
    path: 'phone',
  },
  {
    message: 'Phone number must be 10 digits',
    doc: '000',
    slug: 'booking-step-contact',
    input: { name: 'Asha', phone: '98765', email },
    path: 'phone',
  },
  {
    message: 'Email is required',
    doc: '000',
    slug: 'booking-step-contact',
    input: { name: 'Asha', phone: '9876543210' },
    path: 'email',
  },
  {
    message: 'Please enter a valid email address',
    doc: '000',
    slug: 'booking-step-contact',
    input: { name: 'Asha', phone: '9876543210', email: 'asha@@example' },
    path: 'email',
  },
  {
    message: 'Date of visit is required',
    doc: '000',
    slug: 'booking-step-visit',
    input: { timeOfVisit: '10:30' },
    path: 'dateOfVisit',
  },
  {
    message: 'Time of visit is required',
    doc: '000',
    slug: 'booking-step-visit',
    input: { dateOfVisit: '2025-06-01' },
    path: 'timeOfVisit',
  },

  // The whole booking form reuses the step fields and rules.
  {
    message: 'Please select at least one payment option',
    doc: '000',
    slug: 'booking-form',
    input: {
      refundableToken: false,
      proceedWithoutToken: false,
      name: 'Asha',
      phone: '9876543210',
      email,
      dateOfVisit: '2025-06-01',
      timeOfVisit: '10:30',
    },
    path: '_form',
  },
  {
    message: 'Name must be at least 2 characters',
    doc: '000',
    slug: 'booking-form',
    input: {
      proceedWithoutToken: true,
      name: 'A',
      phone: '9876543210',
      email,
      dateOfVisit: '2025-06-01',
      timeOfVisit: '10:30',
    },
    path: 'name',
  },
  {
    message: 'Phone number must be 10 digits',
    doc: '000',
    slug: 'booking-form',
    input: {
      proceedWithoutToken: true,
      name: 'Asha',
      phone: '98765432',
      email,
      dateOfVisit: '2025-06-01',
      timeOfVisit: '10:30',
    },
    path: 'phone',
  },
  {
    message: 'Time of visit is required',
    doc: '000',
    slug: 'booking-form',
    input: { proceedWithoutToken: true, name: 'Asha', phone: '9876543210', email, dateOfVisit: '2025-06-01' },
    path: 'timeOfVisit',
  },

  // City and locality search form (staff area).
  {
    message: 'Please enter preferred city!',
    doc: '002',
    slug: 'locality-search',
    input: { locality: 'Powai' },
    path: 'city',
  },
  {
    message: 'Please enter preferred locality!',
    doc: '002',
    slug: 'locality-search',
    input: { city: 'Mumbai' },
    path: 'locality',
  },

  // Property address PIN.
  {
    message: 'Invalid Pin Code',
    doc: '002',
    slug: 'property',
    input: {
      name: 'Green Nest',
      propertyType: 'Studio',
      expectedRent: 15000,
      landlordId: '2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
      propertyAddress: { locality: 'Sector 62', city: 'Noida', state: 'Uttar Pradesh', pin: '2013' },
    },
    path: 'propertyAddress.pin',
  },
];
