import type { MouseEvent } from 'react';
import { t, type UiLocale } from '../modules/ui-strings.js';

/** Where a list page sits among its pages (spec 9: lists show 50 items per page). */
export interface Pagination {
  current: number;
  total: number;
  totalItems: number;
  /** The list's first page; page n lives at `${basePath}${n}/`. */
  basePath: string;
}

/** "/blog/" + 1 → "/blog/", + 3 → "/blog/3/" (trailing slash always). */
export function paginatedPath(basePath: string, n: number): string {
  return n <= 1 ? basePath : `${basePath}${n}/`;
}

/** A page number, or a gap standing for the pages left out between two numbers. */
export type PagerItem = number | 'gap';

/**
 * The pages a pager shows: the first and the last, the current one with `siblings` on each
 * side, and a gap where pages are left out. The count stays the same wherever the current page
 * is (2 × siblings + 5 slots once there are more pages than that), so the pager never changes
 * width while the visitor pages through, and a gap always hides at least two pages (a single
 * left-out page is shown instead: a "…" would take its place anyway).
 * pagerItems(7, 26) → [1, 'gap', 6, 7, 8, 'gap', 26]; pagerItems(2, 26) → [1, 2, 3, 4, 5, 'gap', 26].
 */
export function pagerItems(current: number, total: number, siblings = 1): PagerItem[] {
  const slots = 2 * siblings + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const page = Math.min(Math.max(1, current), total);
  // Near either end the window slides inwards, taking the slots the gap on that side would use.
  const edge = slots - 2;
  if (page <= edge - siblings) return [...range(1, edge), 'gap', total];
  if (page >= total - edge + 1 + siblings) return [1, 'gap', ...range(total - edge + 1, total)];
  return [1, 'gap', ...range(page - siblings, page + siblings), 'gap', total];
}

export interface PagerProps {
  current: number;
  total: number;
  locale: UiLocale;
  /** The address of page n (a link, so every page works without script and in a new tab). */
  hrefFor: (n: number) => string;
  /** Called on a click before the browser follows the link (the search island pages in place). */
  onNavigate?: ((event: MouseEvent<HTMLAnchorElement>, n: number) => void) | undefined;
}

/**
 * The windowed pager of lists and search results: previous, the first page, the pages around the
 * current one with gaps, the last page, next. A navigation landmark named "Pagination"; every
 * page is a link (keyboard reachable), the current one marked with aria-current="page" (spec 9).
 */
export function Pager({ current, total, locale, hrefFor, onNavigate }: PagerProps) {
  if (total <= 1) return null;
  const link = (n: number) => ({
    href: hrefFor(n),
    ...(onNavigate ? { onClick: (event: MouseEvent<HTMLAnchorElement>) => onNavigate(event, n) } : {}),
  });
  return (
    <nav className="pagination" aria-label={t(locale, 'pagination')}>
      <ul>
        {current > 1 && (
          <li className="pagination__step">
            <a {...link(current - 1)} rel="prev" className="pagination__previous"><span className="pagination__step-text">{t(locale, 'previous')}</span></a>
          </li>
        )}
        {pagerItems(current, total).map((item, i) => item === 'gap'
          ? <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">…</li>
          : (
            <li key={item}>
              {item === current
                ? <a {...link(item)} aria-current="page"><span className="visually-hidden">{t(locale, 'page')} </span>{item}</a>
                : <a {...link(item)}><span className="visually-hidden">{t(locale, 'page')} </span>{item}</a>}
            </li>
          ))}
        {current < total && (
          <li className="pagination__step">
            <a {...link(current + 1)} rel="next" className="pagination__next"><span className="pagination__step-text">{t(locale, 'next')}</span></a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** A list page's pager: page n of the list lives at `${basePath}${n}/`. */
export function PaginationNav({ pagination, locale }: { pagination: Pagination; locale: UiLocale }) {
  const { current, total, basePath } = pagination;
  return <Pager current={current} total={total} locale={locale} hrefFor={(n) => paginatedPath(basePath, n)} />;
}
