import { OFFICE, SUPPORT_EMAIL, SUPPORT_PHONE } from '../layout/contact-details.ts';

/** Who the policies speak for, and whom to write to. */
export const COMPANY = OFFICE.name;
export const ADDRESS = [OFFICE.name, ...OFFICE.lines].join(', ');
export const SUPPORT = SUPPORT_EMAIL;
export const PHONE = SUPPORT_PHONE.display;
export const GRIEVANCE = {
  name: 'Ms. Kavita Deshmukh',
  title: 'Grievance Officer and Data Protection Officer',
  email: 'grievance@nivaas.in',
};
export const UPDATED = '1 October 2024';
