import type { City } from '#generated/enums.ts';

import type { Gender } from './people.ts';

/** Every demo login uses this password (hashed once per seed run). */
export const DEMO_PASSWORD = 'Nivaas@123';

export type DemoKey = 'admin' | 'underwriter' | 'finance' | 'staff' | 'tenant' | 'newtenant' | 'landlord' | 'partner';
export type SeedUserType = 'tenant' | 'landlord' | 'internal' | 'partner';

export interface DemoLogin {
  key: DemoKey;
  email: string;
  userType: SeedUserType;
  /** The role record the user holds (internal and partner users). */
  role?: string;
  name: string;
  gender: Gender;
  phone: string;
  city: City;
  designation?: string;
  /** What the login shows, for the summary. */
  note: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  {
    key: 'admin',
    email: 'admin@nivaas.test',
    userType: 'internal',
    role: 'admin',
    name: 'Rohan Mehta',
    gender: 'male',
    phone: '919876500001',
    city: 'Mumbai',
    designation: 'Head of Operations',
    note: 'every module, create/update/delete',
  },
  {
    key: 'underwriter',
    email: 'underwriter@nivaas.test',
    userType: 'internal',
    role: 'underwriter',
    name: 'Kavya Iyer',
    gender: 'female',
    phone: '919876500002',
    city: 'Bengaluru',
    designation: 'Senior Underwriter',
    note: 'approves eligibility and bond amounts',
  },
  {
    key: 'finance',
    email: 'finance@nivaas.test',
    userType: 'internal',
    role: 'financeHead',
    name: 'Sanjay Agarwal',
    gender: 'male',
    phone: '919876500003',
    city: 'Mumbai',
    designation: 'Finance Head',
    note: 'wallet top-ups, payments, reports',
  },
  {
    key: 'staff',
    email: 'staff@nivaas.test',
    userType: 'internal',
    role: 'staff',
    name: 'Pooja Patil',
    gender: 'female',
    phone: '919876500004',
    city: 'Pune',
    designation: 'Customer Support Executive',
    note: 'read-only, no approval rights',
  },
  {
    key: 'tenant',
    email: 'tenant@nivaas.test',
    userType: 'tenant',
    name: 'Aditya Sharma',
    gender: 'male',
    phone: '919876500005',
    city: 'Bengaluru',
    note: 'eligible tenant with an Active bond',
  },
  {
    key: 'newtenant',
    email: 'newtenant@nivaas.test',
    userType: 'tenant',
    name: 'Sneha Reddy',
    gender: 'female',
    phone: '919876500006',
    city: 'Hyderabad',
    note: 'eligible tenant, no bond yet',
  },
  {
    key: 'landlord',
    email: 'landlord@nivaas.test',
    userType: 'landlord',
    name: 'Rajesh Khanna',
    gender: 'male',
    phone: '919876500007',
    city: 'Bengaluru',
    designation: 'Owner, Khanna Residences',
    note: 'owns many properties in every city, has pending requests',
  },
  {
    key: 'partner',
    email: 'partner@nivaas.test',
    userType: 'partner',
    role: 'partner',
    name: 'Neha Kapoor',
    gender: 'female',
    phone: '919876500008',
    city: 'Gurugram',
    designation: 'Partnerships Manager, UrbanKey Stays',
    note: 'partner who onboarded tenants and two landlords, with a few listings',
  },
];
