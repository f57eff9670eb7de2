// @vitest-environment jsdom
import { render } from '@testing-library/react';
/// <reference path="./lucide-icons.d.ts" />
import Download from 'lucide-static/dist/esm/icons/download.mjs';
import Search from 'lucide-static/dist/esm/icons/search.mjs';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.js';

/** Icons come from lucide-static at build time, decorative and in the text colour. */
describe('Icon', () => {
  const drawing = (svg: string) => {
    const box = document.createElement('div');
    box.innerHTML = svg;
    return box.querySelector('svg')!.innerHTML.replace(/\s+/g, ' ').replace(/> </g, '><').trim();
  };

  it('draws exactly the package icon, hidden from assistive technology, in currentColor', () => {
    for (const [name, source] of [['search', Search], ['download', Download]] as const) {
      const { container } = render(<Icon name={name} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
      expect(svg.getAttribute('stroke')).toBe('currentColor');
      expect(svg.innerHTML.replace(/\s+/g, ' ').replace(/> </g, '><').trim()).toBe(drawing(source));
      expect(svg.querySelectorAll('path, circle, rect, line, polyline').length).toBeGreaterThan(0);
    }
  });
});
