import { describe, expect, it } from 'vitest';
import { imagesOfPages } from '../server/site-images.js';

describe('the site\'s own images, for the media library (spec 4)', () => {
  it('finds every image value with a path of the site and its size, with the first alt text of each language', () => {
    const hero = { url: '/img/campus/patio.jpg', width: 1600, height: 900, alt: 'El patio del campus' };
    const pages = [
      { locale: 'es_ES', json: { socialImage: hero, template: { heroSection: { modules: [{ component: 'Hero', image: { ...hero, alt: '' } }] } } } },
      { locale: 'es_ES', json: { template: { mainSection: { modules: [{ items: [{ image: { ...hero, alt: 'Otro texto' } }, { image: { url: '/img/people/ana.webp', width: 400, height: 400, alt: '' } }] }] } } } },
      { locale: 'en_GB', json: { template: { mainSection: { modules: [{ image: { ...hero, alt: 'The campus courtyard' } }] } } } },
    ];
    expect(imagesOfPages(pages)).toEqual([
      { url: '/img/campus/patio.jpg', width: 1600, height: 900, alt: { es_ES: 'El patio del campus', en_GB: 'The campus courtyard' } },
      { url: '/img/people/ana.webp', width: 400, height: 400, alt: {} },
    ]);
  });

  it('leaves out uploads (already in the library), other hosts, links that are not images and values without a size', () => {
    const json = {
      a: { url: '/media/0123abcd.jpg', width: 10, height: 10 },
      b: { url: 'https://cdn.example.com/x.jpg', width: 10, height: 10 },
      c: { url: '//cdn.example.com/x.jpg', width: 10, height: 10 },
      d: { url: '/programas/', width: 10, height: 10 },
      e: { url: '/img/x.jpg' },
      f: { url: '/img/y.png', width: 0, height: 10 },
      g: { url: '/img/z.jpg?v=2', width: 10, height: 10 },
    };
    expect(imagesOfPages([{ locale: 'es_ES', json }])).toEqual([]);
  });
});
