import { describe, expect, it } from 'vitest';
import { pagerItems } from '../templates/pagination.js';

/** The window of pages the pager of lists and search results shows (spec 9). */
describe('pagerItems', () => {
  it('shows every page while they fit in the window', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('regression: 26 pages are not 26 buttons: first, the pages around the current one, last, with gaps', () => {
    expect(pagerItems(7, 26)).toEqual([1, 'gap', 6, 7, 8, 'gap', 26]);
    expect(pagerItems(1, 26)).toEqual([1, 2, 3, 4, 5, 'gap', 26]);
    expect(pagerItems(4, 26)).toEqual([1, 2, 3, 4, 5, 'gap', 26]);
    expect(pagerItems(5, 26)).toEqual([1, 'gap', 4, 5, 6, 'gap', 26]);
    expect(pagerItems(23, 26)).toEqual([1, 'gap', 22, 23, 24, 25, 26]);
    expect(pagerItems(26, 26)).toEqual([1, 'gap', 22, 23, 24, 25, 26]);
    expect(pagerItems(50, 100, 2)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 100]);
  });

  it('for every page of every length: same width, first, last and the neighbours shown, a gap hides two pages or more', () => {
    for (const siblings of [1, 2]) {
      const slots = 2 * siblings + 5;
      for (let total = 1; total <= 40; total++) {
        for (let current = 1; current <= total; current++) {
          const items = pagerItems(current, total, siblings);
          const where = `page ${current} of ${total}, ${siblings} each side`;
          expect(items, where).toHaveLength(Math.min(total, slots));
          const pages = items.filter((i): i is number => i !== 'gap');
          for (const n of [1, total, current, current - siblings, current + siblings]) if (n >= 1 && n <= total) expect(pages, where).toContain(n);
          for (let i = 1; i < items.length; i++) {
            const [before, after] = [items[i - 1], items[i + 1]];
            if (items[i] === 'gap') expect((after as number) - (before as number), where).toBeGreaterThanOrEqual(3);
            else if (before !== 'gap') expect(items[i], where).toBe((before as number) + 1);
          }
        }
      }
    }
  });

  it('a current page out of range is held to the first or last', () => {
    expect(pagerItems(0, 26)).toEqual(pagerItems(1, 26));
    expect(pagerItems(99, 26)).toEqual(pagerItems(26, 26));
  });
});
