import type { SpecMessageRow } from './row.ts';

/** Users, profiles and account (group "acct"): the messages of 001 and 002 that these schemas produce. */
const USER = '3f1c2b9a-8d4e-4c5b-9a7f-1e2d3c4b5a69';
const ADDRESS = {
  addressType: 'permanent',
  pin: '201301',
  street: 'Sector 62 Road',
  house: 'B-204',
  locality: 'Sector 62',
  city: 'Noida',
  state: 'Uttar Pradesh',
};
const EMPLOYMENT = {
  employment: 'Salaried',
  monthlyIncome: 85000,
  additionalMonthlyIncome: 0,
  workEmail: 'asha@acme.in',
};
const UPLOAD = {
  docType: 'OFFER_LETTER',
  docId: 'OL-2024-118',
  metadata: 'Offer letter from Acme Pvt Ltd',
  file: 'https://files.nivaas.in/docs/offer.pdf',
};

const without = <T extends Record<string, unknown>>(o: T, key: keyof T): Record<string, unknown> => {
  const { [key]: _dropped, ...rest } = o;
  return rest;
};

export const rows: SpecMessageRow[] = [
  // Own messages
  {
    message: 'Please Enter Correct Phone Number ',
    doc: '001',
    slug: 'phone-otp-request',
    input: { mobileNo: '9876543210' },
    path: 'mobileNo',
  },
  {
    message: 'please enter same password in both fields',
    doc: '002',
    slug: 'reset-password',
    input: { password: 'secret-123', confirmPassword: 'secret-124' },
    path: 'confirmPassword',
  },
  { message: 'Upload document', doc: '002', slug: 'document-upload', input: without(UPLOAD, 'file'), path: 'file' },

  // Shared pin message, through the address entity (spec 001 §5, 002 §5 profile forms)
  {
    message: 'Invalid Pin Code',
    doc: '001',
    slug: 'address',
    input: { userId: USER, ...ADDRESS, pin: '2013' },
    path: 'pin',
  },

  // Employment details: occupation, monthly income, additional income, work email (spec 001 §5)
  {
    message: 'Occupation is required!',
    doc: '001',
    slug: 'employment-details',
    input: without(EMPLOYMENT, 'employment'),
    path: 'employment',
  },
  {
    message: 'Monthly Income is required!',
    doc: '001',
    slug: 'employment-details',
    input: without(EMPLOYMENT, 'monthlyIncome'),
    path: 'monthlyIncome',
  },
  {
    message: 'Additional Income is required!',
    doc: '001',
    slug: 'employment-details',
    input: without(EMPLOYMENT, 'additionalMonthlyIncome'),
    path: 'additionalMonthlyIncome',
  },
  {
    message: 'Work Email is required!',
    doc: '001',
    slug: 'employment-details',
    input: without(EMPLOYMENT, 'workEmail'),
    path: 'workEmail',
  },

  // Address: all fields required (spec 001 §5)
  {
    message: 'Address Type is required!',
    doc: '001',
    slug: 'address',
    input: { userId: USER, ...without(ADDRESS, 'addressType') },
    path: 'addressType',
  },
  {
    message: 'PIN Code is required!',
    doc: '001',
    slug: 'address',
    input: { userId: USER, ...without(ADDRESS, 'pin') },
    path: 'pin',
  },
  {
    message: 'Street is required!',
    doc: '001',
    slug: 'address',
    input: { userId: USER, ...without(ADDRESS, 'street') },
    path: 'street',
  },
  {
    message: 'Flat/House Number is required!',
    doc: '001',
    slug: 'address',
    input: { userId: USER, ...without(ADDRESS, 'house') },
    path: 'house',
  },
  {
    message: 'Locality is required!',
    doc: '001',
    slug: 'address',
    input: { userId: USER, ...without(ADDRESS, 'locality') },
    path: 'locality',
  },
  {
    message: 'City is required!',
    doc: '001',
    slug: 'address',
    input: { userId: USER, ...without(ADDRESS, 'city') },
    path: 'city',
  },
  {
    message: 'State is required!',
    doc: '001',
    slug: 'address',
    input: { userId: USER, ...without(ADDRESS, 'state') },
    path: 'state',
  },

  // Webhook callback and events, token description, wallet amount (spec 001 §5)
  {
    message: 'Callback URL is required!',
    doc: '001',
    slug: 'webhook',
    input: { userId: USER, events: ['bond.created'] },
    path: 'callback',
  },
  {
    message: 'Events is required!',
    doc: '001',
    slug: 'webhook',
    input: { userId: USER, callback: 'https://example.com/hooks/nivaas' },
    path: 'events',
  },
  { message: 'Description is required!', doc: '001', slug: 'api-token', input: { userId: USER }, path: 'description' },
  { message: 'Amount is required!', doc: '001', slug: 'wallet-topup', input: { userId: USER }, path: 'totalAmount' },
  {
    message: 'Amount is not a valid number!',
    doc: '002',
    slug: 'wallet-topup',
    input: { userId: USER, totalAmount: 'five hundred' },
    path: 'totalAmount',
  },

  // Document upload: docType, docId, metadata required (spec 001 §5, 002 §5)
  {
    message: 'Document Type is required!',
    doc: '002',
    slug: 'document-upload',
    input: without(UPLOAD, 'docType'),
    path: 'docType',
  },
  {
    message: 'Document Number is required!',
    doc: '002',
    slug: 'document-upload',
    input: without(UPLOAD, 'docId'),
    path: 'docId',
  },
  {
    message: 'Metadata is required!',
    doc: '002',
    slug: 'document-upload',
    input: without(UPLOAD, 'metadata'),
    path: 'metadata',
  },

  // Profile forms: all fields required (spec 002 §5)
  {
    message: 'Name is required!',
    doc: '002',
    slug: 'basic-profile',
    input: { email: 'asha@example.in', gender: 'female', phone: '919876543210', dob: '1996-04-12' },
    path: 'name',
  },
  {
    message: 'PAN is required!',
    doc: '002',
    slug: 'personal-details',
    input: { aadhar: '123412341234', education: 'B.Tech' },
    path: 'pan',
  },

  // Reset password: both fields required (spec 002 §5)
  {
    message: 'New Password is required!',
    doc: '002',
    slug: 'reset-password',
    input: { confirmPassword: 'secret-123' },
    path: 'password',
  },
  {
    message: 'Confirm Password is required!',
    doc: '002',
    slug: 'reset-password',
    input: { password: 'secret-123' },
    path: 'confirmPassword',
  },

  // Eligibility approval: amount always, reason unless only raising the amount (spec 002 §5)
  {
    message: 'Maximum Eligibility Amount is required!',
    doc: '002',
    slug: 'eligibility-approval',
    input: { status: 'eligible', comments: 'Salary slips verified' },
    path: 'maxEligibilityAmount',
  },
  {
    message: 'Reason is required!',
    doc: '002',
    slug: 'eligibility-approval',
    input: { status: 'eligible', maxEligibilityAmount: 150000 },
    path: 'comments',
  },

  // Invite: email and role required (spec 002 §5)
  {
    message: 'Email is required!',
    doc: '002',
    slug: 'invite',
    input: { role: 'underwriter', userType: 'internal' },
    path: 'inviteeEmail',
  },
  {
    message: 'Role is required!',
    doc: '002',
    slug: 'invite',
    input: { inviteeEmail: 'ravi@nivaas.in', userType: 'internal' },
    path: 'role',
  },
  {
    message: 'Email is not a valid email!',
    doc: '002',
    slug: 'invite',
    input: { inviteeEmail: 'ravi.nivaas.in', role: 'underwriter' },
    path: 'inviteeEmail',
  },

  // Profile picture zoom 1 to 10 (spec 002 §5, §9)
  { message: 'Zoom must be between 1 and 10', doc: '002', slug: 'profile-picture', input: { zoom: 11 }, path: 'zoom' },
];
