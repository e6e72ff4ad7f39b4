import type { SiteSettings } from '#client/site-context.ts';

/**
 * One entry of the header menu (spec 000 §2 Header): a plain link, an external link, or a dropdown of grouped links.
 */
export type MenuEntry =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'dropdown'; label: string; groups: MenuGroup[] };

export interface MenuGroup {
  heading: string;
  links: Exclude<MenuEntry, { kind: 'dropdown' }>[];
}

/** The public menu. External addresses come from the server's settings (operators page). */
export function menuEntries(settings: Pick<SiteSettings, 'operatorsUrl'>): MenuEntry[] {
  return [
    { kind: 'link', label: 'Tenants', to: '/tenants' },
    { kind: 'link', label: 'For Corporates', to: '/corporates' },
    { kind: 'link', label: 'Properties', to: '/properties' },
    {
      kind: 'dropdown',
      label: 'Partners',
      groups: [
        {
          heading: 'Operators and landlords',
          links: [
            { kind: 'external', label: 'Partner With Us', href: settings.operatorsUrl },
            { kind: 'link', label: 'Become a Partner', to: '/partners' },
          ],
        },
        {
          heading: 'Stay with us',
          links: [{ kind: 'link', label: 'Co-living Rooms', to: '/nivaascolivingrooms' }],
        },
      ],
    },
    {
      kind: 'dropdown',
      label: 'Help',
      groups: [
        {
          heading: 'Support',
          links: [
            { kind: 'link', label: 'FAQs', to: '/faqs' },
            { kind: 'link', label: 'Contact Us', to: '/contactus' },
          ],
        },
        {
          heading: 'Policies',
          links: [
            { kind: 'link', label: 'Privacy Policy', to: '/privacy' },
            { kind: 'link', label: 'Terms of Use', to: '/terms' },
            { kind: 'link', label: 'Cancellation Policy', to: '/cancellationpolicy' },
          ],
        },
      ],
    },
  ];
}
