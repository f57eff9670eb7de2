import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { t, type UiLocale } from './ui-strings.js';

/** Time each hero slide stays before the next one, while rotating. */
export const CAROUSEL_INTERVAL_MS = 6000;

/**
 * Carousel state per the WAI-ARIA APG carousel pattern: rotation stops while the pointer or the
 * keyboard focus is inside, when the visitor presses pause, and never starts for visitors who
 * prefer reduced motion (WCAG 2.2.2).
 */
export function useCarousel(count: number, autoplay: boolean) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (autoplay && globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, [autoplay]);
  useEffect(() => {
    if (!playing || hovered || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, hovered, count]);
  const go = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);
  return { index, playing, setPlaying, go, hover: setHovered };
}

export function CarouselControls({ locale, label, index, count, playing, onToggle, onPrevious, onNext, canPause }: {
  locale: UiLocale; label: string; index: number; count: number; playing: boolean; canPause: boolean;
  onToggle: () => void; onPrevious: () => void; onNext: () => void;
}) {
  return (
    <div className="carousel__controls">
      {canPause && (
        <button type="button" className="carousel__button carousel__pause" onClick={onToggle} aria-label={`${playing ? t(locale, 'pause') : t(locale, 'play')}: ${label}`}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span> {playing ? t(locale, 'pause') : t(locale, 'play')}
        </button>
      )}
      <button type="button" className="carousel__button" onClick={onPrevious} aria-label={t(locale, 'previousSlide')}><span aria-hidden="true">←</span></button>
      <span className="carousel__position">{t(locale, 'slideOf', { n: index + 1, total: count })}</span>
      <button type="button" className="carousel__button" onClick={onNext} aria-label={t(locale, 'nextSlide')}><span aria-hidden="true">→</span></button>
    </div>
  );
}

/** One slide: a group announced as "slide", "n of total"; slides not shown are hidden. */
export function Slide({ locale, index, count, current, children, className }: { locale: UiLocale; index: number; count: number; current: number; children: ReactNode; className: string }) {
  return (
    <div className={className} role="group" aria-roledescription={t(locale, 'slide')} aria-label={t(locale, 'slideOf', { n: index + 1, total: count })} hidden={index !== current}>
      {children}
    </div>
  );
}
