// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardCollection, CardCollectionSchema, DistributorModuleSchema, ProjectDistributors } from './distributor-modules.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

const queried = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  relatedPage: { pageId: 500 + id, url: `/en/news/item-${id}/` },
  content: { title, abstract: `Abstract of ${title}`, ...extra },
});

describe('CardCollection', () => {
  it('renders hand-picked CypherCards with figure and label, as a list of figures', () => {
    const { container } = renderModule(
      CardCollection,
      CardCollectionSchema,
      {
        title: 'In figures',
        items: [
          { component: 'CypherCard', figure: '94 %', label: 'employment rate', text: 'Six months after graduating' },
          { component: 'CypherCard', figure: '+40', label: 'nationalities' },
        ],
        queriedItems: [queried(1, 'Should not appear')],
      },
      { name: 'CardCollection', editorID: 90 },
    );
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('CardCollection');
    expect(root.getAttribute('data-editor-id')).toBe('90');
    expect(screen.getByRole('heading', { level: 2, name: 'In figures' })).toBeTruthy();
    const cards = container.querySelectorAll('[data-part="CypherCard"]');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('.cypher-card__figure')!.textContent).toBe('94 %');
    expect(cards[0]!.querySelector('.cypher-card__label')!.textContent).toBe('employment rate');
    expect(cards[0]!.querySelector('.cypher-card__text')!.textContent).toBe('Six months after graduating');
    expect(cards[1]!.querySelector('.cypher-card__text')).toBeNull();
    const list = container.querySelector('ul.cards')!;
    expect(list.classList.contains('cards--figures')).toBe(true);
    // Hand-picked items win over the distributor's.
    expect(screen.queryByText('Should not appear')).toBeNull();
  });

  it('defaults items without a component to BoxedCards, linked when they have an href', () => {
    const { container } = renderModule(CardCollection, CardCollectionSchema, {
      title: 'Good to know',
      items: [
        { title: 'Scholarships', text: 'Up to 50 %', link: { href: '/en/scholarships/' } },
        { title: 'Housing' },
        { component: 'CypherCard', figure: '1.200', label: 'students' },
      ],
    });
    const boxed = container.querySelectorAll('[data-part="BoxedCard"]');
    expect(boxed).toHaveLength(2);
    const first = boxed[0] as HTMLElement;
    const heading = within(first).getByRole('heading', { level: 3, name: 'Scholarships' });
    const link = within(heading).getByRole('link', { name: 'Scholarships' });
    expect(link.getAttribute('href')).toBe('/en/scholarships/');
    expect(within(first).getByText('Up to 50 %')).toBeTruthy();
    const second = boxed[1] as HTMLElement;
    expect(within(second).getByRole('heading', { level: 3, name: 'Housing' }).querySelector('a')).toBeNull();
    expect(container.querySelectorAll('[data-part="CypherCard"]')).toHaveLength(1);
    // Mixed cards: not a list of figures.
    expect(container.querySelector('ul.cards')!.classList.contains('cards--figures')).toBe(false);
  });

  it('without a title of its own, its card titles are h2: headings never skip a level after the h1', () => {
    // A list page's module titled like the page loses its title (templates/module-list.tsx).
    renderModule(CardCollection, CardCollectionSchema, { items: [{ title: 'Scholarships' }] });
    expect(screen.getByRole('heading', { level: 2, name: 'Scholarships' })).toBeTruthy();
    cleanup();
    renderModule(CardCollection, CardCollectionSchema, { queriedItems: [queried(1, 'New lab opens')] });
    expect(screen.getByRole('heading', { level: 2, name: 'New lab opens' })).toBeTruthy();
  });

  it('refuses a CypherCard figure longer than 12 characters', () => {
    expect(() => CardCollectionSchema.parse({ items: [{ component: 'CypherCard', figure: '1234567890123', label: 'x' }] })).toThrow();
  });

  it('with no items, renders the queried items as cards linking to their pages', () => {
    const { container } = renderModule(CardCollection, CardCollectionSchema, {
      title: 'In the press',
      queriedItems: [queried(1, 'New lab opens', { outlet: 'El País' }), queried(2, 'Award for students')],
    });
    expect(container.querySelector('[data-part="BoxedCard"], [data-part="CypherCard"]')).toBeNull();
    const cards = container.querySelectorAll('ul.cards > li.card');
    expect(cards).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'New lab opens' });
    expect(link.getAttribute('href')).toBe('/en/news/item-1/');
    expect(link.parentElement!.tagName).toBe('H3');
    expect(screen.getByRole('link', { name: 'Award for students' }).getAttribute('href')).toBe('/en/news/item-2/');
    expect(within(cards[0] as HTMLElement).getByText('Abstract of New lab opens')).toBeTruthy();
    expect(cards[0]!.querySelector('.card__meta')!.textContent).toBe('El País');
  });

  it('shows an empty message when there is nothing to list', () => {
    const { container } = renderModule(CardCollection, CardCollectionSchema, {});
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
    expect(container.querySelector('ul')).toBeNull();
    cleanup();
    renderModule(CardCollection, CardCollectionSchema, { items: [], queriedItems: [] }, { context: { locale: 'es_ES' } });
    expect(screen.getByText('Todavía no hay contenidos.')).toBeTruthy();
  });
});

describe('ProjectDistributors', () => {
  it('renders its queried items as cards with the module root attributes', () => {
    const { container } = renderModule(
      ProjectDistributors,
      DistributorModuleSchema,
      {
        title: 'Student projects',
        queriedItems: [queried(7, 'Solar bench', { discipline: 'Industrial design', year: '2024' }), queried(8, 'Reading app')],
      },
      { name: 'ProjectDistributors', editorID: 91 },
    );
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('ProjectDistributors');
    expect(root.getAttribute('data-editor-id')).toBe('91');
    expect(root.classList.contains('projects')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Student projects' })).toBeTruthy();
    expect(container.querySelectorAll('ul.cards > li.card')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Solar bench' });
    expect(link.getAttribute('href')).toBe('/en/news/item-7/');
    const card = link.closest('li')!;
    expect(card.querySelector('.card__meta')!.textContent).toBe('Industrial design · 2024');
    expect(screen.getByRole('link', { name: 'Reading app' }).closest('li')!.querySelector('.card__meta')).toBeNull();
  });
});
