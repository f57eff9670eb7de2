import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { apiFetch } from './api-fetch.js';
import { Pager } from '../templates/pagination.js';
import { markPageNoindex, restorePageRobots } from './page-robots.js';
import { formatDate } from './locale-format.js';
import { resultTypeKey } from './result-type.js';
import { t, type UiLocale } from './ui-strings.js';

export interface SearchViewProps {
  id: string;
  locale: UiLocale;
  site: string;
  /** {publicApi}/ai/search */
  endpoint: string;
  /** Template priorities sent with every query (programmes first when relevance is close). */
  priorities: Record<string, number>;
  itemsPerPage: number;
}

/** A page offered when nothing matches (server/README.md: suggestions). */
interface Suggestion { title: string; path: string; template: string }
/** A result; an event's carries its day and whether it is over at the search (server/README.md). */
interface Item { id: number; title: string; path: string; template: string; excerpt: string; similarity: number; date?: string; past?: boolean }
type State =
  | { kind: 'idle' }
  | { kind: 'loading'; query: string }
  | { kind: 'done'; query: string; page: number; totalItems: number; totalPages: number; items: Item[]; didYouMean?: string | undefined; suggestions?: Suggestion[] | undefined }
  | { kind: 'error'; query: string; status: number; text: string };

/** The query in the URL: whitespace becomes "+" (spec 5), the page only when past the first. */
export function searchHref(query: string, page: number): string {
  const params = new URLSearchParams({ q: query.trim().replace(/\s+/g, ' ') });
  if (page > 1) params.set('page', String(page));
  return `?${params.toString()}`;
}

/**
 * The other search forms of the page that submit here (the header's box): they show the query
 * the results are for, so the visitor sees what was searched wherever they look, and they follow
 * every new search made on this page. Found by where they submit, not by their markup.
 */
