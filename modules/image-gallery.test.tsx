// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageGallery, ImageGallerySchema } from './image-gallery.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('ImageGallery', () => {
  const images = [
    { image: { url: '/img/gallery/one.jpg', width: 1200, height: 800, alt: 'Students in the workshop' }, caption: 'The workshop' },
    { image: { url: '/img/gallery/two.jpg', width: 800, height: 1200, alt: 'The main hall' }, caption: 'The main hall' },
    { image: { url: '/img/gallery/three.jpg', width: 1000, height: 1000, alt: 'Garden' } },
  ];

  it('renders figures with captions and lazy images of known size', () => {
    const { container } = renderModule(ImageGallery, ImageGallerySchema, { title: 'Campus life', images }, { name: 'ImageGallery', editorID: 21 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('ImageGallery');
    expect(root.getAttribute('data-editor-id')).toBe('21');
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(3);
    expect(figures[0]!.querySelector('figcaption')!.textContent).toBe('The workshop');
    expect(figures[2]!.querySelector('figcaption')).toBeNull();
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs).toHaveLength(3);
    for (const img of imgs) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    }
    expect(imgs[1]!.getAttribute('width')).toBe('800');
    expect(imgs[1]!.getAttribute('height')).toBe('1200');
    // A caption repeating the alt text makes the image decorative; otherwise the alt is kept.
    expect(imgs[0]!.getAttribute('alt')).toBe('Students in the workshop');
    expect(imgs[1]!.getAttribute('alt')).toBe('');
    const heading = screen.getByRole('heading', { level: 2, name: 'Campus life' });
    expect(heading.classList.contains('visually-hidden')).toBe(false);
    expect(root.getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('labels the section with a visually hidden default heading when there is no title', () => {
    const { container } = renderModule(ImageGallery, ImageGallerySchema, { images }, { editorID: 22 });
    const section = container.firstElementChild!;
    const labelledBy = section.getAttribute('aria-labelledby')!;
    expect(labelledBy).toBeTruthy();
    const label = container.querySelector(`#${labelledBy}`)!;
    expect(label).not.toBeNull();
    expect(label.tagName).toBe('H2');
    expect(label.textContent).toBe('Image gallery');
    expect(label.classList.contains('visually-hidden')).toBe(true);
    expect(screen.getByRole('region', { name: 'Image gallery' })).toBe(section);
    cleanup();
    renderModule(ImageGallery, ImageGallerySchema, { images }, { context: { locale: 'es_ES' } });
    expect(screen.getByRole('region', { name: 'Galería de imágenes' })).toBeTruthy();
  });

  it('refuses an empty gallery', () => {
    expect(() => ImageGallerySchema.parse({ images: [] })).toThrow();
  });
});
