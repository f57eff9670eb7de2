// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markPageNoindex, restorePageRobots } from '../modules/page-robots.js';

const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => [m.getAttribute('content'), m.hasAttribute('data-sg')]);

describe('noindex states of a page: a form\'s thank-you state, the search page\'s results', () => {
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

  it('restores the page\'s own value, even after marking twice, and leaves an unmarked page as it is', () => {
    document.head.innerHTML = '<meta name="robots" content="index,follow" data-sg="">';
    restorePageRobots(document);
    expect(robots()).toEqual([['index,follow', true]]);
    markPageNoindex(document);
    markPageNoindex(document);
    expect(robots()).toEqual([['noindex,follow', true]]);
    restorePageRobots(document);
    expect(robots()).toEqual([['index,follow', true]]);
    expect(document.head.innerHTML).toBe('<meta name="robots" content="index,follow" data-sg="">');
    // A page that is noindex of its own (preview, CMS) stays noindex.
    document.head.innerHTML = '<meta name="robots" content="noindex,nofollow" data-sg="">';
    markPageNoindex(document);
    restorePageRobots(document);
    expect(robots()).toEqual([['noindex,nofollow', true]]);
  });

  it('restoring a page that had no robots meta removes the one it added', () => {
    document.head.innerHTML = '<title>Buscar</title>';
    markPageNoindex(document);
    restorePageRobots(document);
    expect(robots()).toEqual([]);
    expect(document.head.innerHTML).toBe('<title>Buscar</title>');
  });
});
