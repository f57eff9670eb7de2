import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { t, type UiLocale } from './ui-strings.js';

/** Time each hero slide stays before the next one, while rotating. */
export const CAROUSEL_INTERVAL_MS = 6000;
/**
 * Longest wait for the next slide's image before the slide is shown anyway (over the hero's
 * dark ground): a visitor's "next" never goes unanswered on a slow network.
 */
export const SLIDE_IMAGE_WAIT_MS = 3000;

/**
 * Makes a slide ready to be shown: null when it already is (the change happens at once), else a
 * promise that settles when it is. A slide shown before its image has arrived is an empty box
 * under the veil: the flash the visitor sees between slides.
 */
export type PrepareSlide = (index: number) => Promise<unknown> | null;

/**
 * Carousel state per the WAI-ARIA APG carousel pattern: rotation stops while the pointer or the
 * keyboard focus is inside, when the visitor presses pause, and never starts for visitors who
 * prefer reduced motion (WCAG 2.2.2). With `prepare`, a slide becomes current only once it is
 * ready, and while rotating the next one is prepared ahead, when the browser is idle.
 */
export function useCarousel(count: number, autoplay: boolean, prepare?: PrepareSlide) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  // The slide last asked for: a later request overrides one still being prepared.
  const wanted = useRef(0);
  const show = useCallback((next: number) => {
    wanted.current = next;
    const pending = prepare?.(next);
    if (!pending) setIndex(next);
    else void pending.then(() => { if (wanted.current === next) setIndex(next); });
  }, [prepare]);
  useEffect(() => {
    if (autoplay && globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, [autoplay]);
  useEffect(() => {
    if (!playing || hovered || count < 2) return;
    const timer = setInterval(() => show((wanted.current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, hovered, count, show]);
  useEffect(() => {
    if (!prepare || !playing || count < 2) return;
    const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => { void prepare((index + 1) % count); });
    return () => cancel(handle as number);
  }, [prepare, playing, index, count]);
  const go = useCallback((delta: number) => show((wanted.current + delta + count) % count), [count, show]);
  return { index, playing, setPlaying, go, hover: setHovered };
}

/**
 * The images of a slide, loaded and decoded (null when they already are): its lazy images are
 * asked for now, and the wait ends at SLIDE_IMAGE_WAIT_MS or when one fails (a missing image
 * must not stop the carousel).
 */
export function slideImagesReady(slide: Element | null | undefined): Promise<unknown> | null {
  const pending = [...(slide?.querySelectorAll('img') ?? [])].filter((img) => !(img.complete && img.naturalWidth > 0) && typeof img.decode === 'function');
  if (pending.length === 0) return null;
  return Promise.race([
    Promise.all(pending.map((img) => { img.loading = 'eager'; return img.decode().catch(() => undefined); })),
    new Promise((resolve) => setTimeout(resolve, SLIDE_IMAGE_WAIT_MS)),
  ]);
}

export function CarouselControls({ locale, label, index, count, playing, onToggle, onPrevious, onNext, canPause }: {
  locale: UiLocale; label: string; index: number; count: number; playing: boolean; canPause: boolean;
  onToggle: () => void; onPrevious: () => void; onNext: () => void;
}) {
  return (
    <div className="carousel__controls">
      {canPause && (
        <button type="button" className="carousel__button carousel__pause" onClick={onToggle} aria-label={`${playing ? t(locale, 'pause') : t(locale, 'play')}: ${label}`}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span> <span className="carousel__button-label">{playing ? t(locale, 'pause') : t(locale, 'play')}</span>
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
