// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DistributorModuleSchema, Events, Insights, People, Programs } from './distributor-modules.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

const image = { url: '/img/cards/photo.jpg', width: 1200, height: 800, alt: 'A descriptive alt the card must not repeat' };
const item = (id: number, content: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id,
  relatedPage: { pageId: 100 + id, url: `/en/item-${id}/` },
  content: { abstract: `Abstract ${id}`, ...content },
  ...extra,
});

const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const metaOf = (title: string) => cardOf(title).querySelector('.card__meta')?.textContent;

describe('distributor modules', () => {
  it('Programs: cards link to their pages and show duration · modality', () => {
    const { container } = renderModule(
      Programs,
      DistributorModuleSchema,
      {
        title: 'Our programmes',
        queriedItems: [
          item(1, { title: 'Master in Design', duration: '1 year', modality: 'On campus', image }),
          item(2, { title: 'Short course', modality: 'Online' }),
          item(3, { title: 'Summer school' }),
        ],
      },
      { name: 'Programs', editorID: 81 },
    );
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('Programs');
    expect(root.getAttribute('data-editor-id')).toBe('81');
    expect(screen.getByRole('heading', { level: 2, name: 'Our programmes' })).toBeTruthy();

    const cards = within(container.querySelector('ul.cards') as HTMLElement).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const link = screen.getByRole('link', { name: 'Master in Design' });
    expect(link.getAttribute('href')).toBe('/en/item-1/');
    expect(link.parentElement!.tagName).toBe('H3');
    expect(within(cardOf('Master in Design')).getByText('Abstract 1')).toBeTruthy();
    expect(metaOf('Master in Design')).toBe('1 year · On campus');
    expect(metaOf('Short course')).toBe('Online');
    expect(metaOf('Summer school')).toBeUndefined();
  });

  it('card images are decorative (alt=""): the title names the card', () => {
    const { container } = renderModule(Programs, DistributorModuleSchema, { queriedItems: [item(1, { title: 'Master in Design', image })] });
    const img = cardOf('Master in Design').querySelector('img')!;
    expect(img).not.toBeNull();
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('src')).toContain('/img/cards/photo.jpg');
    expect(screen.queryByRole('img')).toBeNull(); // alt="" takes it out of the accessibility tree
    expect(container.innerHTML).not.toContain('A descriptive alt');
  });

  it('Insights: topic · publication date, formatted per locale', () => {
    const fields = { queriedItems: [item(1, { title: 'Design week', topic: 'News' }, { published: '2027-09-14T10:00:00Z' }), item(2, { title: 'No topic' }, { published: '2027-03-01T00:00:00Z' })] };
    const { container } = renderModule(Insights, DistributorModuleSchema, fields, { name: 'Insights', editorID: 82 });
    expect(container.firstElementChild!.getAttribute('data-module')).toBe('Insights');
    expect(metaOf('Design week')).toBe('News · 14 September 2027');
    expect(metaOf('No topic')).toBe('1 March 2027');
    cleanup();
    renderModule(Insights, DistributorModuleSchema, fields, { context: { locale: 'es_ES' } });
    expect(metaOf('Design week')).toBe('News · 14 de septiembre de 2027');
    expect(metaOf('No topic')).toBe('1 de marzo de 2027');
  });

  it('Events: date · location, formatted per locale', () => {
    const fields = {
      queriedItems: [
        item(1, { title: 'Open day', date: '2027-10-05T16:00:00Z', location: 'Madrid campus' }),
        item(2, { title: 'Webinar', date: '2027-11-20' }),
        item(3, { title: 'Tour', location: 'Online' }),
      ],
    };
    renderModule(Events, DistributorModuleSchema, fields, { name: 'Events' });
    expect(metaOf('Open day')).toBe('5 October 2027 · Madrid campus');
    expect(metaOf('Webinar')).toBe('20 November 2027');
    expect(metaOf('Tour')).toBe('Online');
    cleanup();
    renderModule(Events, DistributorModuleSchema, fields, { context: { locale: 'es_ES' } });
    expect(metaOf('Open day')).toBe('5 de octubre de 2027 · Madrid campus');
  });

  it('card dates keep their machine-readable value in <time datetime> (news, events, press cards)', () => {
    const timeOf = (title: string) => cardOf(title).querySelector('.card__meta time');
    renderModule(Events, DistributorModuleSchema, { queriedItems: [item(1, { title: 'Open day', date: '2027-10-05', location: 'Madrid campus' }), item(2, { title: 'Tour', date: 'soon' })] }, { context: { locale: 'es_ES' } });
    expect(timeOf('Open day')!.getAttribute('datetime')).toBe('2027-10-05');
    expect(timeOf('Open day')!.textContent).toBe('5 de octubre de 2027');
    // An unreadable date is left out, never printed raw or as "Invalid Date".
    expect(metaOf('Tour')).toBeUndefined();
    cleanup();
    renderModule(Insights, DistributorModuleSchema, { queriedItems: [item(1, { title: 'Design week', topic: 'News' }, { published: '2027-09-14T10:00:00Z' })] });
    expect(timeOf('Design week')!.getAttribute('datetime')).toBe('2027-09-14T10:00:00Z');
    expect(timeOf('Design week')!.textContent).toBe('14 September 2027');
  });

  it('People: the area as meta, the role when there is no abstract', () => {
    renderModule(People, DistributorModuleSchema, {
      queriedItems: [{ id: 9, relatedPage: { pageId: 9, url: '/en/people/ana/' }, content: { title: 'Ana López', role: 'Head of studies', area: 'Design' } }],
    }, { name: 'People' });
    const card = cardOf('Ana López');
    expect(card.querySelector('.card__meta')!.textContent).toBe('Design');
    expect(within(card).getByText('Head of studies').tagName).toBe('P');
  });

  it('renders an item without a page as an unlinked title', () => {
    const { container } = renderModule(Programs, DistributorModuleSchema, { queriedItems: [{ id: 1, relatedPage: null, content: { title: 'Coming soon' } }] });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('.card__title')!.textContent).toBe('Coming soon');
  });

  it('says so when there is nothing to show, in English and Spanish', () => {
    // Events with none ahead say that no dates are scheduled (a list of upcoming events on a day with none left).
    const cases = [
      ...[Programs, Insights, People].map((Component) => ({ Component, locale: 'en_GB' as const, text: 'Nothing here yet.' })),
      { Component: Programs, locale: 'es_ES' as const, text: 'Todavía no hay contenidos.' },
      { Component: Events, locale: 'en_GB' as const, text: 'No dates are scheduled at the moment: the next ones will be published here.' },
      { Component: Events, locale: 'es_ES' as const, text: 'No hay fechas programadas por ahora: publicaremos aquí las próximas.' },
    ];
    for (const { Component, locale, text } of cases) {
      const { container } = renderModule(Component, DistributorModuleSchema, { title: 'List', queriedItems: [] }, { context: { locale } });
      expect(container.querySelector('ul')).toBeNull();
      expect(screen.getByText(text)).toBeTruthy();
      cleanup();
    }
  });

  it('refuses an item without a title', () => {
    expect(() => DistributorModuleSchema.parse({ queriedItems: [{ id: 1, relatedPage: null, content: {} }] })).toThrow();
  });
});
