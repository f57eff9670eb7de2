import type { CSSProperties } from 'react';
import * as z from 'zod';
import { DistributedSchema, LinkSchema, type ModuleProps } from './fields.js';
import { CardList, cardsFromItems, type Card } from './card-list.js';
import { cardMeta, datePart, type CardKind } from './card-meta.js';
import { Island } from './island.js';
import { LiveListView, type LiveListRequest, type LiveListViewProps } from './live-list-view.js';

export const DistributorModuleSchema = z.object(DistributedSchema);
type Fields = z.infer<typeof DistributorModuleSchema>;


interface DistributorData { mode: 'auto' | 'manual' | 'navigation'; order?: string; quantity?: number; related?: number; fixed?: number[]; sources?: { structuredData: string; filters?: { id: number }[] }[] }

/**
 * The list API request that refreshes a distributor in the browser (spec 7): auto →
 * /list/v2/{sources}/ (categories as `get`), manual → /list/fixed/ (the chosen ids), navigation
 * → /list/navigations/ (the related page). Lists split over pages at build are not refreshed.
 * The page the module sits on (`related`, else the page being rendered) is never one of its
 * items, as in the build's answer (src/publish/fetch/resolve-distributors.ts).
 */
export function liveRequest(fields: Fields, context: Pick<ModuleProps<Fields>['context'], 'locale' | 'publicApi' | 'site' | 'pageId' | 'pageSource'>, withFilters: boolean): LiveListRequest | null {
  const data = fields.data as DistributorData | undefined;
  if (!data || (fields as { paginated?: boolean }).paginated) return null;
  const api = context.publicApi ?? '/_api';
  const site = context.site ?? 'main';
  const names = data.sources?.map((s) => s.structuredData) ?? [];
  // Only a page with an item of a source the list reads can meet itself in it; the others ask
  // for exactly the module's quantity.
  const canMeetItself = context.pageSource != null && (data.mode === 'manual' || names.includes(context.pageSource));
  const ownPage = data.related ?? (canMeetItself ? context.pageId ?? null : null);
  const base = { site, lang: context.locale, items: data.quantity ?? Math.max(1, fields.queriedItems.length), order: data.order ?? 'recent-DESC', ownPage };
  if (data.mode === 'manual') {
    return data.fixed?.length ? { ...base, endpoint: `${api}/list/fixed/`, filtersEndpoint: null, get: data.fixed } : null;
  }
  if (data.mode === 'navigation') {
    // Previous and next around the page never hold the page itself.
    const around = data.related ?? context.pageId;
    return around !== undefined ? { ...base, ownPage: null, endpoint: `${api}/list/navigations/`, filtersEndpoint: null, get: [around] } : null;
  }
  if (names.length === 0) return null;
  const sources = names.join(',');
  return {
    ...base,
    endpoint: `${api}/list/v2/${encodeURIComponent(sources)}/`,
    filtersEndpoint: withFilters ? `${api}/filters/${encodeURIComponent(sources)}/site/${encodeURIComponent(site)}/lang/${context.locale}/related/` : null,
    get: (data.sources ?? []).flatMap((s) => (s.filters ?? []).map((f) => f.id)),
  };
}

function makeDistributorModule(kind: CardKind, live = false) {
  return function DistributorModule({ fields, root, context }: ModuleProps<Fields>) {
    const request = live ? liveRequest(fields, context, kind === 'insights') : null;
    if (request) {
      // News and events refresh in the browser (islands hydrate when they come into view).
      const props: LiveListViewProps = { root, title: fields.title, kind, locale: context.locale, imageHost: context.imageHost, items: fields.queriedItems, request };
      return <Island name="LiveList" props={props}><LiveListView {...props} /></Island>;
    }
    return (
      <section {...root} className={`distributor ${kind}`} id={fields.anchorID}>
        {fields.title && <h2>{fields.title}</h2>}
        <CardList cards={cardsFromItems(fields.queriedItems, (item) => cardMeta[kind](item, context.locale))} context={context} headingLevel={fields.title ? 3 : 2} empty={kind === 'events' ? 'noEventsAhead' : 'nothingYet'} />
      </section>
    );
  };
}

