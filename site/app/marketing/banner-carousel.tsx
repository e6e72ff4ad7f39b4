import './banner-carousel.css';

import { type ReactNode, useEffect, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { ChevronLeftIcon, ChevronRightIcon } from '../layout/icons.tsx';
import { CarouselDots } from '../layout/ui.tsx';
import { BannerArt } from './art.tsx';
import type { SectionItem } from './types.ts';
import { slideAttributes, useCarousel } from './use-carousel.ts';

/** The home banner advances every 5 s (spec 000 §9) and wraps. */
export const BANNER_INTERVAL_MS = 5000;

/**
 * The home banner: deposit pain-point slides with "Experience now" and a picture (both open the lead
 * popup), arrows and dots, and the search card beside it. Every slide is in the server's HTML. Static classes
 * (banner-carousel.css): the banner hydrates with the page, and styles computed then cost a phone dearly.
 */
export function BannerCarousel({
  slides,
  onExperience,
  aside,
}: {
  slides: SectionItem[];
  onExperience: () => void;
  aside: ReactNode;
}) {
  const t = useT();
  const count = slides.length;
  const { index, go, pauseHandlers } = useCarousel(count, BANNER_INTERVAL_MS);
  // The server draws only the first slide's picture (a lighter page); the browser adds the others.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <section aria-labelledby="home-title" className="banner">
      <div className="banner-grid">
        <div role="region" aria-roledescription="carousel" aria-label={t('Why rent with Nivaas')} {...pauseHandlers}>
          <h1 id="home-title" className="banner-kicker">
            {t('Zero deposit rentals across India')}
          </h1>
          <div className="banner-slides">
            {slides.map((slide, i) => {
              const active = i === index;
              return (
                <div
                  key={slide.id}
                  {...slideAttributes(i, count, active, t)}
                  data-active={active ? 'true' : 'false'}
                  className="banner-slide"
                >
                  <div>
                    <h2 className="banner-title">{slide.title}</h2>
                    {slide.description && <p className="banner-text">{slide.description}</p>}
                    <button
                      type="button"
                      className="plain-button banner-cta"
                      tabIndex={active ? 0 : -1}
                      aria-haspopup="dialog"
                      onClick={onExperience}
                    >
                      {slide.linkLabel || t('Experience now')}
                    </button>
                  </div>
                  <button
                    type="button"
                    className="plain-button banner-picture"
                    tabIndex={active ? 0 : -1}
                    aria-haspopup="dialog"
                    aria-label={t('Share your details: {title}', { title: slide.title })}
                    onClick={onExperience}
                  >
                    {(active || mounted) &&
                      (slide.image ? (
                        <img src={slide.image} alt="" width={420} height={400} />
                      ) : (
                        <BannerArt variant={i} />
                      ))}
                  </button>
                </div>
              );
            })}
          </div>
          {count > 1 && (
            <div className="banner-controls">
              <button
                type="button"
                className="plain-button banner-arrow"
                aria-label={t('Previous slide')}
                onClick={() => go(index - 1)}
              >
                <ChevronLeftIcon />
              </button>
              <div className="banner-dots">
                <CarouselDots
                  count={count}
                  index={index}
                  go={go}
                  label={(i) => t('Go to slide {number}', { number: i + 1 })}
                  size={28}
                />
              </div>
              <button
                type="button"
                className="plain-button banner-arrow"
                aria-label={t('Next slide')}
                onClick={() => go(index + 1)}
              >
                <ChevronRightIcon />
              </button>
            </div>
          )}
        </div>
        <div>{aside}</div>
      </div>
    </section>
  );
}
