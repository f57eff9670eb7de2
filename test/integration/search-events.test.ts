import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../server/sql/sql.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';

/**
 * Events in search results (spec 7 search): each carries its day, and one that is over ranks
 * below the upcoming ones — judged at the search, by the API's clock, so the answer stays true as
 * days pass without a rebuild. Two APIs over the same content, their clocks either side of the
 * autumn open day (14 November 2026), on this run's backend (SITEGEN_TEST_BACKEND).
 */
let db: Sql;
const apis: Record<'before' | 'after', { base: string; close: () => Promise<void> }> = {} as never;
beforeAll(async () => {
  db = await openLocation(await copyDemo('search-events'));
  apis.before = await startApiOn(db, { now: () => new Date('2026-11-01T12:00:00Z') });
  apis.after = await startApiOn(db, { now: () => new Date('2026-12-01T12:00:00Z') });
});
afterAll(async () => {
  await Promise.all(Object.values(apis).map((a) => a.close()));
  await db.close();
});

interface Item { path: string; template: string; date?: string; past?: boolean }
async function search(when: 'before' | 'after', query: string, lang: string): Promise<Item[]> {
  const response = await fetch(`${apis[when].base}/ai/search`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, lang, site: 'main', templates: ['EventDetail'], itemsPerPage: 50 }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Item[] }).items;
}

describe('events in search results', () => {
  for (const [lang, query, autumn, winter, spring] of [
    ['es_ES', 'jornada de puertas abiertas', '/eventos/jornada-de-puertas-abiertas-de-otono/', '/eventos/jornada-de-puertas-abiertas-de-invierno/', '/eventos/jornada-de-puertas-abiertas-de-primavera/'],
    ['en_GB', 'open day', '/en/events/autumn-open-day/', '/en/events/winter-open-day/', '/en/events/spring-open-day/'],
  ] as const) {
    it(`${lang}: an event result gives its day; once it is over it ranks below the upcoming ones`, async () => {
      const before = await search('before', query, lang);
      const after = await search('after', query, lang);
      const at = (items: Item[], path: string) => items.findIndex((i) => i.path === path);
      // The same event, a day and whether it is over, as of each API's clock.
      expect(before[at(before, autumn)]).toMatchObject({ date: '2026-11-14', past: false });
      expect(after[at(after, autumn)]).toMatchObject({ date: '2026-11-14', past: true });
      expect(after[at(after, winter)]).toMatchObject({ date: '2027-01-23', past: false });
      // Its text ties with the other open days': while it is to come it ranks among them, once
      // over the clock alone moves it below them.
      expect(at(before, autumn)).toBeLessThan(Math.max(at(before, winter), at(before, spring)));
      expect(at(after, autumn)).toBeGreaterThan(at(after, winter));
      expect(at(after, autumn)).toBeGreaterThan(at(after, spring));
      // Of the open days to come, the next one first: January's before March's, by the clock.
      expect(at(after, winter)).toBeLessThan(at(after, spring));
      expect(at(before, autumn)).toBeLessThan(at(before, winter));
      // Results that are not events carry no date.
      expect(before.every((i) => i.template !== 'EventDetail' || typeof i.date === 'string')).toBe(true);
    });
  }
});
