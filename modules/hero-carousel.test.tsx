// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS } from './carousel.js';
import { HeroCarousel, HeroCarouselSchema } from './hero-carousel.js';
import { renderModule } from './test-helpers.js';

const slide = (n: number) => ({ title: `Slide ${n}`, subtitle: `Subtitle ${n}`, image: { url: `/img/demo/s${n}.jpg`, width: 2400, height: 1350, alt: `Photo ${n}` } });
const fields = { title: 'Welcome', slides: [slide(1), slide(2), slide(3)] };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const visible = (container: HTMLElement) => [...container.querySelectorAll('[aria-roledescription="Slide"]')].findIndex((s) => !(s as HTMLElement).hidden);

describe('HeroCarousel with MainHeroSlides', () => {
  it('is the page h1, an island, and its first slide image is the eager LCP image', () => {
    const { container } = renderModule(HeroCarousel, HeroCarouselSchema, fields, { name: 'HeroCarousel' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(container.querySelectorAll('[data-part="MainHeroSlide"]')).toHaveLength(3);
    const images = container.querySelectorAll('img');
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('script[data-island-props]')!.textContent).toContain('"eager":true');
  });

  it('rotates every interval until paused with the visible pause control (WCAG 2.2.2)', () => {
    const { container } = renderModule(HeroCarousel, HeroCarouselSchema, fields);
    expect(visible(container)).toBe(0);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visible(container)).toBe(1);
    const pause = screen.getByRole('button', { name: 'Pause: Welcome' });
    fireEvent.click(pause);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(visible(container)).toBe(1);
    expect(screen.getByRole('button', { name: 'Play: Welcome' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visible(container)).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visible(container)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visible(container)).toBe(2);
    expect(screen.getByText('3 of 3')).toBeTruthy();
  });

  it('stops rotating while hovered or focused, and announces slides only when not rotating', () => {
    const { container } = renderModule(HeroCarousel, HeroCarouselSchema, fields);
    const region = container.querySelector('.carousel__slides')!;
    expect(region.getAttribute('aria-live')).toBe('off');
    fireEvent.mouseEnter(container.querySelector('section')!);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(visible(container)).toBe(0);
    fireEvent.mouseLeave(container.querySelector('section')!);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visible(container)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /^Pause/ }));
    expect(region.getAttribute('aria-live')).toBe('polite');
  });

  it('does not autoplay for visitors who prefer reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      const { container } = renderModule(HeroCarousel, HeroCarouselSchema, fields);
      act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
      expect(visible(container)).toBe(0);
      expect(screen.getByRole('button', { name: 'Play: Welcome' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows no controls for a single slide, and the veil defaults to 0.5', () => {
    const { container } = renderModule(HeroCarousel, HeroCarouselSchema, { title: 'One', slides: [slide(1)] });
    expect(screen.queryByRole('button')).toBeNull();
    expect((container.querySelector('.hero__veil') as HTMLElement).style.opacity).toBe('0.5');
  });
});
