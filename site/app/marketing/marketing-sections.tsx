import { lazyPart } from '../layout/lazy-part.tsx';
import { useSiteSettings } from '../layout/site-settings.ts';
import type { MarketingContent } from './types.ts';

/*
 * Each section's code is imported only when the section wakes (decision 053): the page's first download holds
 * none of it. Sections without handlers (cards, links, native disclosures) never wake; the others wake near the
 * viewport or at a first press, which is replayed once they are live (decision 024).
 */
const Benefits = lazyPart(() => import('./benefits.tsx').then((m) => m.Benefits), 'never');
const Explainer = lazyPart(() => import('./explainer.tsx').then((m) => m.Explainer));
const HowItWorks = lazyPart(() => import('./how-it-works.tsx').then((m) => m.HowItWorks));
const WhyChooseUs = lazyPart(() => import('./why-choose-us.tsx').then((m) => m.WhyChooseUs), 'never');
const Counters = lazyPart(() => import('./counters.tsx').then((m) => m.Counters));
const TrustedStrip = lazyPart(() => import('./trusted-strip.tsx').then((m) => m.TrustedStrip));
const Press = lazyPart(() => import('./press.tsx').then((m) => m.Press), 'never');
const FaqTeaser = lazyPart(() => import('./faq-teaser.tsx').then((m) => m.FaqTeaser), 'never');
const Testimonials = lazyPart(() => import('./testimonials.tsx').then((m) => m.Testimonials));
const Leadership = lazyPart(() => import('./leadership.tsx').then((m) => m.Leadership), 'never');
const ContactSection = lazyPart(() => import('./contact-section.tsx').then((m) => m.ContactSection));

/**
 * The marketing sections shared by the home page and the tenant landing page, in their order (spec 000 §1).
 * All lie below the banner.
 */
export function MarketingSections({ content }: { content: MarketingContent }) {
  const settings = useSiteSettings();
  return (
    <>
      <Benefits items={content.benefit} />
      <Explainer item={content.explainer[0]} />
      <HowItWorks items={content.howItWorks} />
      <WhyChooseUs items={content.whyChooseUs} signupUrl={settings.signupUrl} />
      <Counters items={content.counter} />
      <TrustedStrip items={content.trustedLogo} />
      <Press items={content.press} />
      <FaqTeaser items={content.faqs} />
      <Testimonials items={content.testimonials} />
      <Leadership items={content.leadership} />
      <ContactSection />
    </>
  );
}
