import { CarouselControls, Slide, useCarousel } from './carousel.js';
import { t, type UiLocale } from './ui-strings.js';

export interface TextCarouselViewProps {
  fields: { title: string; items: { text: string; author: string; role: string }[] };
  root: { 'data-module': string; 'data-editor-id': number };
  locale: UiLocale;
}

/** Short texts (quotes, facts) one at a time, moved by the visitor only (no autoplay). */
export function TextCarouselView({ fields, root, locale }: TextCarouselViewProps) {
  const count = fields.items.length;
  const carousel = useCarousel(count, false);
  const id = `text-carousel-${root['data-editor-id']}`;
  return (
    <section {...root} className="text-carousel" aria-roledescription={t(locale, 'carousel')} aria-labelledby={id}>
      <h2 id={id}>{fields.title}</h2>
      <div className="carousel__slides" aria-live="polite">
        {fields.items.map((item, i) => (
          <Slide key={i} locale={locale} index={i} count={count} current={carousel.index} className="text-carousel__slide">
            <figure className="quote">
              <blockquote><p>{item.text}</p></blockquote>
              {item.author && <figcaption>{item.author}{item.role && <span className="quote__role">, {item.role}</span>}</figcaption>}
            </figure>
          </Slide>
        ))}
      </div>
      {count > 1 && (
        <CarouselControls locale={locale} label={fields.title} index={carousel.index} count={count} playing={false} canPause={false}
          onToggle={() => {}} onPrevious={() => carousel.go(-1)} onNext={() => carousel.go(1)} />
      )}
    </section>
  );
}
