import { useSiteSettings } from '../layout/site-settings.ts';
import { Benefits } from './benefits.tsx';
import { ContactSection } from './contact-section.tsx';
import { Counters } from './counters.tsx';
import { Explainer } from './explainer.tsx';
import { FaqTeaser } from './faq-teaser.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { Leadership } from './leadership.tsx';
import { Press } from './press.tsx';
import { Testimonials } from './testimonials.tsx';
import { TrustedStrip } from './trusted-strip.tsx';
import type { MarketingContent } from './types.ts';
import { WhyChooseUs } from './why-choose-us.tsx';

/** The marketing sections shared by the home page and the tenant landing page, in their order (000 §1). */
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