/** Programme cards (PROGRAMS). */
export const Programs = makeDistributorModule('programs');
/** Articles and news (BLOG, NEWS), refreshed in the browser. */
export const Insights = makeDistributorModule('insights', true);
/** Events with date and place (EVENTS), refreshed in the browser. */
export const Events = makeDistributorModule('events', true);
/** Faculty and staff (TEACHERS, STAFF). */
export const People = makeDistributorModule('people');

/** Projects by students and research groups (PROJECTS). */
export const ProjectDistributors = makeDistributorModule('projects');

const BoxedCardSchema = z.object({
  component: z.literal('BoxedCard').default('BoxedCard'),
  title: z.string().min(1),
  text: z.string().optional(),
  link: LinkSchema.optional(),
});
const CypherCardSchema = z.object({
  component: z.literal('CypherCard'),
  /** The figure itself ("94 %", "1.200", "+40"): short, shown large. */
  figure: z.string().min(1).max(12),
  label: z.string().min(1),
  text: z.string().optional(),
});

/** Cards from a distributor, or hand-picked cards: BoxedCards (title, text, link) or CypherCards (a key figure). */
export const CardCollectionSchema = z.object({
  ...DistributedSchema,
  items: z.array(z.union([CypherCardSchema, BoxedCardSchema])).default([]),
});
type CardItem = z.infer<typeof CardCollectionSchema>['items'][number];

export function CardCollection({ fields, root, context }: ModuleProps<z.infer<typeof CardCollectionSchema>>) {
  if (fields.items.length > 0) {
    const figures = fields.items.flatMap((i) => (i.component === 'CypherCard' ? [i.figure] : []));
    const allFigures = figures.length === fields.items.length;
    // The longest figure sizes every card of the row (styles.css, "figure cards"): the cards are
    // never narrower than it needs, and its digits shrink to fit a card rather than wrap or spill.
    const figureStyle = allFigures ? { '--figure-chars': Math.max(...figures.map((f) => [...f].length)) } as CSSProperties : undefined;
    return (
      <section {...root} className="distributor card-collection">
        {fields.title && <h2>{fields.title}</h2>}
        <ul className={`cards${allFigures ? ' cards--figures' : ''}`} style={figureStyle}>
          {fields.items.map((item, i) => <li key={i} className="card-slot">{handPicked(item, fields.title ? 'h3' : 'h2')}</li>)}
        </ul>
      </section>
    );
  }
  const cards: Card[] = cardsFromItems(fields.queriedItems, (item) => (typeof item.content.outlet === 'string' && item.content.outlet ? [item.content.outlet] : [datePart(item.content.date ?? item.published, context.locale)].filter((p) => p !== undefined)));
  return (
    <section {...root} className="distributor card-collection">
      {fields.title && <h2>{fields.title}</h2>}
      <CardList cards={cards} context={context} headingLevel={fields.title ? 3 : 2} />
    </section>
  );
}

function handPicked(item: CardItem, Heading: 'h2' | 'h3') {
  if (item.component === 'CypherCard') {
    return (
      <div className="cypher-card" data-part="CypherCard">
        <p className="cypher-card__figure">{item.figure}</p>
        <p className="cypher-card__label">{item.label}</p>
        {item.text && <p className="cypher-card__text">{item.text}</p>}
      </div>
    );
  }
  return (
    <div className="boxed-card" data-part="BoxedCard">
      <Heading className="card__title">{item.link?.href ? <a href={item.link.href}>{item.title}</a> : item.title}</Heading>
      {item.text && <p>{item.text}</p>}
    </div>
  );
}
