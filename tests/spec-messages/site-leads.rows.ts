import type { SpecMessageRow } from './row.ts';

const email = 'visitor@example.com';

/** The site's lead forms (spec 000): the stored lead, the landing popup, share-details, the details side card, partners. */
export const rows: SpecMessageRow[] = [
  // Lead (stored): the phone rejected on the lead OTP step.
  {
    message: 'Please enter a valid mobile number',
    doc: '000',
    slug: 'lead',
    input: { email, phone: '12345' },
    path: 'phone',
  },

  // Landing lead popup.
  {
    message: 'Please enter your first name!',
    doc: '000',
    slug: 'lead-popup',
    input: { lastName: 'Sharma', phone: '9876543210', city: 'Noida', locality: 'Sector 62', email },
    path: 'name',
  },
  {
    message: 'Please enter your last name!',
    doc: '000',
    slug: 'lead-popup',
    input: { name: 'Asha', phone: '9876543210', city: 'Noida', locality: 'Sector 62', email },
    path: 'lastName',
  },
  {
    message: 'Please enter your phone number!',
    doc: '000',
    slug: 'lead-popup',
    input: { name: 'Asha', lastName: 'Sharma', city: 'Noida', locality: 'Sector 62', email },
    path: 'phone',
  },
  {
    message: 'Please enter preferred city!',
    doc: '000',
    slug: 'lead-popup',
    input: { name: 'Asha', lastName: 'Sharma', phone: '9876543210', locality: 'Sector 62', email },
    path: 'city',
  },
  {
    message: 'Please enter preferred locality!',
    doc: '000',
    slug: 'lead-popup',
    input: { name: 'Asha', lastName: 'Sharma', phone: '9876543210', city: 'Noida', email },
    path: 'locality',
  },
  {
    message: 'Please enter email!',
    doc: '000',
    slug: 'lead-popup',
    input: { name: 'Asha', lastName: 'Sharma', phone: '9876543210', city: 'Noida', locality: 'Sector 62' },
    path: 'email',
  },
  {
    message: 'Invalid email address!',
    doc: '000',
    slug: 'lead-popup',
    input: {
      name: 'Asha',
      lastName: 'Sharma',
      phone: '9876543210',
      city: 'Noida',
      locality: 'Sector 62',
      email: 'not-an-email',
    },
    path: 'email',
  },
  {
    message: 'Please Enter Only Digits',
    doc: '000',
    slug: 'lead-popup',
    input: { name: 'Asha', lastName: 'Sharma', phone: '98765x3210', city: 'Noida', locality: 'Sector 62', email },
    path: 'phone',
  },
  {
    message: 'Please Enter 10 Digits Phone Number',
    doc: '000',
    slug: 'lead-popup',
    input: { name: 'Asha', lastName: 'Sharma', phone: '98765', city: 'Noida', locality: 'Sector 62', email },
    path: 'phone',
  },
  {
    message: 'Please Enter 10 Digits Phone Number',
    doc: '000',
    slug: 'lead-popup',
    input: { name: 'Asha', lastName: 'Sharma', phone: '987654321012', city: 'Noida', locality: 'Sector 62', email },
    path: 'phone',
  },

  // Share-details modal (visit and shortlist).
  {
    message: 'Please enter your name!',
    doc: '000',
    slug: 'share-details',
    input: { email, phone: '9876543210' },
    path: 'name',
  },
  {
    message: 'Please enter your email!',
    doc: '000',
    slug: 'share-details',
    input: { name: 'Asha', phone: '9876543210' },
    path: 'email',
  },
  {
    message: 'Invalid email address!',
    doc: '000',
    slug: 'share-details',
    input: { name: 'Asha', email: 'asha@', phone: '9876543210' },
    path: 'email',
  },
  {
    message: 'Please Enter Only Digits',
    doc: '000',
    slug: 'share-details',
    input: { name: 'Asha', email, phone: '98765-3210' },
    path: 'phone',
  },
  {
    message: 'Please Enter 10 Digits Phone Number',
    doc: '000',
    slug: 'share-details',
    input: { name: 'Asha', email, phone: '987654' },
    path: 'phone',
  },

  // Property details page side-card lead form.
  {
    message: 'Please fill all fields to submit',
    doc: '000',
    slug: 'details-lead-form',
    input: { email, content: 'I would like to move in next month.' },
    path: 'name',
  },

  // Partner form.
  {
    message: 'Please enter your email!',
    doc: '000',
    slug: 'partner-form',
    input: { name: 'Ravi', entityName: 'Cosy Stays' },
    path: 'email',
  },
  {
    message: 'Invalid email address!',
    doc: '000',
    slug: 'partner-form',
    input: { email: 'ravi.example.com' },
    path: 'email',
  },
  {
    message: 'Please Enter Only Digits',
    doc: '000',
    slug: 'partner-form',
    input: { email, phone: '+919876543' },
    path: 'phone',
  },
];