function syncOtherSearchBoxes(own: HTMLFormElement | null, query: string): void {
  const here = location.pathname.replace(/\/*$/, '/');
  for (const form of document.querySelectorAll<HTMLFormElement>('form[role="search"]')) {
    if (form === own || new URL(form.action, location.href).pathname.replace(/\/*$/, '/') !== here) continue;
    const box = form.elements.namedItem('q');
    if (box instanceof HTMLInputElement && box.value !== query) box.value = query;
  }
}

/**
 * The header's language links (to this search page in each language) carry the query the results
 * are for: a visitor who switches language keeps their search and sees it run in the other one.
 * Without a query they are the plain pages again.
 */
function syncLanguageLinks(query: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.site-header__languages a[href]')) {
    const url = new URL(link.href);
    url.search = query ? searchHref(query, 1) : '';
    const next = url.pathname + url.search;
    if (link.getAttribute('href') !== next) link.setAttribute('href', next);
  }
}

/**
 * The search page (island): a labelled search field, results ten per page from
 * POST {publicApi}/ai/search, and its states — searching, "Sorry, no results were found…",
 * and an error holding the status code and text (spec 8). The query and page live in the URL.
 *
 * The bare search page is an ordinary indexable page; its results are a state of it, like a
 * form's thank-you state, and not for search engines: while the URL holds a query
 * the robots meta says noindex, and clearing the query gives the page its own value back. The
 * static HTML is the same for every query, so every ?q= address canonicalises to the bare page.
 */
export function SearchView({ id, locale, site, endpoint, priorities, itemsPerPage }: SearchViewProps) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const run = async (text: string, page: number) => {
    const q = text.trim();
    if (!q) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'loading', query: q });
    try {
      const response = await apiFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: q, lang: locale, site, templates: [], priorities, minSimilarity: 0.2, page, itemsPerPage, useStructuredData: false, fields: ['title', 'excerpt', 'path'] }),
      });
      if (response.status !== 200) {
        setState({ kind: 'error', query: q, status: response.status, text: response.statusText || 'Error' });
        return;
      }
      const body = await response.json() as { totalItems: number; totalPages: number; items: Item[]; didYouMean?: string; suggestions?: Suggestion[] };
      setState({ kind: 'done', query: q, page, totalItems: body.totalItems, totalPages: body.totalPages, items: body.items, didYouMean: body.didYouMean, suggestions: body.suggestions });
    } catch {
      setState({ kind: 'error', query: q, status: 0, text: 'Network error' });
    }
  };

  // Every state but idle belongs to a query (run() is idle exactly when the query is empty).
  const showsQuery = state.kind !== 'idle';
  useEffect(() => {
    if (showsQuery) markPageNoindex(document);
    else restorePageRobots(document);
  }, [showsQuery]);

  const shownQuery = state.kind === 'idle' ? '' : state.query;
  useEffect(() => {
    syncOtherSearchBoxes(document.getElementById(`${id}-form`) as HTMLFormElement | null, shownQuery);
    syncLanguageLinks(shownQuery);
  }, [id, shownQuery]);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const q = params.get('q') ?? '';
    setQuery(q);
    void run(q, Math.max(1, Number(params.get('page')) || 1));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = (q: string, page: number) => {
    history.pushState(history.state, '', `${location.pathname}${searchHref(q, page)}`);
    void run(q, page);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(query, 1);
  };
  const onSuggestion = (event: MouseEvent<HTMLAnchorElement>, suggested: string) => {
    event.preventDefault();
    setQuery(suggested);
    go(suggested, 1);
    document.getElementById(`${id}-status`)?.focus();
  };
  const onPage = (event: MouseEvent<HTMLAnchorElement>, page: number) => {
    event.preventDefault();
    go(state.kind === 'done' ? state.query : query, page);
    document.getElementById(`${id}-status`)?.focus();
  };

  let status = '';
  if (state.kind === 'loading') status = t(locale, 'searching');
  else if (state.kind === 'done') status = state.totalItems === 0 ? t(locale, 'searchNoResults') : state.totalItems === 1 ? t(locale, 'searchCountOne', { q: state.query }) : t(locale, 'searchCount', { n: state.totalItems, q: state.query });
  else if (state.kind === 'error') status = t(locale, 'searchError', { status: state.status, text: state.text });

  return (
    <section className="search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">{t(locale, 'searchResults')}</h2>
      {/* No action: before the script arrives the form GETs this page itself (an empty action
          is invalid HTML). */}
      <form id={`${id}-form`} role="search" className="search__form" onSubmit={onSubmit} method="get" aria-label={t(locale, 'searchResults')}>
        <label htmlFor={`${id}-q`}>{t(locale, 'searchWhat')}</label>
        <div className="search__row">
          <input id={`${id}-q`} name="q" type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
          <button type="submit" className="button button--primary">{t(locale, 'search')}</button>
        </div>
      </form>
      <div id={`${id}-status`} className={`search__status search__status--${state.kind}`} role="status" aria-live="polite" tabIndex={-1} data-status-code={state.kind === 'error' ? state.status : undefined}>
        {status}
      </div>
      {state.kind === 'done' && state.didYouMean && (() => {
        // The sentence around the link comes from ui-strings, the link holds the suggestion.
        const [before, after] = t(locale, 'searchDidYouMean').split('{q}') as [string, string];
        const suggested = state.didYouMean;
        return (
          <p className="search__suggestion">
            {before}<a href={searchHref(suggested, 1)} onClick={(e) => onSuggestion(e, suggested)}>{suggested}</a>{after}
          </p>
        );
      })()}
      {state.kind === 'done' && state.totalItems === 0 && state.suggestions && state.suggestions.length > 0 && (
        <nav className="search__suggested" aria-labelledby={`${id}-suggested`}>
          <p id={`${id}-suggested`}>{t(locale, 'searchSuggestions')}</p>
          <ul>
            {state.suggestions.map((s) => <li key={s.path}><a href={s.path}>{s.title}</a></li>)}
          </ul>
        </nav>
      )}
      {state.kind === 'done' && state.items.length > 0 && (
        <>
          {/* The number is text of its own (not a ::marker hanging in the padding, clipped once it
              has three digits): it sits in a column as wide as the widest number (styles.css). */}
          <ol className="search__results" start={(state.page - 1) * itemsPerPage + 1}>
            {state.items.map((item, i) => (
              <li key={item.id} className="search__result">
                <span className="search__rank">{(state.page - 1) * itemsPerPage + i + 1}.</span>
                <p className="search__type">{t(locale, resultTypeKey(item.template))}</p>
                <a href={item.path} className="search__title">{item.title}</a>
                <p className="search__excerpt">{item.excerpt}</p>
                {item.date && formatDate(item.date, locale) && (
                  <p className={`search__date${item.past ? ' search__date--past' : ''}`}>
                    <time dateTime={item.date}>{t(locale, item.past ? 'searchEventPast' : 'searchEventOn', { date: formatDate(item.date, locale)! })}</time>
                  </p>
                )}
              </li>
            ))}
          </ol>
          <Pager current={state.page} total={state.totalPages} locale={locale} hrefFor={(n) => searchHref(state.query, n)} onNavigate={onPage} />
        </>
      )}
    </section>
  );
}
