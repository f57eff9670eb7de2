// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markPageNoindex } from '../modules/form-view.js';

const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => [m.getAttribute('content'), m.hasAttribute('data-sg')]);

describe('a form\'s thank-you state is noindex (issue 7.2)', () => {
  it('turns the page\'s robots meta to noindex, keeping its follow value and its data-sg', () => {
    document.head.innerHTML = '<meta name="robots" content="index,nofollow" data-sg="">';
    markPageNoindex(document);
    expect(robots()).toEqual([['noindex,nofollow', true]]);
    markPageNoindex(document);
    expect(robots()).toEqual([['noindex,nofollow', true]]);
  });

  it('adds a managed robots meta when the page has none', () => {
    document.head.innerHTML = '<title>Gracias</title>';
    markPageNoindex(document);
    expect(robots()).toEqual([['noindex', true]]);
  });
});
