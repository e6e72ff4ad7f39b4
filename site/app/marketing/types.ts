/** A site-section item as the pages receive it (schemas/site-section.schema.json). */
export interface SectionItem {
  id: string;
  title: string;
  description?: string;
  image?: string;
  value?: number;
  prefix?: string;
  suffix?: string;
  linkLabel?: string;
  linkUrl?: string;
}

export interface PressCard {
  id: string;
  title: string;
  tag?: string;
  date: string;
  url: string;
  image?: string;
}

export interface FaqItem {
  id: string;
  title: string;
  description: string;
}

export interface TestimonialItem {
  id: string;
  heading: string;
  description: string;
  pic?: string;
  title: string;
  designation?: string;
}

export interface LeaderItem {
  id: string;
  name: string;
  title: string;
  description?: string;
  photo?: string;
}

/** Everything the shared marketing sections of the landing pages show. */
export interface MarketingContent {
  benefit: SectionItem[];
  explainer: SectionItem[];
  howItWorks: SectionItem[];
  whyChooseUs: SectionItem[];
  counter: SectionItem[];
  trustedLogo: SectionItem[];
  press: PressCard[];
  faqs: FaqItem[];
  testimonials: TestimonialItem[];
  leadership: LeaderItem[];
}
