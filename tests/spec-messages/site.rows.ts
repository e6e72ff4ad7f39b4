import type { SpecMessageRow } from './row.ts';

const email = 'visitor@example.com';

export const rows: SpecMessageRow[] = [
  // Lead (stored): the phone rejected on the lead OTP step.
  { message: 'Please enter a valid mobile number', doc: '000', slug: 'lead', input: { email, phone: '12345' }, path: 'phone' },

  // Landing lead popup.
  { message: 'Please enter your first name!', doc: '000', slug: 'lead-popup', input: { lastName: 'Sharma', phone: '9876543210', city: 'Noida', locality: 'Sector 62', email }, path: 'name' },
  { message: 'Please enter your last name!', doc: '000', slug: 'lead-popup', input: { name: 'Asha', phone: '9876543210', city: 'Noida', locality: 'Sector 62', email }, path: 'lastName' },
  { message: 'Please enter your phone number!', doc: '000', slug: 'lead-popup', input: { name: 'Asha', lastName: 'Sharma', city: 'Noida', locality: 'Sector 62', email }, path: 'phone' },
  { message: 'Please enter preferred city!', doc: '000', slug: 'lead-popup', input: { name: 'Asha', lastName: 'Sharma', phone: '9876543210', locality: 'Sector 62', email }, path: 'city' },
  { message: 'Please enter preferred locality!', doc: '000', slug: 'lead-popup', input: { name: 'Asha', lastName: 'Sharma', phone: '9876543210', city: 'Noida', email }, path: 'locality' },
  { message: 'Please enter email!', doc: '000', slug: 'lead-popup', input: { name: 'Asha', lastName: 'Sharma', phone: '9876543210', city: 'Noida', locality: 'Sector 62' }, path: 'email' },
  { message: 'Invalid email address!', doc: '000', slug: 'lead-popup', input: { name: 'Asha', lastName: 'Sharma', phone: '9876543210', city: 'Noida', locality: 'Sector 62', email: 'not-an-email' }, path: 'email' },
  { message: 'Please Enter Only Digits', doc: '000', slug: 'lead-popup', input: { name: 'Asha', lastName: 'Sharma', phone: '98765x3210', city: 'Noida', locality: 'Sector 62', email }, path: 'phone' },
  { message: 'Please Enter 10 Digits Phone Number', doc: '000', slug: 'lead-popup', input: { name: 'Asha', lastName: 'Sharma', phone: '98765', city: 'Noida', locality: 'Sector 62', email }, path: 'phone' },
  { message: 'Please Enter 10 Digits Phone Number', doc: '000', slug: 'lead-popup', input: { name: 'Asha', lastName: 'Sharma', phone: '987654321012', city: 'Noida', locality: 'Sector 62', email }, path: 'phone' },

  // Share-details modal (visit and shortlist).
  { message: 'Please enter your name!', doc: '000', slug: 'share-details', input: { email, phone: '9876543210' }, path: 'name' },
  { message: 'Please enter your email!', doc: '000', slug: 'share-details', input: { name: 'Asha', phone: '9876543210' }, path: 'email' },
  { message: 'Invalid email address!', doc: '000', slug: 'share-details', input: { name: 'Asha', email: 'asha@', phone: '9876543210' }, path: 'email' },
  { message: 'Please Enter Only Digits', doc: '000', slug: 'share-details', input: { name: 'Asha', email, phone: '98765-3210' }, path: 'phone' },
  { message: 'Please Enter 10 Digits Phone Number', doc: '000', slug: 'share-details', input: { name: 'Asha', email, phone: '987654' }, path: 'phone' },

  // Property details page side-card lead form.
  { message: 'Please fill all fields to submit', doc: '000', slug: 'details-lead-form', input: { email, content: 'I would like to move in next month.' }, path: 'name' },

  // Partner form.
  { message: 'Please enter your email!', doc: '000', slug: 'partner-form', input: { name: 'Ravi', entityName: 'Cosy Stays' }, path: 'email' },
  { message: 'Invalid email address!', doc: '000', slug: 'partner-form', input: { email: 'ravi.example.com' }, path: 'email' },
  { message: 'Please Enter Only Digits', doc: '000', slug: 'partner-form', input: { email, phone: '+919876543' }, path: 'phone' },

  // Contact page form.
  { message: 'Please input your name!', doc: '000', slug: 'contact-form', input: { email, phone: '9876543210', content: 'Hello', acceptTerms: true }, path: 'name' },
  { message: 'Please input your email!', doc: '000', slug: 'contact-form', input: { name: 'Asha', phone: '9876543210', content: 'Hello', acceptTerms: true }, path: 'email' },
  { message: 'Invalid email address!', doc: '000', slug: 'contact-form', input: { name: 'Asha', email: 'asha at example', phone: '9876543210', content: 'Hello', acceptTerms: true }, path: 'email' },
  { message: 'Please input your mobile number!', doc: '000', slug: 'contact-form', input: { name: 'Asha', email, content: 'Hello', acceptTerms: true }, path: 'phone' },
  { message: 'Please input your mobile number!', doc: '000', slug: 'contact-form', input: { name: 'Asha', email, phone: 'ninetyeight', content: 'Hello', acceptTerms: true }, path: 'phone' },
  { message: 'Please provide a valid message!', doc: '000', slug: 'contact-form', input: { name: 'Asha', email, phone: '9876543210', acceptTerms: true }, path: 'content' },
  { message: 'Please accept the terms!', doc: '000', slug: 'contact-form', input: { name: 'Asha', email, phone: '9876543210', content: 'Hello', acceptTerms: false }, path: 'acceptTerms' },
  { message: 'Please accept the terms!', doc: '000', slug: 'contact-form', input: { name: 'Asha', email, phone: '9876543210', content: 'Hello' }, path: 'acceptTerms' },

  // Home page "Get in touch" form.
  { message: 'Please input your name!', doc: '000', slug: 'landing-contact-lead', input: { email, phone: '9876543210', designation: 'HR Manager', content: 'Hello', acceptTerms: true }, path: 'name' },
  { message: 'Please input your email!', doc: '000', slug: 'landing-contact-lead', input: { name: 'Asha', phone: '9876543210', designation: 'HR Manager', content: 'Hello', acceptTerms: true }, path: 'email' },
  { message: 'Please input your mobile number!', doc: '000', slug: 'landing-contact-lead', input: { name: 'Asha', email, phone: '98765 43210', designation: 'HR Manager', content: 'Hello', acceptTerms: true }, path: 'phone' },
  { message: 'Please input your designation!', doc: '000', slug: 'landing-contact-lead', input: { name: 'Asha', email, phone: '9876543210', content: 'Hello', acceptTerms: true }, path: 'designation' },
  { message: 'Please provide a valid message!', doc: '000', slug: 'landing-contact-lead', input: { name: 'Asha', email, phone: '9876543210', designation: 'HR Manager', acceptTerms: true }, path: 'content' },
  { message: 'Please accept the terms!', doc: '000', slug: 'landing-contact-lead', input: { name: 'Asha', email, phone: '9876543210', designation: 'HR Manager', content: 'Hello', acceptTerms: false }, path: 'acceptTerms' },

  // Corporate page contact form.
  { message: 'Please input your designation!', doc: '000', slug: 'corporate-contact', input: { name: 'Asha', email, phone: '9876543210', companySize: '51-100', content: 'Hello', acceptTerms: true }, path: 'designation' },
  { message: 'Company Size is required!', doc: '000', slug: 'corporate-contact', input: { name: 'Asha', email, phone: '9876543210', designation: 'HR Manager', content: 'Hello', acceptTerms: true }, path: 'companySize' },
  { message: 'Please accept the terms!', doc: '000', slug: 'corporate-contact', input: { name: 'Asha', email, phone: '9876543210', designation: 'HR Manager', companySize: '500+', content: 'Hello', acceptTerms: false }, path: 'acceptTerms' },

  // OTP request (public lead OTP): digits-only wins over the length rule.
  { message: 'Please Enter Correct Number', doc: '000', slug: 'otp-request', input: { phone: '98765abc10' }, path: 'phone' },
  { message: 'Please Enter Correct Number', doc: '000', slug: 'otp-request', input: { phone: '98x' }, path: 'phone' },
  { message: 'Please Enter A Valid 10 Digit Mobile Number', doc: '000', slug: 'otp-request', input: { phone: '987654321' }, path: 'phone' },
  { message: 'Please Enter A Valid 10 Digit Mobile Number', doc: '000', slug: 'otp-request', input: { phone: '98765432101' }, path: 'phone' },

  // College booking popup, step by step.
  { message: 'Please select at least one payment option', doc: '000', slug: 'booking-step-token', input: { refundableToken: false, proceedWithoutToken: false }, path: '_form' },
  { message: 'Name is required', doc: '000', slug: 'booking-step-contact', input: { phone: '9876543210', email }, path: 'name' },
  { message: 'Name must be at least 2 characters', doc: '000', slug: 'booking-step-contact', input: { name: ' A ', phone: '9876543210', email }, path: 'name' },
  { message: 'Phone number is required', doc: '000', slug: 'booking-step-contact', input: { name: 'Asha', email }, path: 'phone' },
  { message: 'Phone number must be 10 digits', doc: '000', slug: 'booking-step-contact', input: { name: 'Asha', phone: '98765', email }, path: 'phone' },
  { message: 'Email is required', doc: '000', slug: 'booking-step-contact', input: { name: 'Asha', phone: '9876543210' }, path: 'email' },
  { message: 'Please enter a valid email address', doc: '000', slug: 'booking-step-contact', input: { name: 'Asha', phone: '9876543210', email: 'asha@@example' }, path: 'email' },
  { message: 'Date of visit is required', doc: '000', slug: 'booking-step-visit', input: { timeOfVisit: '10:30' }, path: 'dateOfVisit' },
  { message: 'Time of visit is required', doc: '000', slug: 'booking-step-visit', input: { dateOfVisit: '2025-06-01' }, path: 'timeOfVisit' },

  // The whole booking form reuses the step fields and rules.
  { message: 'Please select at least one payment option', doc: '000', slug: 'booking-form', input: { refundableToken: false, proceedWithoutToken: false, name: 'Asha', phone: '9876543210', email, dateOfVisit: '2025-06-01', timeOfVisit: '10:30' }, path: '_form' },
  { message: 'Name must be at least 2 characters', doc: '000', slug: 'booking-form', input: { proceedWithoutToken: true, name: 'A', phone: '9876543210', email, dateOfVisit: '2025-06-01', timeOfVisit: '10:30' }, path: 'name' },
  { message: 'Phone number must be 10 digits', doc: '000', slug: 'booking-form', input: { proceedWithoutToken: true, name: 'Asha', phone: '98765432', email, dateOfVisit: '2025-06-01', timeOfVisit: '10:30' }, path: 'phone' },
  { message: 'Time of visit is required', doc: '000', slug: 'booking-form', input: { proceedWithoutToken: true, name: 'Asha', phone: '9876543210', email, dateOfVisit: '2025-06-01' }, path: 'timeOfVisit' },

  // City and locality search form (staff area).
  { message: 'Please enter preferred city!', doc: '002', slug: 'locality-search', input: { locality: 'Powai' }, path: 'city' },
  { message: 'Please enter preferred locality!', doc: '002', slug: 'locality-search', input: { city: 'Mumbai' }, path: 'locality' },

  // Property address PIN.
  { message: 'Invalid Pin Code', doc: '002', slug: 'property', input: { name: 'Green Nest', propertyType: 'Studio', expectedRent: 15000, landlordId: '2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b', propertyAddress: { locality: 'Sector 62', city: 'Noida', state: 'Uttar Pradesh', pin: '2013' } }, path: 'propertyAddress.pin' },
];
