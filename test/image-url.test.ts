import { describe, expect, it } from 'vitest';
import { fallbackWidth, IMAGE_POSITION_NAMES, IMAGE_POSITIONS, IMAGE_WIDTHS, imageSrcSet, imageUrl, isImagePosition, parseImageUrl, positionOfFocalPoint } from '../modules/image-url.js';

describe('image URLs (spec sections 7 and 9)', () => {
  it('has a segment for crop, quality, width, height, position, transforms and format, with the spec defaults', () => {
    expect(imageUrl('/_img', '/img/demo/a.jpg', { width: 640, height: 360 })).toBe('/_img/c_cover/q_75/w_640/h_360/p_center/t_none/f_webp/img/demo/a.jpg');
    expect(imageUrl('https://img.example/', 'img/b.jpg', { width: 1200, quality: 60, crop: 'contain', position: 'top', transforms: ['grayscale', 'bad token!'], format: 'avif' }))
      .toBe('https://img.example/c_contain/q_60/w_1200/h_0/p_top/t_grayscale/f_avif/img/b.jpg');
  });

  it('parses back what it builds, and nothing else', () => {
    const url = imageUrl('', '/img/demo/a.jpg', { width: 828, height: 466, transforms: ['grayscale', 'blur'] });
    expect(parseImageUrl(url)).toEqual({ crop: 'cover', quality: 75, width: 828, height: 466, position: 'center', transforms: ['grayscale', 'blur'], format: 'webp', path: '/img/demo/a.jpg' });
    expect(parseImageUrl('/c_cover/q_75/w_99999/h_0/p_center/t_none/f_webp/x.jpg')).toBeNull();
    expect(parseImageUrl('/etc/passwd')).toBeNull();
  });

  it('lists the spec widths in srcset, never wider than the original, keeping the aspect ratio', () => {
    expect(IMAGE_WIDTHS).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    const set = imageSrcSet('/_img', { url: '/a.jpg', width: 1600, height: 900 });
    expect(set.split(', ').map((s) => s.split(' ')[1])).toEqual(['640w', '750w', '828w', '1080w', '1200w']);
    expect(set).toContain('/w_640/h_360/');
  });

  it('a plain src is one of the srcset widths (a variant the host serves and the build warms), never the original\'s own width', () => {
    expect([480, 640, 800, 1000, 1200, 2400, undefined].map((width) => fallbackWidth({ width }))).toEqual([640, 640, 750, 828, 1080, 1080, 1080]);
  });

  it('puts every contract position into the URL and anything else as center (sharp refuses other names)', () => {
    expect(IMAGE_POSITION_NAMES).toEqual(['center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right']);
    for (const position of IMAGE_POSITION_NAMES) {
      expect(imageUrl('', '/a.jpg', { width: 1200, height: 630, position })).toContain(`/p_${position}/`);
      expect(IMAGE_POSITIONS[position]).toMatch(/^(centre|top|bottom|left|right|(left|right) (top|bottom))$/);
    }
    for (const position of ['evil', 'top left', 'constructor', '']) expect(imageUrl('', '/a.jpg', { width: 640, position })).toContain('/p_center/');
  });
});

describe('positionOfFocalPoint (spec 3 "Image" position from the media library\'s focal point)', () => {
  it('names the third of each axis the point falls in, centre in the middle third', () => {
    const cases: [number, number, string][] = [
      [0, 0, 'top-left'], [0.5, 0.1, 'top'], [1, 0, 'top-right'], [0.1, 0.5, 'left'], [0.5, 0.5, 'center'],
      [1 / 3, 2 / 3, 'center'], [0.9, 0.5, 'right'], [0, 1, 'bottom-left'], [0.5, 0.9, 'bottom'], [0.7, 0.7, 'bottom-right'],
    ];
    for (const [x, y, position] of cases) expect(positionOfFocalPoint(x, y), `${x}, ${y}`).toBe(position);
    for (const [x, y] of cases) expect(isImagePosition(positionOfFocalPoint(x, y))).toBe(true);
  });
});
