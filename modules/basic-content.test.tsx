// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BasicContent, BasicContentSchema } from './basic-content.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('BasicContent', () => {
  const content =
    '<h1>Rogue page title</h1><h2>Why study with us</h2><p onclick="steal()">Small groups.<script>alert(1)</script></p>' +
    '<p><a href="javascript:alert(1)">Click</a> <a href="/en/admissions/">Admissions</a> <strong>Apply now</strong></p>';

  it('renders its root attributes, the title as an h2 and sanitised rich text', () => {
    const { container } = renderModule(BasicContent, BasicContentSchema, { title: 'About the school', content }, { name: 'BasicContent', editorID: 21 });
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('SECTION');
    expect(root.getAttribute('data-module')).toBe('BasicContent');
    expect(root.getAttribute('data-editor-id')).toBe('21');
    expect(screen.getByRole('heading', { level: 2, name: 'About the school' })).toBeTruthy();

    const html = container.innerHTML;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
    // The script link keeps its text but loses its href; safe links and formatting survive.
    expect(screen.getByText('Click').hasAttribute('href')).toBe(false);
    expect(screen.getByRole('link', { name: 'Admissions' }).getAttribute('href')).toBe('/en/admissions/');
    expect(screen.getByText('Apply now').tagName).toBe('STRONG');
  });

  it('never lets rich text add an h1 (the page has one), but keeps its h2 subheadings', () => {
    const { container } = renderModule(BasicContent, BasicContentSchema, { title: 'About the school', content });
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.textContent).toContain('Rogue page title'); // the text stays, unwrapped
    expect(screen.getByRole('heading', { level: 2, name: 'Why study with us' })).toBeTruthy();
  });

  it('renders no heading of its own when the title is empty (the default)', () => {
    const { container } = renderModule(BasicContent, BasicContentSchema, { content: '<p>Only text.</p>' });
    expect(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).toHaveLength(0);
    expect(container.querySelector('.rich-text')!.innerHTML).toBe('<p>Only text.</p>');
    expect(container.firstElementChild!.className).toBe('basic-content');
  });

  it('adds an optional image (eager when first on the page) and a button link', () => {
    const { container } = renderModule(BasicContent, BasicContentSchema, {
      title: 'Campus',
      content: '<p>Text.</p>',
      image: { url: '/img/campus.jpg', width: 1600, height: 900, alt: 'The campus' },
      link: { text: 'Visit us', href: 'https://example.org/visit', newTab: true },
    });
    expect(container.firstElementChild!.classList.contains('basic-content--media')).toBe(true);
    const img = screen.getByRole('img', { name: 'The campus' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
    const link = screen.getByRole('link', { name: 'Visit us' });
    expect(link.getAttribute('href')).toBe('https://example.org/visit');
    expect(link.className).toBe('button');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('renders no button for a link without href, and a lazy image when it is not the first', () => {
    const { container } = renderModule(
      BasicContent,
      BasicContentSchema,
      { content: '<p>Text.</p>', image: { url: '/img/x.jpg', width: 800, height: 600 }, link: { text: 'Nowhere' } },
      { context: { isFirstImage: () => false } },
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('refuses a javascript: link and a missing content', () => {
    expect(() => BasicContentSchema.parse({ content: '<p>x</p>', link: { text: 'x', href: 'javascript:alert(1)' } })).toThrow();
    expect(() => BasicContentSchema.parse({ title: 'No content' })).toThrow();
  });
});
