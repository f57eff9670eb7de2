// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeaturedBlock, FeaturedBlockSchema } from './featured-block.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('FeaturedBlock', () => {
  const image = { url: '/img/campus/library.jpg', width: 1600, height: 900, alt: 'The library' };
  const base = { title: 'Study at the library', text: '<p>Open every day.</p>', image, link: { text: 'Visit', href: '/en/library' } };

  it('layout background: a lazy background image with srcset and the default veil, no <img>', () => {
    const { container } = renderModule(FeaturedBlock, FeaturedBlockSchema, { ...base, layout: 'background' }, { name: 'FeaturedBlock', editorID: 3 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('FeaturedBlock');
    expect(root.getAttribute('data-editor-id')).toBe('3');
    const bg = container.querySelector('[data-part="BackgroundImage"]')!;
    expect(bg).not.toBeNull();
    const srcset = bg.getAttribute('data-bg-srcset')!;
    expect(srcset).toContain('/_img/');
    expect(srcset).toContain('/img/campus/library.jpg');
    expect(srcset).toMatch(/ \d+w,/);
    expect(srcset).toContain(' 640w,');
    expect(srcset).not.toContain('1920w'); // never upscaled beyond the image's 1600 px
    expect(container.querySelector('img')).toBeNull();
    const veil = bg.querySelector('.bg-image__veil') as HTMLElement;
    expect(veil).not.toBeNull();
    expect(veil.style.opacity).toBe('0.5');
    // The text sits on the image.
    expect(bg.querySelector('h2')!.textContent).toBe('Study at the library');
    expect(screen.getByRole('link', { name: 'Visit' }).getAttribute('href')).toBe('/en/library/');
  });

  it('layout background uses the given veil', () => {
    const { container } = renderModule(FeaturedBlock, FeaturedBlockSchema, { ...base, layout: 'background', veil: 0.8 });
    expect((container.querySelector('.bg-image__veil') as HTMLElement).style.opacity).toBe('0.8');
    cleanup();
    const zero = renderModule(FeaturedBlock, FeaturedBlockSchema, { ...base, layout: 'background', veil: 0 });
    expect((zero.container.querySelector('.bg-image__veil') as HTMLElement).style.opacity).toBe('0');
  });

  it('layout right (the default): an <img> with intrinsic size beside the text, no background', () => {
    const { container } = renderModule(FeaturedBlock, FeaturedBlockSchema, base);
    expect(container.querySelector('[data-part="BackgroundImage"]')).toBeNull();
    expect(container.firstElementChild!.className).toContain('split--media-right');
    const img = container.querySelector('img')!;
    expect(img).not.toBeNull();
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('900');
    expect(img.getAttribute('alt')).toBe('The library');
    expect(img.getAttribute('src')).toContain('/_img/');
  });

  it('refuses a veil outside 0..1 and a block without title', () => {
    expect(() => FeaturedBlockSchema.parse({ ...base, veil: 1.5 })).toThrow();
    expect(() => FeaturedBlockSchema.parse({ ...base, title: '' })).toThrow();
  });
});
