import type { SpecMessageRow } from './row.ts';

const email = 'visitor@example.com';

/** The site's contact forms (spec 000): the contact page, the home page's Get in touch, the corporate page, the lead OTP. */
export const rows: SpecMessageRow[] = [
  // Contact page form.
  {
    message: 'Please input your name!',
    doc: '000',
    slug: 'contact-form',
    input: { email, phone: '9876543210', content: 'Hello', acceptTerms: true },
    path: 'name',
  },
  {
    message: 'Please input your email!',
    doc: '000',
    slug: 'contact-form',
    input: { name: 'Asha', phone: '9876543210', content: 'Hello', acceptTerms: true },
    path: 'email',
  },
  {
    message: 'Invalid email address!',
    doc: '000',
    slug: 'contact-form',
    input: { name: 'Asha', email: 'asha at example', phone: '9876543210', content: 'Hello', acceptTerms: true },
    path: 'email',
  },
  {
    message: 'Please input your mobile number!',
    doc: '000',
    slug: 'contact-form',
    input: { name: 'Asha', email, content: 'Hello', acceptTerms: true },
    path: 'phone',
  },
  {
    message: 'Please input your mobile number!',
    doc: '000',
    slug: 'contact-form',
    input: { name: 'Asha', email, phone: 'ninetyeight', content: 'Hello', acceptTerms: true },
    path: 'phone',
  },
  {
    message: 'Please provide a valid message!',
    doc: '000',
    slug: 'contact-form',
    input: { name: 'Asha', email, phone: '9876543210', acceptTerms: true },
    path: 'content',
  },
  {
    message: 'Please accept the terms!',
    doc: '000',
    slug: 'contact-form',
    input: { name: 'Asha', email, phone: '9876543210', content: 'Hello', acceptTerms: false },
    path: 'acceptTerms',
  },
  {
    message: 'Please accept the terms!',
    doc: '000',
    slug: 'contact-form',
    input: { name: 'Asha', email, phone: '9876543210', content: 'Hello' },
    path: 'acceptTerms',
  },

  // Home page "Get in touch" form.
  {
    message: 'Please input your name!',
    doc: '000',
    slug: 'landing-contact-lead',
    input: { email, phone: '9876543210', designation: 'HR Manager', content: 'Hello', acceptTerms: true },
    path: 'name',
  },
  {
    message: 'Please input your email!',
    doc: '000',
    slug: 'landing-contact-lead',
    input: { name: 'Asha', phone: '9876543210', designation: 'HR Manager', content: 'Hello', acceptTerms: true },
    path: 'email',
  },
  {
    message: 'Please input your mobile number!',
    doc: '000',
    slug: 'landing-contact-lead',
    input: {
      name: 'Asha',
      email,
      phone: '98765 43210',
      designation: 'HR Manager',
      content: 'Hello',
      acceptTerms: true,
    },
    path: 'phone',
  },
  {
    message: 'Please input your designation!',
    doc: '000',
    slug: 'landing-contact-lead',
    input: { name: 'Asha', email, phone: '9876543210', content: 'Hello', acceptTerms: true },
    path: 'designation',
  },
  {
    message: 'Please provide a valid message!',
    doc: '000',
    slug: 'landing-contact-lead',
    input: { name: 'Asha', email, phone: '9876543210', designation: 'HR Manager', acceptTerms: true },
    path: 'content',
  },
  {
    message: 'Please accept the terms!',
    doc: '000',
    slug: 'landing-contact-lead',
    input: {
      name: 'Asha',
      email,
      phone: '9876543210',
      designation: 'HR Manager',
      content: 'Hello',
      acceptTerms: false,
    },
    path: 'acceptTerms',
  },

  // Corporate page contact form.
  {
    message: 'Please input your designation!',
    doc: '000',
    slug: 'corporate-contact',
    input: { name: 'Asha', email, phone: '9876543210', companySize: '51-100', content: 'Hello', acceptTerms: true },
    path: 'designation',
  },
  {
    message: 'Company Size is required!',
    doc: '000',
    slug: 'corporate-contact',
    input: { name: 'Asha', email, phone: '9876543210', designation: 'HR Manager', content: 'Hello', acceptTerms: true },
    path: 'companySize',
  },
  {
    message: 'Please accept the terms!',
    doc: '000',
    slug: 'corporate-contact',
    input: {
      name: 'Asha',
      email,
      phone: '9876543210',
      designation: 'HR Manager',
      companySize: '500+',
      content: 'Hello',
      acceptTerms: false,
    },
    path: 'acceptTerms',
  },

  // OTP request (public lead OTP): digits-only wins over the length rule.
  {
    message: 'Please Enter Correct Number',
    doc: '000',
    slug: 'otp-request',
    input: { phone: '98765abc10' },
    path: 'phone',
  },
  { message: 'Please Enter Correct Number', doc: '000', slug: 'otp-request', input: { phone: '98x' }, path: 'phone' },
  {
    message: 'Please Enter A Valid 10 Digit Mobile Number',
    doc: '000',
    slug: 'otp-request',
    input: { phone: '987654321' },
    path: 'phone',
  },
  {
    message: 'Please Enter A Valid 10 Digit Mobile Number',
    doc: '000',
    slug: 'otp-request',
    input: { phone: '98765432101' },
    path: 'phone',
  },
];
