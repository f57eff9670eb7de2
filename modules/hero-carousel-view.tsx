import type { Image as ImageData, Link } from '../src/contract/schemas.js';
import { useCallback, useRef } from 'react';
import { CarouselControls, Slide, slideImagesReady, useCarousel } from './carousel.js';
import { Image } from './image.js';
import { sameHeading } from './same-heading.js';
import { SmartLink } from './smart-link.js';
import { t, type UiLocale } from './ui-strings.js';

export interface MainHeroSlideData { title: string; subtitle: string; image: ImageData; link?: Link | undefined; veil: number }

export interface HeroCarouselViewProps {
  fields: { title: string; autoplay: boolean; slides: MainHeroSlideData[] };
  root: { 'data-module': string; 'data-editor-id': number };
  locale: UiLocale;
  imageHost: string;
  eager: boolean;
}

/** The hero carousel: MainHeroSlides that rotate with a visible pause control. */
export function HeroCarouselView({ fields, root, locale, imageHost, eager }: HeroCarouselViewProps) {
  const count = fields.slides.length;
  const slides = useRef<HTMLDivElement>(null);
  const prepare = useCallback((i: number) => slideImagesReady(slides.current?.children[i]), []);
  const carousel = useCarousel(count, fields.autoplay, prepare);
  const id = `hero-${root['data-editor-id']}`;
  return (
    <section
      {...root} className="hero hero--carousel" aria-roledescription={t(locale, 'carousel')} aria-labelledby={id}
      onMouseEnter={() => carousel.hover(true)} onMouseLeave={() => carousel.hover(false)}
      onFocus={() => carousel.hover(true)} onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) carousel.hover(false); }}
    >
      <h1 id={id} className="visually-hidden">{fields.title}</h1>
      {count > 1 && (
        <CarouselControls
          locale={locale} label={fields.title} index={carousel.index} count={count} playing={carousel.playing} canPause={fields.autoplay}
          onToggle={() => carousel.setPlaying(!carousel.playing)} onPrevious={() => carousel.go(-1)} onNext={() => carousel.go(1)}
        />
      )}
      <div ref={slides} className="carousel__slides" aria-live={carousel.playing ? 'off' : 'polite'}>
        {fields.slides.map((slide, i) => (
          <Slide key={i} locale={locale} index={i} count={count} current={carousel.index} className="hero__slide">
            <div data-part="MainHeroSlide" className="hero__slide-inner">
              <div className="hero__media">
                <Image image={slide.image} host={imageHost} eager={eager && i === 0} sizes="100vw" />
                <div className="hero__veil" style={{ opacity: slide.veil }} />
              </div>
              <div className="hero__text">
                {/* A slide titled like the carousel (the page's h1) is not a second heading of the same words. */}
                {sameHeading(slide.title, fields.title) ? <p className="hero__title">{slide.title}</p> : <h2 className="hero__title">{slide.title}</h2>}
                {slide.subtitle && <p className="hero__subtitle">{slide.subtitle}</p>}
                {slide.link?.href && <SmartLink link={slide.link} className="button button--primary" />}
              </div>
            </div>
          </Slide>
        ))}
      </div>
    </section>
  );
}
