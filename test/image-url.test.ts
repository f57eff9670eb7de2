import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl, parseImageUrl } from '../modules/image-url.js';

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
});
