import { HydrateNearView } from '../layout/hydrate-near-view.tsx';
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

/**
 * The marketing sections shared by the home page and the tenant landing page, in their order (spec 000 §1).
 * All lie below the banner: each hydrates when it comes near the viewport (`HydrateNearView`).
 */
export function MarketingSections({ content }: { content: MarketingContent }) {
  const settings = useSiteSettings();
  return (
    <>
      <HydrateNearView>
        <Benefits items={content.benefit} />
      </HydrateNearView>
      <HydrateNearView>
        <Explainer item={content.explainer[0]} />
      </HydrateNearView>
      <HydrateNearView>
        <HowItWorks items={content.howItWorks} />
      </HydrateNearView>
      <HydrateNearView>
        <WhyChooseUs items={content.whyChooseUs} signupUrl={settings.signupUrl} />
      </HydrateNearView>
      <HydrateNearView>
        <Counters items={content.counter} />
      </HydrateNearView>
      <HydrateNearView>
        <TrustedStrip items={content.trustedLogo} />
      </HydrateNearView>
      <HydrateNearView>
        <Press items={content.press} />
      </HydrateNearView>
      <HydrateNearView>
        <FaqTeaser items={content.faqs} />
      </HydrateNearView>
      <HydrateNearView>
        <Testimonials items={content.testimonials} />
      </HydrateNearView>
      <HydrateNearView>
        <Leadership items={content.leadership} />
      </HydrateNearView>
      <HydrateNearView>
        <ContactSection />
      </HydrateNearView>
    </>
  );
}
