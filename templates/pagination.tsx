import { t } from '../modules/ui-strings.js';

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

/** Numbered page links with previous/next; the current page is marked for assistive tech. */
export function PaginationNav({ pagination, locale }: { pagination: Pagination; locale: 'es_ES' | 'en_GB' }) {
  const { current, total, basePath } = pagination;
  if (total <= 1) return null;
  const pages = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={t(locale, 'pagination')}>
      <ul>
        {current > 1 && <li><a href={paginatedPath(basePath, current - 1)} rel="prev">{t(locale, 'previous')}</a></li>}
        {pages.map((n) => (
          <li key={n}>
            {n === current
              ? <a href={paginatedPath(basePath, n)} aria-current="page"><span className="visually-hidden">{t(locale, 'page')} </span>{n}</a>
              : <a href={paginatedPath(basePath, n)}><span className="visually-hidden">{t(locale, 'page')} </span>{n}</a>}
          </li>
        ))}
        {current < total && <li><a href={paginatedPath(basePath, current + 1)} rel="next">{t(locale, 'next')}</a></li>}
      </ul>
    </nav>
  );
}
