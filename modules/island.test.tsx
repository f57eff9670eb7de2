// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { escapeJsonForHtml, Island } from './island.js';

afterEach(cleanup);

const hostile = {
  title: '</script><script>alert(1)</script>',
  text: 'line\u2028separator\u2029paragraph & <b>bold</b>',
  nested: { list: ['a > b', '<!--', 1, true, null] },
};

describe('escapeJsonForHtml', () => {
  it('round-trips through JSON.parse and leaves no < or > in the text', () => {
    const escaped = escapeJsonForHtml(JSON.stringify(hostile));
    expect(JSON.parse(escaped)).toEqual(hostile);
    expect(escaped).not.toMatch(/[<>]/);
    expect(escaped).not.toContain('&');
    expect(escaped).not.toContain('\u2028');
    expect(escaped).not.toContain('\u2029');
    expect(escaped.toLowerCase()).not.toContain('</script');
    expect(escaped).toContain('\\u003c/script\\u003e');
  });

  it('leaves JSON without special characters unchanged', () => {
    const json = JSON.stringify({ a: 'plain text', b: [1, 2] });
    expect(escapeJsonForHtml(json)).toBe(json);
  });
});

describe('Island', () => {
  it('renders the module inside div[data-island] followed by its props as JSON', () => {
    const props = { slides: [{ title: 'One' }, { title: hostile.title }], interval: 5000 };
    const { container } = render(
      <Island name="HeroCarousel" props={props}>
        <p>Server render</p>
      </Island>,
    );
    const island = container.querySelector('div[data-island="HeroCarousel"]')!;
    expect(island).not.toBeNull();
    expect(island.textContent).toBe('Server render');
    const script = island.nextElementSibling!;
    expect(script.matches('script[type="application/json"][data-island-props]')).toBe(true);
    expect(JSON.parse(script.textContent!)).toEqual(props);
    expect(script.textContent).not.toMatch(/[<>]/);
    // The hostile title did not become a script element.
    expect(container.querySelectorAll('script')).toHaveLength(1);
  });
});
