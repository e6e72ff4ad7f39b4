import { msg } from '#engine/runtime/i18n/translator.ts';

/** Nivaas's corporate office and support contacts (spec 000 §1: footer, contact page). */
export const OFFICE = {
  name: 'Nivaas Surety Services Pvt. Ltd.',
  lines: [
    '7th Floor, Peninsula Business Park',
    'Ganpatrao Kadam Marg, Lower Parel',
    'Mumbai, Maharashtra 400013, India',
  ],
};

export const SUPPORT_PHONE = { display: '+91 22 4890 7700', href: 'tel:+912248907700' };
export const SUPPORT_EMAIL = 'support@nivaas.in';

export const SOCIAL_LINKS = [
  { label: msg('Nivaas on LinkedIn'), href: 'https://www.linkedin.com/company/nivaas', icon: 'linkedin' },
  { label: msg('Nivaas on Instagram'), href: 'https://www.instagram.com/nivaas.in', icon: 'instagram' },
  { label: msg('Nivaas on Facebook'), href: 'https://www.facebook.com/nivaas.in', icon: 'facebook' },
  { label: msg('Nivaas on X'), href: 'https://x.com/nivaas_in', icon: 'x' },
  { label: msg('Nivaas on YouTube'), href: 'https://www.youtube.com/@nivaas', icon: 'youtube' },
] as const;
