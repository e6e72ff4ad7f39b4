import type { AppLoadContext } from '@remix-run/server-runtime';

import type { SiteSection } from '#generated/types/site-section.ts';

import { orEmpty, sectionItems } from '../data/api.server.ts';
import type { MarketingContent } from './types.ts';

/** Only what a page shows: fewer bytes in the page's data. */
const item = ({ id, title, description, image, value, prefix, suffix, linkLabel, linkUrl }: SiteSection) => ({
  id: id ?? title,
  title,
  description,
  image,
  value,
  prefix,
  suffix,
  linkLabel,
  linkUrl,
});

/** Every marketing section of the landing pages (spec 000 §2), read from the content resources in parallel. */
export async function loadMarketing(context: AppLoadContext): Promise<MarketingContent> {
  const [benefit, explainer, howItWorks, whyChooseUs, counter, trustedLogo, press, faqs, testimonials, leadership] =
    await Promise.all([
      sectionItems(context, 'benefit', 4),
      sectionItems(context, 'explainer', 1),
      sectionItems(context, 'howItWorks', 4),
      sectionItems(context, 'whyChooseUs', 3),
      sectionItems(context, 'counter', 4),
      sectionItems(context, 'trustedLogo', 20),
      orEmpty(context.data.list('press-item', { sortBy: 'date:desc', limit: 3 })),
      orEmpty(context.data.list('faq', { audience: 'tenant', sortBy: 'order:asc', limit: 4 })),
      orEmpty(context.data.list('testimonial', { sortBy: 'order:asc', limit: 12 })),
      orEmpty(context.data.list('leadership', { sortBy: 'order:asc', limit: 5 })),
    ]);
  return {
    benefit: benefit.map(item),
    explainer: explainer.map(item),
    howItWorks: howItWorks.map(item),
    whyChooseUs: whyChooseUs.map(item),
    counter: counter.map(item),
    trustedLogo: trustedLogo.map(item),
    press: press.results.map((p) => ({
      id: p.id ?? p.url,
      title: p.title,
      tag: p.tag,
      date: p.date,
      url: p.url,
      image: p.image,
    })),
    faqs: faqs.results.map((f) => ({ id: f.id ?? f.title, title: f.title, description: f.description })),
    testimonials: testimonials.results.map((t) => ({
      id: t.id ?? t.title,
      heading: t.heading,
      description: t.description,
      pic: t.pic,
      title: t.title,
      designation: t.designation,
    })),
    leadership: leadership.results.map((l) => ({
      id: l.id ?? l.name,
      name: l.name,
      title: l.title,
      description: l.description,
      photo: l.photo,
    })),
  };
}
