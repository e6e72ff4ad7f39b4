import type { SiteSettings } from '#client/site-context.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';

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
    { kind: 'link', label: msg('Tenants'), to: '/tenants' },
    { kind: 'link', label: msg('For Corporates'), to: '/corporates' },
    { kind: 'link', label: msg('Properties'), to: '/properties' },
    {
      kind: 'dropdown',
      label: msg('Partners'),
      groups: [
        {
          heading: msg('Operators and landlords'),
          links: [
            { kind: 'external', label: msg('Partner With Us'), href: settings.operatorsUrl },
            { kind: 'link', label: msg('Become a Partner'), to: '/partners' },
          ],
        },
        {
          heading: msg('Stay with us'),
          links: [{ kind: 'link', label: msg('Co-living Rooms'), to: '/nivaascolivingrooms' }],
        },
      ],
    },
    {
      kind: 'dropdown',
      label: msg('Help'),
      groups: [
        {
          heading: msg('Support'),
          links: [
            { kind: 'link', label: msg('FAQs'), to: '/faqs' },
            { kind: 'link', label: msg('Contact Us'), to: '/contactus' },
          ],
        },
        {
          heading: msg('Policies'),
          links: [
            { kind: 'link', label: msg('Privacy Policy'), to: '/privacy' },
            { kind: 'link', label: msg('Terms of Use'), to: '/terms' },
            { kind: 'link', label: msg('Cancellation Policy'), to: '/cancellationpolicy' },
          ],
        },
      ],
    },
  ];
}
