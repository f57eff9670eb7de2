import { useEffect, useState } from 'react';
import { apiFetch } from './api-fetch.js';
import { cardMeta, type CardKind } from './card-meta.js';
import { CardList, cardsFromItems, type Card } from './card-list.js';
import type { QueriedItem, RenderContext } from './fields.js';
import { t, type UiLocale } from './ui-strings.js';
import { passesAt, UPCOMING_ORDER } from '../src/contract/upcoming.js';

export interface LiveListRequest {
  /** {api}/list/v2/{sources}/, {api}/list/fixed/ or {api}/list/navigations/ */
  endpoint: string;
  filtersEndpoint: string | null;
  site: string;
  lang: string;
  items: number;
  order: string;
  /** Categories (auto), the chosen items (manual) or the related page (navigation). */
  get: number[];
  /** The page the list sits on: its own item is never shown (spec 7, `related`). */
  ownPage: number | null;
}

/**
 * The answer without the item of the page the list sits on, at the requested number. The list
 * API's `exclude` takes item ids, which a page does not know; every item names its page
 * (`relatedPage`), so the refresh asks for one more and leaves that one out.
 */
export function withoutOwnPage(items: QueriedItem[], ownPage: number | null, quantity: number): QueriedItem[] {
  return ownPage === null ? items : items.filter((item) => item.relatedPage?.pageId !== ownPage).slice(0, quantity);
}

/**
 * A list of upcoming events as true at `now`: the items whose day (`content.date`, the school's
 * time zone) has passed are left out. The build's list is true on the day it was built; between
 * builds the browser applies the same rule to it (spec 3, events).
 */
export function stillAhead(items: QueriedItem[], now: number): QueriedItem[] {
  return items.filter((item) => {
    const until = passesAt(item);
    return until === null || until > now;
  });
}

/** Each event's card with the instant it passes (runtime/upcoming.ts hides it then). */
function withUntil(items: QueriedItem[], cards: Card[]): Card[] {
  return cards.map((card, i) => {
    const until = passesAt(items[i]!);
    return until === null ? card : { ...card, until: new Date(until).toISOString() };
  });
}

export interface LiveListViewProps {
  root: { 'data-module': string; 'data-editor-id': number };
  title: string;
  kind: CardKind;
  locale: UiLocale;
  imageHost: string;
  /** What the build embedded: shown first, so nothing moves unless the list really changed. */
  items: QueriedItem[];
  request: LiveListRequest;
}

type Chip = { id: number; label: string };

/**
 * News and events change between builds: this list shows the build's items at once, then asks
 * GET {api}/list/v2/{sources}/ (spec 7) for the current ones when it comes into view, and
 * offers the categories of GET {api}/filters/… as filter chips. A non-200 answer shows an error
 * holding its status code and text, below the items already shown (spec 8).
 */
export function LiveListView({ root, title, kind, locale, imageHost, items: initial, request }: LiveListViewProps) {
  const [items, setItems] = useState(initial);
  const [chips, setChips] = useState<Chip[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const [error, setError] = useState<{ status: number; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async (category: number | null) => {
    const asked = request.items + (request.ownPage !== null ? 1 : 0);
    const params = new URLSearchParams({ site: request.site, lang: request.lang, page: '1', items: String(asked), order: request.order, relations: 'simple' });
    const get = category !== null ? [category] : request.get;
    if (get.length > 0) params.set('get', get.join(','));
    setBusy(true);
    try {
      const response = await apiFetch(`${request.endpoint}?${params}`, { headers: { accept: 'application/json' } });
      if (response.status !== 200) {
        setError({ status: response.status, text: response.statusText || 'Error' });
        return;
      }
      // Navigation lists answer previous and next items (spec 7), the others `items`.
      const body = await response.json() as { items?: QueriedItem[]; previous?: QueriedItem[]; next?: QueriedItem[] };
      const fresh = withoutOwnPage(body.items ?? [...(body.previous ?? []), ...(body.next ?? [])], request.ownPage, request.items);
      setError(null);
      setItems((current) => (JSON.stringify(current.map((i) => i.id)) === JSON.stringify(fresh.map((i) => i.id)) ? current : fresh));
    } catch {
      setError({ status: 0, text: 'Network error' });
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    // Already hidden as the page started (runtime/upcoming.ts): now out of the list's items too.
    if (request.order === UPCOMING_ORDER) {
      const ahead = stillAhead(initial, Date.now());
      if (ahead.length !== initial.length) setItems(ahead);
    }
    void load(null);
    if (request.filtersEndpoint) {
      apiFetch(request.filtersEndpoint, { headers: { accept: 'application/json' } })
        .then(async (r) => (r.status === 200 ? r.json() as Promise<Record<string, { items: Chip[] }>> : null))
        .then((body) => { if (body) setChips(Object.values(body).flatMap((g) => g.items).slice(0, 12)); })
        .catch(() => {});
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (id: number) => {
    const next = active === id ? null : id;
    setActive(next);
    void load(next);
  };
  const context: RenderContext = { locale, imageHost, isFirstImage: () => false };
  const upcoming = request.order === UPCOMING_ORDER;
  return (
    <section {...root} className={`distributor ${kind}`} aria-busy={busy || undefined} data-upcoming={upcoming ? '' : undefined}>
      {title && <h2>{title}</h2>}
      {chips.length > 0 && (
        <ul className="chips" aria-label={t(locale, 'filterBy')}>
          {chips.map((chip) => (
            <li key={chip.id}><button type="button" className="chip" aria-pressed={active === chip.id} onClick={() => choose(chip.id)}>{chip.label}</button></li>
          ))}
        </ul>
      )}
      <CardList cards={upcoming ? withUntil(items, cardsFromItems(items, (item) => cardMeta[kind](item, locale))) : cardsFromItems(items, (item) => cardMeta[kind](item, locale))} context={context} headingLevel={title ? 3 : 2} empty={kind === 'events' ? 'noEventsAhead' : 'nothingYet'} />
      <div role="status" className="live-list__status" data-status-code={error?.status}>
        {error && t(locale, 'listError', { status: error.status, text: error.text })}
      </div>
    </section>
  );
}
