import { planSync, SearchSync, type SyncResult } from './search-sync.js';
import type { SearchEngine } from './search-engine.js';
import type { Db } from './open-database.js';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stopwords as stopEs } from '@orama/stopwords/spanish';
import { stopwords as stopEn } from '@orama/stopwords/english';
import type { Statement } from 'better-sqlite3';
import * as z from 'zod';
import { DistributorDataSchema, type ProgramFacts } from '../src/contract/schemas.js';
import { t, type UiKey } from '../modules/ui-strings.js';
import { PROGRAM_FACTS_SHOWN } from '../modules/program-facts.js';
import { isIndexable } from '../templates/seo/robots.js';
import { ApiError, type ContentStore } from './content-store.js';
import { SqliteSql } from './sql/sqlite-sql.js';
import { DEFAULT_INTENTS, DEFAULT_KINDS, DEFAULT_SYNONYMS } from './search-synonyms.js';

/**
 * Site search for POST {publicApi}/ai/search (spec 7 search). Everything but the index itself is
 * shared with PostgreSQL's (search-postgres.ts): the documents (pageDocument), the concepts,
 * synonyms and typo correction, and the ranking (rankResults over an IndexReader).
 *
 * On SQLite: FTS5 with BM25, one index
 * per site and language (`search_v<N>_<site>_<locale>`), so the statistics of one language never
 * change the ranking of the other. Why FTS5: it is already inside better-sqlite3 (no second
 * engine or process), ranks with BM25 per column, and keeps the index in the file it mirrors.
 *
 * What is indexed: every published, indexable page (robots.ts: isIndexable — never a noindex
 * page, an error page or the search page), folded (lower case, no accents) and stemmed with
 * Orama's Snowball stemmers, in five columns weighted for BM25: the title (10); the labels that
 * name the page elsewhere — navigation labels linking to it, its item's short name, and what a
 * module makes it offer ("Address" for a map) — so "ASIR" finds the programme the menu calls so
 * (8); its headings — module titles, FAQ questions, and the categories its item is filed under,
 * so a teacher is found by the programmes and area they teach (5); the text the page shows (1);
 * and the items a list page renders, e.g. the people /claustro/ lists (1; a detail page's related
 * cards are left out). Forms are left out — their labels and options are the same on every page —
 * and so is boilerplate, a module's text shown on 8 or more pages of the language (the same "an
 * adviser will call you" on every programme page), which says nothing about any one of them —
 * except a heading shown so ("Requisitos de acceso" on every programme), kept as the page's text
 * (1), not its heading: it names none of them, but says each has that section.
 *
 * The index is kept, not rebuilt: the seed indexes everything, a publish re-indexes what it
 * changed, and each search compares a cheap signature of the language's pages, items and
 * navigations with the one last indexed, re-indexing only pages whose own stamp (content hash,
 * modification, versions of the sources their lists read, navigation) differs — so writes by
 * another process (a re-seed, the preview's publish) are caught up on without a rebuild.
 *
 * A query is split into concepts: a word, or a phrase of the synonym list (defaults in
 * search-synonyms.ts — acronyms and their expansions, "FP" and "formación profesional", then
 * synonyms — extended by editors) which brings its alternatives. Stop words of the
 * language do not count (a query of nothing else finds nothing). Words of wanting to study
 * ("estudiar", "quiero hacer", "course": DEFAULT_INTENTS) do not count either when the query says
 * what else is wanted; they raise the request's template priorities to the 4th power instead
 * (the search page's programmes), as a programme's page rarely says "curso" where news of a
 * summer course does. A word of the kind of page wanted ("profesor", "teacher": DEFAULT_KINDS),
 * next to others, matches a page only where its title, labels or headings carry it (a teacher
 * is filed under "Profesorado"; an article on the subject only mentions a teacher). Words are matched whole, except the
 * last one while it is being typed (no trailing space, 3+ letters), which matches as a prefix.
 * A word that matches nothing is corrected to the nearest words of the index's vocabulary
 * (one mistake — a wrong, missing, extra or swapped letter — or two for words of 8+ letters), so
 * typos only cost when the exact word fails; the answer's `didYouMean` then offers the query
 * with the word the site uses. A word of under five letters is corrected only when nothing else in
 * the query matches: one letter is a large share of it, so it is as likely a word the site does
 * not use ("visa", not "viva"). A slip can also land on a real but rare word ("admisions", the
 * Spanish "admisión" an English page quotes): a word on RARE_MATCHES pages or fewer, one mistake
 * from a word results show on many times more pages, is searched as both and offered as "did you
 * mean" when the rest of the query goes with the common word and not with the rare one
 * (commonNeighbour).
 *
 * similarity ∈ [0, 1] = 0.6 × coverage (share of the query's concepts the page matches)
 *                     + 0.4 × relative BM25 (the page's score over the best score for the query),
 * a concept scored as one term whatever synonym of it the page uses, the word typed counting more
 * than its synonyms (scores() and formWeights, below).
 * Ranking multiplies similarity by coverage again (a page matching fewer of the query's words
 * ranks lower; it is not dropped), by the request's template priority, by up to 1.5 for how much
 * of the query the page's labels (fully), title (0.8) or headings (0.4) carry, each concept that
 * matches any page weighted by its rarity — what a page is *called* is the strongest sign of
 * intent, so a question the contact page answers ("how to get to campus": its map) puts it
 * first while topical queries still rank articles by their titles — by 1.5 when the page
 * holds the query as typed, as a phrase, and by 0.5 for an event that is over at the time of the
 * search, by up to 1.02 for one still to come, the nearer the more: a tie-break among events of
 * the same text (results give an event's date). What is left out is noise, judged on the words a page
 * has, never on those it lacks: a page whose BM25 is under 15 % of the best page's, times the
 * share of the query's concepts it matches, only mentions them in passing; and the list stops at
 * 100 results, the lowest ranked. A query that finds nothing is answered with `suggestions`: the
 * pages the menus point to, the closest to the query letter by letter first (suggestedPages).
 */

export interface SearchRequest {
  query: string;
  lang: string;
  site: string;
  templates?: string[];
  priorities?: Record<string, number>;
  minSimilarity?: number;
  page?: number;
  itemsPerPage?: number;
  useStructuredData?: boolean;
  fields?: string[];
}

/**
 * One result. An event's carries its day (`date`, YYYY-MM-DD) and whether it is over (`past`, as
 * of the search, not of the build): a visitor must see that an open day has already been held.
 */
export interface SearchItem { id: number; title: string; path: string; template: string; excerpt: string; similarity: number; date?: string; past?: boolean }
/**
 * `didYouMean`: the query with each word that matched nothing replaced by the nearest word the
 * site uses, when there was one (the search page offers it as a link); the results already
 * include what that word finds. `suggestions`: when nothing matches, the pages to offer instead
 * (suggestedPages).
 */
export interface SearchResponse { query: string; lang: string; page: number; itemsPerPage: number; totalItems: number; totalPages: number; items: SearchItem[]; didYouMean?: string; suggestions?: SearchSuggestion[] }

const WEIGHTS = { title: 10, labels: 8, headings: 5, body: 1, listed: 1 };
/** Up to this much more rank for a page whose title, labels or headings name the query (see above). */
const NAMED_BOOST = 0.5;
/**
 * How firmly each field names a page for a concept (its share of NAMED_BOOST). The site's menus
 * point to one page for a subject ("Tarifas y becas"): that label, like anchor text on the web,
 * is the strongest sign the page is the destination, while many pages carry the word in their
 * titles (each news item about a new scholarship); a heading names only a part of the page (an
 * MBA's "¿Hay becas o financiación?"), half as much as a title.
 */
const NAMED_BY = { labels: 1, title: 0.8, headings: 0.4 };
/**
 * For a page holding the whole query, as typed, as a phrase ("responsable de admisión", "head of
 * admissions" on the people list): as strong a sign as the title naming it, so a role or a name
 * typed in full puts the page that lists it above pages that only use its words apart.
 */
const PHRASE_BOOST = 1.5;
/**
 * Under this share of the best page's BM25, in proportion to the share of the query's concepts
 * it matches, a page only mentions the query's words in passing (noise, left out). In
 * proportion, so that a page matching fewer of the query's words is judged on how strongly it
 * holds the ones it has: it ranks lower (coverage), it is not dropped for the words it lacks.
 */
const PASSING_MENTION = 0.15;
/**
 * A title the query's words fill ranks above one they only appear in: "design degree" is the
 * "Bachelor's Degree in Design" before the "Higher Degree in Interior Design Projects and Site
 * Management", which names both words among seven (spec 7 search: the page about it first).
 * A word of wanting to study the query typed ("degree") counts here though it is not searched.
 */
const TITLE_FIT = 0.3;
const titleSizes = new WeakMap<Doc, number>();
function titleSize(doc: Doc, locale: string, stemOf: Stemmer): number {
  let size = titleSizes.get(doc);
  if (size === undefined) {
    size = new Set(words(doc.title).filter((w) => !isStopWord(w, locale)).map(stemOf)).size;
    titleSizes.set(doc, size);
  }
  return size;
}
/**
 * An event that is over ranks at this share of what its text earns (spec 7 search): the visitor
 * looking for an open day wants the next one, and the one held last month is still a result.
 */
const PAST_EVENT = 0.5;
/**
 * An event still to come ranks up to this much higher the nearer it is (nothing at SOON_DAYS
 * away or more): of two open days the text ranks alike, the visitor wants the next one first,
 * and as days pass the order follows the clock without a rebuild (spec 7 search). Small: it
 * settles near ties among events, never lifts one over a page that answers better (the open-day
 * page, which lists every next date).
 */
const SOON_BOOST = 0.02;
const SOON_DAYS = 180;
const DAY_MS = 86_400_000;
/**
 * For a query that says it wants to study something (DEFAULT_INTENTS), the request's template
 * priorities are raised to this power: the search page's 1.15 for a programme becomes about 1.75,
 * enough to put the programme of the field typed above the news that share its word. Only when
 * the query names a field: a title or label of a page of the highest priority carries one of its
 * words, or the headings of FEW_NAMED such pages at most. A level ("cursos de FP") is in the
 * headings of every programme of the level, which its list answers better than any one of them.
 */
const STUDYING_PRIORITY = 4;
const FEW_NAMED = 3;
/**
 * At most this many results (ten pages of ten): past them a visitor refines the query rather
 * than pages on, and the ones left out are the lowest ranked, whatever words they match.
 */
const MAX_RESULTS = 100;
const SKIP_KEYS = new Set([
  'image', 'images_', 'url', 'href', 'src', 'linkToURL', 'poster', 'staticMap', 'logo', 'data', 'queriedItems', 'breadcrumb',
  'pageLanguages', 'structuredDataContent', 'socialImage', 'templateType', 'component', 'editorID', 'anchorID', 'provider',
  'videoId', 'theme', 'size', 'mode', 'order', 'structuredData', 'filterOperator', 'globalOperator', 'currency', 'deadline',
  'date', 'startTime', 'endTime', 'position', 'alt', 'variant', 'layout', 'icon', 'color', 'type', 'headerTheme', 'footerTheme',
  'metaTitle', 'metaKeywords', 'metasAdvanced', 'canonicalURL', 'origin', 'dimensions', 'socialTitle', 'socialDescription',
]);
/**
 * A form (IntroForm, ModalForm…) is the same on every page that holds one: its labels, its
 * options (every programme's name) and its "we will call you" are boilerplate, not what the page
 * is about, so they are left out of its document — otherwise every programme page answers
 * "teléfono" and every programme's name (spec 7 search).
 */
const isForm = (node: object) => { const c = (node as { component?: unknown }).component; return typeof c === 'string' && /Form$/.test(c); };
/** Values that are codes, not words a visitor reads (slugs, dates, numbers). */
const CODE_VALUE = /^(?:[\w.]*[-_][\w.-]*|[\d\s:.,+/-]*)$/;

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Words of a text as the index sees them: folded, split on anything not a letter or digit, 2+ characters. */
export function words(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1);
}

const isSpanish = (locale: string) => locale.startsWith('es');
/** Stems by word: a site's vocabulary is small and indexing meets each word many times. */
const stemCache = { es: new Map<string, string>(), en: new Map<string, string>() };
/**
 * Words Snowball stems into another word of the site, and the word both back ends stem in their
 * place (SQLite's Snowball here, PostgreSQL's configurations in search-postgres.ts), in pages and
 * queries alike, so one table keeps the two from drifting apart: "news" is not "new"; "taller" (a
 * workshop) is stemmed as its plural "talleres", so both meet in "taller" rather than "tall"; a
 * "principiante" (a beginner) is not a "principio" (a beginning); "metros" are metres ("Treinta
 * metros", a flat of thirty square metres), not the "metro" a visitor takes to the campus; a
 * campus's "equipamiento" (equipment) is not an "equipo" (a team). A word ending in "x" is one
 * Snowball leaves as it is. The word given is never shown: results show the page's own text.
 */
export const STEMMED_AS: Readonly<Record<'es' | 'en', ReadonlyMap<string, string>>> = {
  es: new Map([['taller', 'talleres'], ['principiante', 'principiantx'], ['principiantes', 'principiantx'], ['metros', 'metrosx'], ['equipamiento', 'equipamientx'], ['equipamientos', 'equipamientx']]),
  en: new Map([['news', 'newsx'], ['metros', 'metrosx']]),
};
export function stem(word: string, locale: string): string {
  const spanish = isSpanish(locale);
  const cache = spanish ? stemCache.es : stemCache.en;
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    const asked = (spanish ? STEMMED_AS.es : STEMMED_AS.en).get(word) ?? word;
    stemmed = spanish ? stemEs(asked) : stemEn(asked);
    if (cache.size < 200_000) cache.set(word, stemmed);
  }
  return stemmed;
}

export function stems(text: string, locale: string): string[] {
  return words(text).map((w) => stem(w, locale));
}

/**
 * Function words do not count towards a match (spec 7 search: "de" must not make a page a
 * result). Orama's lists, less the words that are content on this site ("trabajo", "horas",
 * "mejor", "final": a job fair, opening hours, the best-paid qualifications, a final project).
 */
const KEEP_AS_CONTENT = new Set(['trabajo', 'trabajar', 'trabaja', 'trabajan', 'horas', 'lugar', 'general', 'valor', 'tiempo', 'mejor', 'peor', 'final', 'cuenta', 'uso', 'usar', 'ejemplo', 'dia', 'dias', 'fin', 'medio', 'mayor', 'total', 'nueva', 'nuevo', 'primer', 'primera']);
const STOP_WORDS = {
  es: new Set(stopEs.map(fold).filter((w) => !KEEP_AS_CONTENT.has(w))),
  en: new Set(stopEn.map(fold).flatMap((w) => w.split(/[^\p{L}\p{N}]+/u))),
};
export function isStopWord(word: string, locale: string): boolean {
  return (isSpanish(locale) ? STOP_WORDS.es : STOP_WORDS.en).has(word);
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&[a-z]+;/g, ' ');
}

/**
 * The words a page (or a list item) shows: every text value of its modules, without URLs,
 * images, codes or the distributor configuration (whose items are indexed apart, see above).
 */
export function pageText(node: unknown, out: string[] = [], key = '', boilerplate?: Set<string>): string[] {
  if (typeof node === 'string') {
    if (/\p{L}/u.test(node) && !CODE_VALUE.test(node) && !/^(?:https?:|mailto:|tel:|\/)/.test(node) && !boilerplate?.has(node)) out.push(plainText(node));
  } else if (Array.isArray(node)) {
    for (const child of node) pageText(child, out, key, boilerplate);
  } else if (node && typeof node === 'object') {
    if (isForm(node)) return out;
    const section = (node as { component?: unknown }).component === 'Section';
    for (const [k, value] of Object.entries(node)) {
      if (SKIP_KEYS.has(k) || (section && k === 'name')) continue;
      pageText(value, out, k, boilerplate);
    }
  }
  return out;
}

/**
 * A text a module shows on this many pages of a language or more is boilerplate (the same
 * "how to apply: fill in the form and an adviser will call you" on every programme page): it says
 * nothing about any one of them, so it is left out of their documents (spec 7 search) — else a
 * programme page outranks the contact page for "teléfono admisión".
 */
const BOILERPLATE_PAGES = 8;

/** The texts of a language's pages that are boilerplate (BOILERPLATE_PAGES), from their published JSON. */
export function boilerplateOf(pages: { published_json: unknown }[]): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    if (!page.published_json) continue;
    try {
      const texts = new Set<string>();
      const json = typeof page.published_json === 'string' ? JSON.parse(page.published_json) as unknown : page.published_json;
      collectTexts((json as { template?: unknown }).template, texts);
      for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
    } catch {
      // A page that cannot be read is left out of the index (pageDocument).
    }
  }
  return new Set([...counts].filter(([, n]) => n >= BOILERPLATE_PAGES).map(([text]) => text));
}

/** Every text value pageText would index (titles included), as the page holds it. */
function collectTexts(node: unknown, out: Set<string>): void {
  if (typeof node === 'string') {
    if (/\p{L}/u.test(node)) out.add(node);
  } else if (Array.isArray(node)) {
    for (const child of node) collectTexts(child, out);
  } else if (node && typeof node === 'object' && !isForm(node)) {
    for (const [k, value] of Object.entries(node)) if (!SKIP_KEYS.has(k)) collectTexts(value, out);
  }
}

/**
 * What a module is, in the words of its interface (modules/ui-strings.ts): a map module shows an
 * address on a map whatever its heading says, so the page answers "dirección" and "address".
 */
const MODULE_WORDS: Record<string, UiKey[]> = { Map: ['address', 'map'] };

/** The headings a page shows: its modules' titles and its questions (an FAQ's). */
export function headingsOf(node: unknown, out: string[] = [], boilerplate?: Set<string>): string[] {
  if (Array.isArray(node)) for (const child of node) headingsOf(child, out, boilerplate);
  else if (node && typeof node === 'object' && !isForm(node)) {
    for (const [k, value] of Object.entries(node)) {
      if (SKIP_KEYS.has(k)) continue;
      if ((k === 'title' || k === 'question') && typeof value === 'string') {
        if (!boilerplate?.has(value)) out.push(plainText(value));
      } else if (typeof value === 'object') headingsOf(value, out, boilerplate);
    }
  }
  return out;
}

/**
 * What a page offers by the modules it holds (MODULE_WORDS): a map module makes the page the
 * one that gives the address, as a menu label would say, so these words name the page (the
 * labels column), not a part of it — "dirección del campus" is the contact page's name for what
 * it shows, while a programme called "Dirección de Empresas" only shares the word.
 */
export function offeredBy(node: unknown, locale: string): string[] {
  if (locale !== 'es_ES' && locale !== 'en_GB') return [];
  return [...new Set([...componentsOf(node)].flatMap((component) => (MODULE_WORDS[component] ?? []).map((key) => t(locale, key))))];
}

/** The modules a page holds, by name, in the order they come (what its fields are skipped for, SKIP_KEYS, left out). */
function componentsOf(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) componentsOf(child, out);
  else if (node && typeof node === 'object') {
    const component = (node as { component?: unknown }).component;
    if (typeof component === 'string') out.add(component);
    for (const [k, value] of Object.entries(node)) if (!SKIP_KEYS.has(k) && typeof value === 'object') componentsOf(value, out);
  }
  return out;
}

/** Words a module prints from the interface's strings rather than its fields: a comparison table's caption names its columns. */
const MODULE_TEXT: Record<string, UiKey[]> = { ProgramComparison: ['compareCaption'] };

/**
 * What a page shows that its modules' fields do not hold: the facts a ProgramFacts module writes
 * from the page's programme record ("Duración 4 cursos", "Modalidad Presencial") and the
 * captions a module prints (a comparison's "Duración, horas, créditos ECTS…"). What the visitor
 * reads there is what the page answers: "cuántos años dura la carrera" must find the pages that
 * state durations, not only an article that says "dura" (spec 7 search).
 */
export function shownText(json: { template?: unknown; structuredDataContent?: unknown }, locale: string): string {
  if (locale !== 'es_ES' && locale !== 'en_GB') return '';
  const components = componentsOf(json.template);
  const out: string[] = [];
  for (const component of components) for (const key of MODULE_TEXT[component] ?? []) out.push(t(locale, key));
  const record = json.structuredDataContent;
  if (components.has('ProgramFacts') && record && typeof record === 'object') {
    // Each fact by its label, and its value where it is words ("Modalidad Presencial"); a date or
    // a price is found by its label ("Start date", "Precio por curso"), never by its digits.
    for (const fact of PROGRAM_FACTS_SHOWN) {
      const value = fact.cell(record as ProgramFacts, locale);
      if (value === undefined || value === null || value === '') continue;
      out.push(typeof value === 'string' ? `${t(locale, fact.key)} ${value.trim()}` : t(locale, fact.key));
    }
  }
  return out.join(' . ');
}

/** Every distributor configuration of a page's modules (the `data` of a list module). */
export function distributorsOf(node: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) for (const child of node) distributorsOf(child, out);
  else if (node && typeof node === 'object') {
    for (const [k, value] of Object.entries(node)) {
      if (k === 'data' && value && typeof value === 'object' && 'mode' in value) out.push(value);
      else if (typeof value === 'object') distributorsOf(value, out);
    }
  }
  return out;
}

/** Navigation labels by the path they link to: what the menus call each page. */
export function navigationLabels(json: string, out: Map<string, string[]>): void {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const child of node) walk(child);
    else if (node && typeof node === 'object') {
      const { label, url } = node as { label?: unknown; url?: { href?: unknown } };
      const href = url && typeof url === 'object' ? url.href : undefined;
      if (typeof label === 'string' && typeof href === 'string' && href.startsWith('/')) {
        const path = href.split(/[?#]/)[0]!;
        out.set(path, [...(out.get(path) ?? []), label]);
      }
      for (const value of Object.values(node)) if (typeof value === 'object') walk(value);
    }
  };
  walk(JSON.parse(json));
}

/**
 * Bumped whenever what is indexed or how changes: the table's name and every page's stamp carry
 * it, so an API started on an older database re-indexes once into a fresh table.
 */
export const INDEX_VERSION = 13;
const tableName = (siteId: number, locale: string) => `search_v${INDEX_VERSION}_${siteId}_${locale.replace(/[^A-Za-z0-9]/g, '_')}`;
/** An FTS5 string literal of already-folded words (a phrase when there are several). */
const literal = (terms: string[]) => `"${terms.join(' ').replace(/"/g, '')}"`;

/**
 * `kind`: a word of DEFAULT_KINDS ("profesor"), which a page matches only where it names the page;
 * `studying`: the query also held a word of DEFAULT_INTENTS ("estudiar"), left out (rankResults).
 */
/** `own`: which of the alternatives is the phrase as typed, when it is one of a synonym group's (formWeights). */
export interface Concept { alternatives: string[][]; prefix: string | null; typed: string[]; own?: number; kind?: boolean; studying?: boolean }
export interface Row { rowid: number; score: number }
/** What a result shows; `date` and `ends` (ISO) for an event, from its structured data. */
export interface Doc { path: string; template: string; title: string; excerpt: string; date?: string; ends?: string }

/**
 * A page's document, the same for both index back ends: each field's text as the page shows it
 * (each back end stems it its own way: SQLite with Snowball here, stemmedFields; PostgreSQL with
 * its text-search configurations), and what a result shows.
 */
export interface PageDocument { title: string; labels: string; headings: string; body: string; listed: string; path: string; template: string; displayTitle: string; excerpt: string; date?: string; ends?: string }

/**
 * Stems one folded word (a word of words()) as an index back end does. SQLite's is Snowball's
 * (stem, below); PostgreSQL's asks its text-search configuration (search-postgres.ts), so a query
 * is stemmed as that back end stemmed the pages. A stem may hold several terms, space-separated,
 * when the back end splits the word (a phrase of them).
 */
export type Stemmer = (word: string) => string;
const snowballs = new Map<string, Stemmer>();
/** One function per locale, so what is kept per stemmer (phrasesOf) is kept across queries. */
const snowball = (locale: string): Stemmer => {
  let stemmer = snowballs.get(locale);
  if (!stemmer) snowballs.set(locale, stemmer = (word) => stem(word, locale));
  return stemmer;
};

/** A document's fields folded and stemmed with Snowball (the SQLite index's columns). */
export function stemmedFields(doc: PageDocument, locale: string): Pick<PageDocument, 'title' | 'labels' | 'headings' | 'body' | 'listed'> {
  const of = (text: string) => stems(text, locale).join(' ');
  return { title: of(doc.title), labels: of(doc.labels), headings: of(doc.headings), body: of(doc.body), listed: of(doc.listed) };
}

/** The labels of the categories a page's published items are filed under (pageDocument), for both back ends. */
export const ITEM_CATEGORIES_SQL = `SELECT c.label FROM items i JOIN item_categories ic ON ic.item_id = i.id JOIN categories c ON c.id = ic.category_id
  WHERE i.page_id = ? AND i.status = 'published' ORDER BY c.id`;

/** The published page a document is made from, and the names its items give it. */
export interface PageSource { id: number; path: string; template_type: string; title: string; published_json: string | null }

/**
 * What one index back end answers for one site and language (the SQLite FTS5 table or the
 * PostgreSQL tsvector rows): the ranking below is the same whatever answers.
 */
export interface IndexReader {
  /** Pages matching any form of the concept: anywhere, or in one field only. */
  matching(concept: Concept, field?: 'labels' | 'title' | 'headings'): Promise<Set<number>>;
  /** Pages holding these stems next to each other, in this order. */
  phrase(terms: string[]): Promise<Set<number>>;
  /** The page's relevance for the query, each concept scored as one term (see scores in SearchIndex). */
  scores(concepts: Concept[], total: number): Promise<Row[]>;
  /** What each indexed page shows as a result. */
  docs(): Promise<Map<number, Doc>>;
  /** Every word of the index and how many pages hold it (typo correction). */
  vocabulary(): Promise<{ term: string; docs: number }[]>;
  /** The language's navigations' JSON (the pages suggested when nothing matches). */
  navigations(): Promise<string[]>;
  /**
   * The back end's stemmer, knowing these words: the words results show, for "did you mean"
   * (PostgreSQL's configuration is asked once for those it has not stemmed yet).
   */
  stems(words: string[]): Promise<Stemmer>;
}

/** A page offered when a query finds nothing (SearchResponse.suggestions). */
export interface SearchSuggestion { title: string; path: string; template: string }

/** Character trigrams of a folded text, words padded (for closeness of names, not of meaning). */
function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of words(text)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** How many suggestions a query that finds nothing gets. */
const SUGGESTIONS = 5;

/**
 * The pages to offer when a query finds nothing (spec 8: "no results"), for what the visitor
 * was after: the pages the site's menus point to — its own choice of the most useful ones —
 * ranked by how close their menu labels or titles are to the query, letter by letter (trigrams:
 * "horaios" is close to "Horarios y contacto"), then by how many menu links point to them; with
 * nothing close, the most linked (admissions, programmes, contact).
 */
export function suggestedPages(query: string, navigations: string[], docs: Map<number, Doc>): SearchSuggestion[] {
  const labels = new Map<string, string[]>();
  for (const json of navigations) navigationLabels(json, labels);
  const byPath = new Map([...docs.values()].map((doc) => [doc.path, doc]));
  const wanted = trigrams(query);
  const closeness = (text: string) => {
    const grams = trigrams(text);
    let shared = 0;
    for (const g of grams) if (wanted.has(g)) shared++;
    return grams.size + wanted.size ? (2 * shared) / (grams.size + wanted.size) : 0;
  };
  return [...labels].filter(([path]) => byPath.has(path)).map(([path, names]) => {
    const doc = byPath.get(path)!;
    return { doc, links: names.length, close: Math.max(...[...names, doc.title].map(closeness)) };
  })
    .sort((a, b) => (b.close >= 0.2 ? b.close : 0) - (a.close >= 0.2 ? a.close : 0) || b.links - a.links || a.doc.path.localeCompare(b.doc.path))
    .slice(0, SUGGESTIONS)
    .map(({ doc }) => ({ title: doc.title, path: doc.path, template: doc.template }));
}

/**
 * A published page's document (shared by both back ends, so they index the same words), or null
 * when the page is not to be found by search (robots.ts: isIndexable; the search page itself).
 * `sources` are the list sources its distributors read, whose versions go into its stamp.
 * Throws when the page's JSON cannot be read; the caller leaves the page out.
 */
export async function pageDocument(store: ContentStore, site: { slug: string; languages: { prefix: string }[] }, locale: string, page: PageSource,
  labels: Map<string, string[]>, itemContents: string[], itemCategories: string[] = [], boilerplate?: Set<string>): Promise<{ sources: string; doc: PageDocument | null }> {
  if (page.published_json === null) return { sources: '', doc: null };
  const json = JSON.parse(page.published_json) as { template?: unknown; structuredDataContent?: unknown; metaDescription?: string; isIndexed?: boolean };
  const distributors = distributorsOf(json.template);
  // A list page is its items (the people /claustro/ shows); a detail page's "related"
  // cards are other pages' subjects, not its own, and would only add noise. So only a list's
  // document follows its sources: an article's cards changing must not make every other
  // article's document again (spec 7 search, the index maintained).
  const lists = !page.template_type.endsWith('Detail');
  const sources = lists ? [...new Set(distributors.flatMap((d) => ((d as { sources?: { structuredData?: unknown }[] }).sources ?? []).map((s) => String(s.structuredData))))].sort().join(',') : '';
  if (!isIndexable({ isIndexed: json.isIndexed !== false, path: page.path, templateType: page.template_type }, site.languages) || page.template_type === 'SearchResults') {
    return { sources, doc: null };
  }
  const text = [...pageText(json.template, [], '', boilerplate), shownText(json, locale)].join(' ').replace(/\s+/g, ' ').trim();
  const listed = !lists ? '' : await listedText(store, site.slug, locale, page.id, distributors);
  const named = [...(labels.get(page.path) ?? []), ...offeredBy(json.template, locale), ...itemContents.map((content) => String((JSON.parse(content) as { shortName?: unknown }).shortName ?? ''))];
  // The categories lists file the page's item under — a teacher's area and the programmes they
  // teach ("Profesorado · A3DJ") — so a person is found by what they teach, not only by name
  // (spec 7 search). Each describes a part of what the page is, as a heading does.
  const own = headingsOf(json.template, [], boilerplate);
  // A heading every page of a kind shows ("Requisitos de acceso" on each programme) names no one
  // of them, but says each has that section: its text, as the page's own words, not its name.
  const repeated = boilerplate ? headingsOf(json.template).filter((h) => !own.includes(h)) : [];
  const headings = [...own, ...itemCategories].join(' . ');
  return {
    sources,
    doc: {
      title: page.title, labels: named.join(' . '), headings, body: repeated.length ? `${text} ${repeated.join(' . ')}` : text, listed,
      path: page.path, template: page.template_type, displayTitle: page.title, excerpt: (json.metaDescription || text).slice(0, 220),
      ...(EVENT_TEMPLATES.includes(page.template_type) ? eventDayOf(json) : null),
    },
  };
}

/** The titles and card texts of the items a page's distributors show, as the build asks for them. */
async function listedText(store: ContentStore, site: string, locale: string, pageId: number, distributors: unknown[]): Promise<string> {
  const out: string[] = [];
  for (const raw of distributors) {
    const parsed = DistributorDataSchema.safeParse(raw);
    if (!parsed.success) continue;
    const data = parsed.data.related === undefined ? { ...parsed.data, related: pageId } : parsed.data;
    try {
      const result = await store.distributor(site, locale, data) as { items?: { title?: unknown; content?: unknown }[]; previous?: unknown[]; next?: unknown[] };
      for (const item of [...(result.items ?? []), ...(result.previous ?? []), ...(result.next ?? [])]) pageText(item, out);
    } catch {
      // A list the build would refuse is reported by the build; the page is still indexed.
    }
  }
  return out.join(' ');
}

/** Stemmed phrase → the stemmed alternatives of every group it belongs to. */
export function synonymMapOf(groups: string[][], locale: string, stemOf: Stemmer = snowball(locale)): Map<string, string[][]> {
  const map = new Map<string, string[][]>();
  for (const group of groups) {
    const alternatives = group.map((phrase) => words(phrase).map(stemOf)).filter((a) => a.length > 0);
    for (const alternative of alternatives) {
      const id = alternative.join(' ');
      const known = map.get(id) ?? [];
      for (const a of alternatives) if (!known.some((k) => k.join(' ') === a.join(' '))) known.push(a);
      map.set(id, known);
    }
  }
  return map;
}

/** The stemmed phrases of a word list (DEFAULT_INTENTS, DEFAULT_KINDS), kept per stemmer: a query looks them up. */
const phraseSets = new WeakMap<Stemmer, Map<string, Set<string>>>();
function phrasesOf(list: Record<string, string[]>, name: string, locale: string, stemOf: Stemmer): Set<string> {
  let sets = phraseSets.get(stemOf);
  if (!sets) phraseSets.set(stemOf, sets = new Map());
  const key = `${name}:${locale}`;
  let set = sets.get(key);
  if (!set) sets.set(key, set = new Set((list[locale] ?? []).map((phrase) => words(phrase).map(stemOf).join(' '))));
  return set;
}

/** The query's concepts (see the file's comment). */
export function conceptsOf(query: string, locale: string, synonyms: Map<string, string[][]>, stemOf: Stemmer = snowball(locale)): Concepts {
  const typed = words(query);
  const stemmed = typed.map(stemOf);
  const stillTyping = !/[\s\p{P}]$/u.test(query);
  const intents = phrasesOf(DEFAULT_INTENTS, 'intent', locale, stemOf);
  const kinds = phrasesOf(DEFAULT_KINDS, 'kind', locale, stemOf);
  const found: (Concept & { stop: boolean; intent: boolean })[] = [];
  for (let i = 0; i < typed.length;) {
    let matched = false;
    for (let n = Math.min(6, typed.length - i); n >= 1 && !matched; n--) {
      const id = stemmed.slice(i, i + n).join(' ');
      const intent = intents.has(id);
      const alternatives = synonyms.get(id) ?? (intent ? [stemmed.slice(i, i + n)] : undefined);
      if (!alternatives) continue;
      const last = i + n === typed.length;
      const own = alternatives.findIndex((a) => a.join(' ') === id);
      found.push({ alternatives, prefix: null, typed: typed.slice(i, i + n), ...(own >= 0 ? { own } : {}), stop: n === 1 && isStopWord(typed[i]!, locale) && !last && !intent, intent, ...(kinds.has(id) ? { kind: true } : {}) });
      i += n;
      matched = true;
    }
    if (matched) continue;
    const word = typed[i]!;
    const last = i === typed.length - 1;
    found.push({ alternatives: [[stemmed[i]!]], prefix: last && stillTyping && word.length >= 3 ? stemmed[i]! : null, typed: [word], stop: isStopWord(word, locale), intent: false });
    i++;
  }
  // Only function words ("de", "the"): nothing a page could be relevant to. Words of intent
  // ("estudiar", "course") leave a query that says what else is wanted (DEFAULT_INTENTS).
  // Two words of one synonym group ("scholarships and grants") are one thing asked for, once.
  const seen = new Set<string>();
  const kept = found.filter((c) => {
    if (c.stop) return false;
    const key = c.alternatives.length > 1 ? JSON.stringify(c.alternatives) : null;
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const subject = kept.filter((c) => !c.intent);
  const studying = subject.length > 0 && subject.length < kept.length;
  const plain = (list: typeof found, flag: boolean): Concept[] => list.slice(0, 8).map(({ stop: _stop, intent: _intent, ...c }) => (flag ? { ...c, studying: true } : c));
  const concepts: Concepts = plain(subject.length ? subject : kept, studying);
  // Kept aside for a subject the site never names ("undergraduate programmes"): the visitor
  // still asked for programmes, and is shown them rather than nothing (rankResults).
  if (studying) concepts.intents = plain(kept.filter((c) => c.intent), true);
  return concepts;
}

/** A query's concepts; `intents`, the words of wanting to study that the subject stands in for (conceptsOf). */
export type Concepts = Concept[] & { intents?: Concept[] };

/**
 * The optimal string alignment distance (Damerau–Levenshtein without edits inside a swapped
 * pair): insertions, deletions, substitutions and swaps of two neighbouring letters each cost
 * one, so "desgin" is one step from "design" as a visitor's slip of two keys is one mistake.
 * Stops early and answers `limit + 1` once the distance must exceed `limit`.
 */
export function osaDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      if (d < rowBest) rowBest = d;
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Nearest words of the language's vocabulary to a word that matched nothing (typo tolerance):
 * one mistake (a wrong, missing, extra or swapped letter), two for words of 8+ letters; the
 * nearest first, then the most common.
 */
export function nearestWords(vocabulary: { term: string; docs: number }[], term: string): string[] {
  const limit = term.length >= 8 ? 2 : 1;
  return vocabulary
    .filter((v) => Math.abs(v.term.length - term.length) <= limit && v.term[0] === term[0])
    .map((v) => ({ ...v, distance: osaDistance(v.term, term, limit) }))
    .filter((v) => v.distance <= limit)
    .sort((a, b) => a.distance - b.distance || b.docs - a.docs || a.term.localeCompare(b.term))
    .slice(0, 3)
    .map((v) => v.term);
}

/**
 * The corrections for a word that matched nothing: the vocabulary's words near its stem and near
 * the word as typed, since a stemmer can cut a typo into another stem ("desing" as if "dese" +
 * "-ing"), nearest to what was typed first: a site with "desk" must still offer "design" for
 * "desing", which the stem alone would correct to "desk".
 */
export function typoFixes(vocabulary: { term: string; docs: number }[], stemmed: string, typed: string): string[] {
  const near = new Set<string>();
  for (const term of new Set([stemmed, typed])) {
    if (term.length < 4 || /\d/.test(term)) continue;
    for (const word of nearestWords(vocabulary, term)) near.add(word);
  }
  // A stable sort: at equal distance, the stem's neighbours (commonest first) before the word's.
  return [...near].sort((a, b) => osaDistance(a, typed) - osaDistance(b, typed)).slice(0, 3);
}

/** A word that matches nothing and has fewer letters is corrected only when alone (rankResults). */
const SURE_TYPO_LETTERS = 5;

/** A word found on this many pages or fewer may be a slip for a common word (commonNeighbour). */
const RARE_MATCHES = 10;
/** How many times more pages the common word must be on than the rare one (alone in the query: COMMONER_ALONE), and at least how many. */
const COMMONER = 4;
const COMMONER_ALONE = 10;
const COMMON_DOCS = 20;

/**
 * The stem of a word the site shows (titles and excerpts) one mistake from what was typed, found
 * on `atLeast` pages and on COMMON_DOCS at least; the commonest if several. Forms, not stems, are compared: a slip can change the stem far more than
 * the word ("admisions" stems to "admision", "admissions" to "admis").
 */
export function commonNeighbour(vocabulary: { term: string; docs: number }[], docs: Map<number, Doc>, stemOf: Stemmer, typed: string, stemmed: string, atLeast: number): string | undefined {
  if (typed.length < 6 || /\d/.test(typed)) return undefined;
  const counts = docCounts(vocabulary);
  const needed = Math.max(COMMON_DOCS, atLeast);
  let best: { stem: string; docs: number } | undefined;
  for (const [stem, forms] of surfaceWords(docs, stemOf)) {
    if (stem === stemmed) continue;
    const count = counts.get(stem) ?? 0;
    if (count < needed || (best && count <= best.docs)) continue;
    for (const [form] of forms) {
      const folded = fold(form);
      if (folded[0] === typed[0] && Math.abs(folded.length - typed.length) <= 1 && osaDistance(folded, typed, 1) <= 1) { best = { stem, docs: count }; break; }
    }
  }
  return best?.stem;
}

const countCache = new WeakMap<object, Map<string, number>>();
function docCounts(vocabulary: { term: string; docs: number }[]): Map<string, number> {
  let counts = countCache.get(vocabulary);
  if (!counts) countCache.set(vocabulary, counts = new Map(vocabulary.map((v) => [v.term, v.docs])));
  return counts;
}

/**
 * The words results show (titles and excerpts), by stem: the form a visitor would read for a
 * stem of the index, for "did you mean" (the index holds stems, "disen", not words). Kept per
 * docs map: a new map (the language re-indexed) makes them again.
 */
const surfaceCache = new WeakMap<Map<number, Doc>, Map<string, [string, number][]>>();
function surfaceWords(docs: Map<number, Doc>, stemOf: Stemmer): Map<string, [string, number][]> {
  let surface = surfaceCache.get(docs);
  if (!surface) {
    const counts = new Map<string, Map<string, number>>();
    for (const doc of docs.values()) {
      for (const word of shownWordsOf(doc)) {
        const key = stemOf(fold(word));
        const forms = counts.get(key) ?? new Map<string, number>();
        forms.set(word, (forms.get(word) ?? 0) + 1);
        counts.set(key, forms);
      }
    }
    surface = new Map([...counts].map(([key, forms]) => [key, [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))]));
    surfaceCache.set(docs, surface);
  }
  return surface;
}

function shownWordsOf(doc: Doc): string[] {
  return `${doc.title} ${doc.excerpt}`.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3 && !/\d/.test(word));
}

/** The folded words results show, each once: what the back end's stemmer must know before surfaceWords. */
const shownCache = new WeakMap<Map<number, Doc>, string[]>();
function shownWords(docs: Map<number, Doc>): string[] {
  let shown = shownCache.get(docs);
  if (!shown) {
    const all = new Set<string>();
    for (const doc of docs.values()) for (const word of shownWordsOf(doc)) all.add(fold(word));
    shownCache.set(docs, shown = [...all]);
  }
  return shown;
}

/** Event pages' structured data: the day an event takes place and when it ends (see Doc). */
export const EVENT_TEMPLATES = ['EventDetail'];
export function eventDayOf(json: unknown): { date: string; ends: string } | null {
  const data = json && typeof json === 'object' ? (json as { structuredDataContent?: { date?: unknown; endDate?: unknown } }).structuredDataContent : undefined;
  const date = data?.date;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  // Without an end time, the event lasts its whole day (in the school's time zone or the
  // visitor's, a day of grace either way rather than an event called past while it is on).
  const ends = typeof data!.endDate === 'string' && !Number.isNaN(Date.parse(data!.endDate)) ? data!.endDate : `${date}T23:59:59+14:00`;
  return { date, ends };
}

/**
 * Adds their day to the docs of event pages, from their content items (both back ends): an event
 * page's item holds its structured data's day and end (publishing carries them, server/editing.ts),
 * a few small rows where the pages' own JSON would be whole pages — the search's check after a
 * publish reads no page row (spec 7).
 */
export const EVENT_DAYS_SQL = `SELECT page_id AS id, content FROM items
  WHERE site_id = ? AND locale = ? AND status = 'published' AND structured_data = 'EVENTS' AND page_id IS NOT NULL`;
export function addEventDays(docs: Map<number, Doc>, rows: { id: number; content: unknown }[]): void {
  for (const row of rows) {
    const doc = docs.get(Number(row.id));
    if (!doc || !EVENT_TEMPLATES.includes(doc.template) || row.content === null) continue;
    try {
      const content = typeof row.content === 'string' ? JSON.parse(row.content) as unknown : row.content;
      const day = eventDayOf({ structuredDataContent: content });
      if (day) Object.assign(doc, day);
    } catch {
      // An item whose content cannot be read gives no day: the result shows none.
    }
  }
}

/** The answer to a query with no results. */
export function emptyResponse(request: SearchRequest): SearchResponse {
  return { query: request.query, lang: request.lang, page: request.page ?? 1, itemsPerPage: request.itemsPerPage ?? 10, totalItems: 0, totalPages: 0, items: [] };
}

/** Ranks the pages an index back end finds for the query's concepts (the file's comment: similarity, rank). */
export async function rankResults(request: SearchRequest, concepts: Concept[], index: IndexReader, stemOf: Stemmer = snowball(request.lang), now = Date.now()): Promise<SearchResponse> {
  const page = request.page ?? 1;
  const itemsPerPage = request.itemsPerPage ?? 10;
  const empty = emptyResponse(request);
  // Which pages match each concept (coverage), correcting a word that matches nothing.
  const matched: Set<number>[] = [];
  const corrected = new Map<string, string>();
  let vocabulary: { term: string; docs: number }[] | undefined;
  for (const concept of concepts) matched.push(await index.matching(concept));
  // A short word one letter from a word of the site is as likely a real word the site does not
  // use ("visa", one letter from "viva"): it is corrected only when nothing else in the query
  // matches; otherwise the rest of the query answers it.
  const othersMatch = (i: number) => matched.some((set, j) => j !== i && set.size > 0);
  for (const [i, concept] of concepts.entries()) {
    if (matched[i]!.size > 0 || concept.alternatives.length !== 1 || concept.alternatives[0]!.length !== 1) continue;
    const typed = concept.typed[0] ?? '';
    if (typed.length < SURE_TYPO_LETTERS && othersMatch(i)) continue;
    const fixes = typoFixes(vocabulary ??= await index.vocabulary(), concept.alternatives[0]![0]!, typed);
    if (!fixes.length) continue;
    concept.alternatives = [...concept.alternatives, ...fixes.map((f) => [f])];
    matched[i] = await index.matching(concept);
    if (matched[i]!.size && concept.typed.length === 1) corrected.set(typed, fixes[0]!);
  }
  // A word only a few pages hold, one slip from a word many pages hold ("admisions" stems as the
  // Spanish "admisión" an English page quotes; "admissions" is on dozens), is searched as the
  // common word too, and offered as "did you mean", when the visitor most likely meant it: the
  // rare word shares no page with the query's other words and the common one does, or, alone in
  // the query, the common word is on COMMONER_ALONE times more pages.
  for (const [i, concept] of concepts.entries()) {
    const set = matched[i]!;
    if (set.size === 0 || set.size > RARE_MATCHES || concept.alternatives.length !== 1 || concept.alternatives[0]!.length !== 1 || concept.typed.length !== 1) continue;
    const others = matched.filter((_, j) => j !== i && matched[j]!.size > 0);
    const together = (pages: Set<number>) => others.some((o) => [...pages].some((id) => o.has(id)));
    if (others.length && together(set)) continue;
    const shown = await index.docs();
    const fix = commonNeighbour(vocabulary ??= await index.vocabulary(), shown, await index.stems(shownWords(shown)), concept.typed[0]!, concept.alternatives[0]![0]!, set.size * (others.length ? COMMONER : COMMONER_ALONE));
    if (!fix) continue;
    // The concept itself is widened, then put back if the fix does not fit: a back end may key
    // what it has fetched by the query's concepts (search-postgres.ts Batch).
    const typedOnly = concept.alternatives;
    concept.alternatives = [...typedOnly, [fix]];
    const wider = await index.matching(concept);
    if (others.length && !together(wider)) { concept.alternatives = typedOnly; continue; }
    matched[i] = wider;
    corrected.set(concept.typed[0]!, fix);
  }
  // Nothing the query is about is on the site, even corrected: search for what it says it wants
  // (its programmes) instead of answering nothing (spec 7 search: results, not a dead end).
  const intents = (concepts as Concepts).intents;
  if (intents?.length && matched.every((set) => set.size === 0)) return rankResults(request, intents, index, stemOf, now);
  const docs = await index.docs();
  const didYouMean = corrected.size ? suggestion(request.query, corrected, docs, await index.stems(shownWords(docs))) : undefined;
  const rows = await index.scores(concepts, docs.size);
  // How much of the query the page's title, labels or headings carry, each concept weighted by
  // its rarity (a rare word says more about intent than "campus" does).
  const total = docs.size;
  // A concept no page matches names no page either: weighing it in would only flatten the
  // title signal of the concepts that do match ("scholar campus" must rank as "campus").
  const idf = matched.map((set) => (set.size ? Math.log(1 + total / (1 + set.size)) : 0));
  const idfSum = idf.reduce((a, b) => a + b, 0) || 1;
  const labelSets: Set<number>[] = [];
  const namedSets: Set<number>[] = [];
  const headingSets: Set<number>[] = [];
  for (const c of concepts) {
    labelSets.push(await index.matching(c, 'labels'));
    namedSets.push(await index.matching(c, 'title'));
    headingSets.push(await index.matching(c, 'headings'));
  }
  // A word of the kind of page wanted ("profesor") counts only where it names the page — its
  // title, labels or headings — when the query says more: a teacher is filed under it, an
  // article about the subject only mentions one (DEFAULT_KINDS, spec 7 search).
  if (concepts.length > 1) {
    concepts.forEach((c, i) => {
      if (c.kind) matched[i] = new Set([...matched[i]!].filter((id) => labelSets[i]!.has(id) || namedSets[i]!.has(id) || headingSets[i]!.has(id)));
    });
  }
  // The words of wanting to study the query typed ("degree" in "how much is the design degree")
  // match no page, but a title that carries them with the subject fits the query better.
  const intentTitles: Set<number>[] = [];
  for (const c of (concepts as Concepts).intents ?? []) intentTitles.push(await index.matching(c, 'title'));
  const namedBy = (rowid: number, i: number) => labelSets[i]!.has(rowid) ? NAMED_BY.labels : namedSets[i]!.has(rowid) ? NAMED_BY.title : headingSets[i]!.has(rowid) ? NAMED_BY.headings : 0;
  const namedShare = (rowid: number) => idf.reduce((sum, w, i) => sum + w * namedBy(rowid, i), 0) / idfSum;
  const typed = words(request.query);
  const phrase = typed.length >= 2 ? await index.phrase(typed.map(stemOf)) : new Set<number>();
  const templates = request.templates?.length ? new Set(request.templates) : null;
  // One pass and one object per result: a query of common words has hundreds of candidates.
  const candidates: { r: Row; doc: Doc; coverage: number }[] = [];
  let best = 0;
  for (const r of rows) {
    const doc = docs.get(r.rowid);
    if (!doc || (templates && !templates.has(doc.template))) continue;
    let hits = 0;
    for (const set of matched) if (set.has(r.rowid)) hits++;
    candidates.push({ r, doc, coverage: hits / concepts.length });
    if (r.score > best) best = r.score;
  }
  const minSimilarity = request.minSimilarity ?? 0;
  // A query that says it wants to study something ("estudiar moda", "fashion course") is after
  // what the search page puts first, its programmes: its template priorities count more.
  const priorities = request.priorities ?? {};
  // ... when it names what to study (STUDYING_PRIORITY), not a level of studies.
  const first = Math.max(1, ...Object.values(priorities));
  const favoured = (id: number) => first > 1 && priorities[docs.get(id)?.template ?? ''] === first;
  const namesFew = (sets: Set<number>[], most: number) => sets.some((set) => { const n = [...set].filter(favoured).length; return n > 0 && n <= most; });
  const power = concepts.some((c) => c.studying) && (namesFew([...namedSets, ...labelSets], Infinity) || namesFew(headingSets, FEW_NAMED)) ? STUDYING_PRIORITY : 1;
  const scored: { r: Row; doc: Doc; similarity: number; rank: number; past: boolean }[] = [];
  for (const { r, doc, coverage } of candidates) {
    if (!(best > 0 && r.score >= PASSING_MENTION * best * coverage)) continue;
    const similarity = Math.round((0.6 * coverage + 0.4 * (r.score / best)) * 1000) / 1000;
    if (similarity < minSimilarity) continue;
    const priority = Object.hasOwn(priorities, doc.template) ? priorities[doc.template]! ** power : 1;
    const past = doc.ends !== undefined && Date.parse(doc.ends) < now;
    const soon = !past && doc.date !== undefined ? Math.max(0, 1 - (Date.parse(doc.date) - now) / (SOON_DAYS * DAY_MS)) : 0;
    const boosts = priority * (phrase.has(r.rowid) ? PHRASE_BOOST : 1) * (past ? PAST_EVENT : 1 + SOON_BOOST * Math.min(1, soon));
    // Coverage weighs twice (in similarity and alone): a page matching fewer of the query's
    // words ranks below those matching them all, however it holds the words it has.
    let named = 0;
    for (const set of namedSets) if (set.has(r.rowid)) named++;
    for (const set of intentTitles) if (set.has(r.rowid)) named++;
    // Only a title that carries the query, or two words of it: one that names a single word of
    // several ("profesor" in "Claustro") is not the page about it.
    const fit = named === concepts.length || named >= 2 ? Math.min(1, named / Math.max(1, titleSize(doc, request.lang, stemOf))) : 0;
    const rank = similarity * coverage * boosts * (1 + NAMED_BOOST * namedShare(r.rowid)) * (1 + TITLE_FIT * fit);
    scored.push({ r, doc, similarity, rank, past });
  }
  // Ties in rank are settled by path, then page id (code-unit order: cheap, and the same order
  // every time): the same index answers the same order.
  scored.sort((a, b) => b.rank - a.rank || (a.doc.path < b.doc.path ? -1 : a.doc.path > b.doc.path ? 1 : a.r.rowid - b.r.rowid));
  scored.length = Math.min(scored.length, MAX_RESULTS);
  const start = (page - 1) * itemsPerPage;
  return {
    ...empty,
    totalItems: scored.length,
    totalPages: Math.ceil(scored.length / itemsPerPage),
    items: scored.slice(start, start + itemsPerPage).map(({ r, doc, similarity, past }) => ({
      id: r.rowid, title: doc.title, path: doc.path, template: doc.template, excerpt: doc.excerpt, similarity,
      ...(doc.date !== undefined ? { date: doc.date, past } : {}),
    })),
    ...(didYouMean ? { didYouMean } : {}),
    ...(scored.length === 0 ? { suggestions: suggestedPages(request.query, await index.navigations(), docs) } : {}),
  };
}

/** The query as typed, each corrected word replaced by the form the site shows of its correction. */
function suggestion(query: string, corrected: Map<string, string>, docs: Map<number, Doc>, stemOf: Stemmer): string | undefined {
  if (corrected.size === 0) return undefined;
  const surface = surfaceWords(docs, stemOf);
  let changed = false;
  const text = query.trim().replace(/[\p{L}\p{N}]+/gu, (word) => {
    const typed = fold(word);
    const fix = corrected.get(typed);
    const forms = fix === undefined ? undefined : surface.get(fix);
    if (forms === undefined) return word;
    // The form nearest to what was typed ("scholarships" for "scholarhsips", "design" for
    // "desgin" rather than the commoner "designer"), then the commonest.
    const shown = forms.map(([form], order) => ({ form, order, distance: osaDistance(fold(form), typed) }))
      .sort((a, b) => a.distance - b.distance || a.order - b.order)[0]!.form;
    changed = true;
    return shown;
  });
  return changed ? text : undefined;
}

/** Synonym groups an editor may send (PUT …/search/synonyms): bounded, each phrase with a letter or digit. */
export const SynonymsBodySchema = z.object({
  lang: z.enum(['es_ES', 'en_GB'], { error: 'lang: expected es_ES or en_GB' }),
  groups: z.array(
    z.array(z.string().trim().min(1).max(60, 'a synonym is at most 60 characters').regex(/[\p{L}\p{N}]/u, 'a synonym needs a letter or digit'))
      .min(2, 'a group needs at least two words or phrases').max(20, 'a group holds at most 20 words or phrases'),
  ).max(200, 'at most 200 groups per language'),
});

export class SearchIndex extends SearchSync implements SearchEngine {
  private readonly vocabularies = new Map<string, { term: string; docs: number }[]>();
  /** Each language's boilerplate (boilerplateOf), read when this process first indexes a page of it. */
  private readonly boilerplates = new Map<string, Set<string>>();
  /**
   * What a result shows, per language: read from the index once, then kept in step with this
   * connection's own re-indexing (a publish changes a few pages, not the language's thousands).
   */
  private readonly docs = new Map<string, Map<number, Doc>>();
  /** SQLite's data_version when each language's docs were read: it moves only when another connection commits. */
  private readonly docsRead = new Map<string, number>();
  private readonly synonymCache = new Map<string, Map<string, string[][]>>();
  /**
   * What each form found, per language, kept while the index is unchanged (dropped with the docs
   * above): visitors' queries share their words ("diseño", "becas"), and a word's rows are the
   * same until a publish re-indexes. The least recently asked go first once the language holds
   * more than FORM_CACHE_ROWS rows, so memory stays bounded whatever is asked.
   */
  private readonly formCaches = new Map<string, { forms: Map<string, FormHits>; rows: number }>();
  private readonly writable: boolean;
  private readonly statements = new Map<string, Statement>();

  private readonly db: Db;

  constructor(private readonly store: ContentStore) {
    super();
    // FTS5 tables and prepared statements of its own: this engine is part of SQLite's storage, so
    // it holds the connection of the store's SQLite driver (no other module is handed it).
    if (!(store.sql instanceof SqliteSql)) throw new Error('The SQLite search engine runs over a SQLite database (PostgreSQL has its own: server/search-postgres.ts).');
    const db = store.sql.db;
    this.db = db;
    this.writable = !db.readonly;
    if (this.writable) {
      db.exec(`CREATE TABLE IF NOT EXISTS search_docs (
        site_id INTEGER NOT NULL, locale TEXT NOT NULL, page_id INTEGER NOT NULL, stamp TEXT NOT NULL, sources TEXT NOT NULL,
        PRIMARY KEY (site_id, locale, page_id)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS search_synonyms (
        site_id INTEGER NOT NULL, locale TEXT NOT NULL, groups TEXT NOT NULL, modified TEXT NOT NULL,
        PRIMARY KEY (site_id, locale)) WITHOUT ROWID;`);
    }
  }

  private table(siteId: number, locale: string): string {
    const name = tableName(siteId, locale);
    if (this.writable) {
      this.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${name} USING fts5(
        title, labels, headings, body, listed, path UNINDEXED, template UNINDEXED, display_title UNINDEXED, excerpt UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '3')`);
    }
    return name;
  }

  /** One cheap read (indexed counts and maxima) that changes whenever what the index mirrors does. */
  protected async signature(siteId: number, locale: string): Promise<string> {
    const row = this.prepare<[{ site: number; locale: string }], { sig: string }>(`SELECT
      (SELECT COUNT(*) || ':' || IFNULL(MAX(modified), '') || ':' || TOTAL(id) FROM pages WHERE site_id = @site AND locale = @locale AND status = 'published')
      || '|' || (SELECT TOTAL(version) FROM source_versions WHERE site_id = @site AND locale = @locale)
      || '|' || IFNULL((SELECT group_concat(hash) FROM navigations WHERE site_id = @site AND locale = @locale), '') AS sig`).get({ site: siteId, locale })!;
    return row.sig;
  }

  /** Drops the whole index and indexes every page again (the seed: same content, same index). */
  async reindex(): Promise<{ indexed: number; removed: number }> {
    if (!this.writable) return { indexed: 0, removed: 0 };
    const db = this.db;
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%' AND name LIKE 'search\\_%' ESCAPE '\\'").all();
    for (const t of tables) db.exec(`DROP TABLE IF EXISTS "${t.name}"`);
    db.exec('DELETE FROM search_docs');
    this.signatures.clear();
    this.vocabularies.clear();
    this.formCaches.clear();
    this.boilerplates.clear();
    this.docs.clear();
    this.statements.clear();
    return this.syncAll();
  }

  protected override canWrite(): boolean {
    return this.writable;
  }

  protected async sites(): Promise<{ id: number; json: string }[]> {
    return this.db.prepare<[], { id: number; json: string }>('SELECT id, json FROM sites ORDER BY id').all();
  }

  /** Reads what a result shows of a language now, rather than at its first search. */
  protected override afterLanguage(siteId: number, locale: string): void {
    const table = tableName(siteId, locale);
    if (this.tableExists(table)) this.docsOf(table, `${siteId}:${locale}`);
  }

  protected async indexLanguage(siteId: number, locale: string, key: string): Promise<SyncResult> {
    const db = this.db;
    const table = this.table(siteId, locale);
    const site = db.prepare<[number], { id: number; slug: string; json: string }>('SELECT id, slug, json FROM sites WHERE id = ?').get(siteId)!;
    const languages = (JSON.parse(site.json) as { languages: { prefix: string }[] }).languages;
    const state = {
      versions: new Map(db.prepare<[number, string], { source: string; version: number }>('SELECT source, version FROM source_versions WHERE site_id = ? AND locale = ?').all(siteId, locale).map((r) => [r.source, r.version])),
      navigations: db.prepare<[number, string], { json: string; hash: string }>('SELECT json, hash FROM navigations WHERE site_id = ? AND locale = ? ORDER BY id').all(siteId, locale),
      // Not published_json here: reading it for every page costs more than the whole comparison.
      pages: db.prepare<[number, string], { id: number; content_hash: string; modified: string }>("SELECT id, content_hash, modified FROM pages WHERE site_id = ? AND locale = ? AND status = 'published'").all(siteId, locale),
      docs: new Map(db.prepare<[number, string], { page_id: number; stamp: string; sources: string }>('SELECT page_id, stamp, sources FROM search_docs WHERE site_id = ? AND locale = ?').all(siteId, locale).map((d) => [d.page_id, d])),
    };
    const { changed, gone, stampOf } = planSync(state, INDEX_VERSION);
    const navigations = state.navigations;
    if (changed.length || gone.length) {
      const labels = new Map<string, string[]>();
      if (changed.length) for (const n of navigations) navigationLabels(n.json, labels);
      const getPage = db.prepare<[number], { id: number; path: string; template_type: string; title: string; published_json: string | null }>('SELECT id, path, template_type, title, published_json FROM pages WHERE id = ?');
      const shortNames = db.prepare<[number], { content: string }>("SELECT content FROM items WHERE page_id = ? AND status = 'published'");
      const categories = db.prepare<[number], { label: string }>(ITEM_CATEGORIES_SQL);
      let boilerplate = this.boilerplates.get(key);
      if (!boilerplate && changed.length) {
        boilerplate = boilerplateOf(db.prepare<[number, string], { published_json: string | null }>("SELECT published_json FROM pages WHERE site_id = ? AND locale = ? AND status = 'published'").all(siteId, locale));
        this.boilerplates.set(key, boilerplate);
      }
      const remove = db.prepare(`DELETE FROM ${table} WHERE rowid = ?`);
      const insert = db.prepare(`INSERT INTO ${table} (rowid, title, labels, headings, body, listed, path, template, display_title, excerpt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      const saveDoc = db.prepare('INSERT OR REPLACE INTO search_docs (site_id, locale, page_id, stamp, sources) VALUES (?, ?, ?, ?, ?)');
      const dropDoc = db.prepare('DELETE FROM search_docs WHERE site_id = ? AND locale = ? AND page_id = ?');
      // Each changed page's document, made first: its lists are the content store's answers,
      // which are asynchronous, and the transaction below must not wait on anything.
      type Made = { id: number; stamp: string; sources: string; doc: unknown[] | null; shown?: Doc };
      const made: Made[] = [];
      for (const meta of changed) {
        const page = getPage.get(meta.id)!;
        // A page that cannot be read is left out of the index, never a failed search or start:
        // the build and the editor's checks name what is wrong with it.
        try {
          const { sources, doc } = await pageDocument(this.store, { slug: site.slug, languages }, locale, page, labels, shortNames.all(page.id).map((i) => i.content), categories.all(page.id).map((c) => c.label), boilerplate);
          const fields = doc && stemmedFields(doc, locale);
          made.push({
            id: page.id, stamp: stampOf(meta, sources), sources, doc: doc && fields && [page.id, fields.title, fields.labels, fields.headings, fields.body, fields.listed, doc.path, doc.template, doc.displayTitle, doc.excerpt],
            ...(doc && fields ? { shown: { path: doc.path, template: doc.template, title: doc.displayTitle, excerpt: doc.excerpt, ...(doc.date ? { date: doc.date, ends: doc.ends! } : {}) } } : {}),
          });
        } catch {
          made.push({ id: page.id, stamp: stampOf(meta, ''), sources: '', doc: null });
        }
      }
      db.transaction(() => {
        for (const id of gone) { remove.run(id); dropDoc.run(siteId, locale, id); }
        for (const page of made) {
          remove.run(page.id);
          saveDoc.run(siteId, locale, page.id, page.stamp, page.sources);
          if (page.doc) insert.run(...page.doc);
        }
      })();
      this.vocabularies.delete(key);
      this.formCaches.delete(key);
      const docs = this.docs.get(key);
      if (docs && this.docsRead.get(key) === this.dataVersion()) {
        for (const id of gone) docs.delete(id);
        for (const page of made) {
          if (page.shown) docs.set(page.id, page.shown);
          else docs.delete(page.id);
        }
      }
    }
    // Read again when another connection (another API process on the file) wrote since.
    if (this.docsRead.get(key) !== this.dataVersion()) {
      this.docs.delete(key);
      this.formCaches.delete(key);
    }
    return { indexed: changed.length, removed: gone.length };
  }

  /** Synonym groups of a language: the defaults and the editors' own. */
  async synonyms(siteId: number, locale: string): Promise<{ defaults: string[][]; custom: string[][] }> {
    const row = this.tableExists('search_synonyms')
      ? this.db.prepare<[number, string], { groups: string }>('SELECT groups FROM search_synonyms WHERE site_id = ? AND locale = ?').get(siteId, locale)
      : undefined;
    return { defaults: DEFAULT_SYNONYMS[locale] ?? [], custom: row ? (JSON.parse(row.groups) as string[][]) : [] };
  }

  /** Replaces the editors' synonym groups of a language (the route checks the editor's token). */
  async setSynonyms(siteSlug: string, body: unknown): Promise<{ lang: string; groups: number }> {
    const parsed = SynonymsBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ApiError(400, 'BAD_REQUEST', `Invalid synonyms: ${issue.path.join('.') || 'body'}: ${issue.message}. Send {"lang": "es_ES", "groups": [["matricula", "inscripcion"]]}.`);
    }
    if (!this.writable) throw new ApiError(503, 'READ_ONLY', 'This API opened its database read-only; synonyms cannot be saved.');
    const site = await this.store.site(siteSlug);
    this.db.prepare('INSERT OR REPLACE INTO search_synonyms (site_id, locale, groups, modified) VALUES (?, ?, ?, ?)')
      .run(site.id, parsed.data.lang, JSON.stringify(parsed.data.groups), new Date().toISOString());
    this.synonymCache.delete(`${site.id}:${parsed.data.lang}`);
    return { lang: parsed.data.lang, groups: parsed.data.groups.length };
  }

  /** Prepared once per SQL text (a search runs a handful; preparing costs more than running). */
  private prepare<P extends unknown[], R>(sql: string): Statement<P, R> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement as unknown as Statement<P, R>;
  }

  private tableExists(name: string): boolean {
    return this.prepare<[string], unknown>('SELECT 1 FROM sqlite_master WHERE name = ?').get(name) !== undefined;
  }

  /** Stemmed phrase → the stemmed alternatives of every group it belongs to. */
  private async synonymMap(siteId: number, locale: string): Promise<Map<string, string[][]>> {
    const key = `${siteId}:${locale}`;
    const cached = this.synonymCache.get(key);
    if (cached) return cached;
    const { defaults, custom } = await this.synonyms(siteId, locale);
    const map = synonymMapOf([...defaults, ...custom], locale);
    this.synonymCache.set(key, map);
    return map;
  }

  /** The words of a language's index and how many pages hold each (typo correction). */
  private vocabulary(table: string, key: string): { term: string; docs: number }[] {
    let vocabulary = this.vocabularies.get(key);
    if (!vocabulary) {
      const db = this.db;
      const vocab = `temp.${table}_vocab`;
      db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${vocab} USING fts5vocab(main, ${table}, row)`);
      vocabulary = db.prepare<[], { term: string; doc: number }>(`SELECT term, doc FROM ${vocab}`).all().map((r) => ({ term: r.term, docs: r.doc }));
      this.vocabularies.set(key, vocabulary);
    }
    return vocabulary;
  }

  private dataVersion(): number {
    return this.db.pragma('data_version', { simple: true }) as number;
  }

  private docsOf(table: string, key: string): Map<number, Doc> {
    let docs = this.docs.get(key);
    if (!docs) {
      this.docsRead.set(key, this.dataVersion());
      docs = new Map(this.db.prepare<[], Doc & { rowid: number }>(`SELECT rowid, path, template, display_title AS title, excerpt FROM ${table}`).all().map(({ rowid, ...doc }) => [rowid, doc]));
      const [siteId, locale] = key.split(':') as [string, string];
      addEventDays(docs, this.db.prepare<unknown[], { id: number; content: string | null }>(EVENT_DAYS_SQL).all(Number(siteId), locale));
      this.docs.set(key, docs);
    }
    return docs;
  }

  /**
   * One FTS5 query per form of a concept (a word, a phrase, a prefix), read once while the index is unchanged:
   * the pages holding it with their BM25 (FTS5's, per column weighted), and which of the title,
   * labels and headings hold it — BM25 with only that column weighted, which FTS5 makes non-zero
   * exactly where the column holds the form (its IDF is never below 1e-6). The coverage, the
   * fields that name a page and the scores are all read from these rows: one query per form,
   * where a MATCH per field and concept made a search's queries several times as many.
   */
  private formHits(table: string, key: string): (form: string) => FormHits {
    const query = this.prepare<[string], { rowid: number; score: number; title: number; labels: number; headings: number }>(
      `SELECT rowid, -bm25(${table}, ${WEIGHTS.title}, ${WEIGHTS.labels}, ${WEIGHTS.headings}, ${WEIGHTS.body}, ${WEIGHTS.listed}) AS score,
        bm25(${table}, 1, 0, 0, 0, 0) AS title, bm25(${table}, 0, 1, 0, 0, 0) AS labels, bm25(${table}, 0, 0, 1, 0, 0) AS headings
        FROM ${table} WHERE ${table} MATCH ?`);
    let read = this.formCaches.get(key);
    if (!read) this.formCaches.set(key, read = { forms: new Map(), rows: 0 });
    const cache = read;
    return (form) => {
      let hits = cache.forms.get(form);
      if (hits) {
        // Most recently asked last, so the oldest is the first to go.
        cache.forms.delete(form);
        cache.forms.set(form, hits);
      } else {
        hits = { rows: [], all: new Set(), title: new Set(), labels: new Set(), headings: new Set() };
        for (const r of query.all(form)) {
          hits.rows.push({ rowid: r.rowid, score: r.score });
          hits.all.add(r.rowid);
          if (r.title !== 0) hits.title.add(r.rowid);
          if (r.labels !== 0) hits.labels.add(r.rowid);
          if (r.headings !== 0) hits.headings.add(r.rowid);
        }
        cache.forms.set(form, hits);
        cache.rows += hits.rows.length + 1;
        for (const [oldest, old] of cache.forms) {
          if (cache.rows <= FORM_CACHE_ROWS || oldest === form) break;
          cache.forms.delete(oldest);
          cache.rows -= old.rows.length + 1;
        }
      }
      return hits;
    };
  }

  /**
   * BM25 of each page for the query, a concept weighed as one term whatever form of it the page
   * uses: each form's BM25 is rescaled from its own IDF to the concept's — that of its most common
   * form — so a rare synonym a page happens to use ("financiación" for "becas") no longer outweighs
   * the word the visitor typed on the page about it, as one FTS5 OR query let it. The rescaled
   * forms of a concept are then added up, each synonym at less than the word typed
   * (formWeights), so a page that says it in two ways ranks above one
   * that says it once: keeping each page's best form instead (Lucene's SynonymQuery) ranked the
   * judged Spanish tuning queries worse and the English ones no better (docs/benchmarks.md).
   */
  private scores(hitsOf: (form: string) => FormHits, total: number, concepts: Concept[]): Row[] {
    // FTS5's IDF (fts5_aux.c), so a form's score divides back to its term-frequency part.
    const idf = (hits: number) => Math.max(1e-6, Math.log((total - hits + 0.5) / (hits + 0.5)));
    const sums = new Map<number, number>();
    for (const concept of concepts) {
      const forms = formsOf(concept).map((f) => hitsOf(f).rows);
      const conceptIdf = idf(Math.max(0, ...forms.map((f) => f.length)));
      const ofConcept = new Map<number, number>();
      const weights = formWeights(concept, forms.map((f) => f.length));
      for (const [k, form] of forms.entries()) {
        const scale = (conceptIdf / idf(form.length)) * weights[k]!;
        for (const r of form) ofConcept.set(r.rowid, (ofConcept.get(r.rowid) ?? 0) + r.score * scale);
      }
      for (const [rowid, score] of ofConcept) sums.set(rowid, (sums.get(rowid) ?? 0) + score);
    }
    return [...sums].map(([rowid, score]) => ({ rowid, score }));
  }

  async search(request: SearchRequest, now = Date.now()): Promise<SearchResponse> {
    const site = await this.store.site(request.site);
    const concepts = conceptsOf(request.query, request.lang, await this.synonymMap(site.id, request.lang));
    if (concepts.length === 0) return emptyResponse(request);
    await this.sync(site.id, request.lang);
    const table = tableName(site.id, request.lang);
    if (!this.tableExists(table)) return emptyResponse(request);
    const key = `${site.id}:${request.lang}`;
    const hitsOf = this.formHits(table, key);
    const union = (concept: Concept, field: 'all' | 'labels' | 'title' | 'headings') => {
      const forms = formsOf(concept);
      if (forms.length === 1) return hitsOf(forms[0]!)[field];
      const set = new Set<number>();
      for (const form of forms) for (const id of hitsOf(form)[field]) set.add(id);
      return set;
    };
    return rankResults(request, concepts, {
      matching: async (concept, field) => union(concept, field ?? 'all'),
      phrase: async (terms) => hitsOf(literal(terms)).all,
      scores: async (list, total) => this.scores(hitsOf, total, list),
      docs: async () => this.docsOf(table, key),
      vocabulary: async () => this.vocabulary(table, key),
      stems: async () => snowball(request.lang),
      navigations: async () => this.prepare<[number, string], { json: string }>('SELECT json FROM navigations WHERE site_id = ? AND locale = ? ORDER BY id').all(site.id, request.lang).map((n) => n.json),
    }, undefined, now);
  }
}

/** How many rows of forms each language keeps (SearchIndex.formCaches), a row a page a form finds: some tens of megabytes. */
const FORM_CACHE_ROWS = 200_000;

/** What one form of a concept finds (SearchIndex.formHits). */
interface FormHits { rows: Row[]; all: Set<number>; title: Set<number>; labels: Set<number>; headings: Set<number> }

/**
 * How much a synonym counts beside the word the visitor typed, in a page's score for a concept:
 * a page that says "wheelchair" answers "wheelchair" better than one that says "accessible" ten
 * times (the web accessibility statement). Less than 1, not 0: the synonyms still find and rank
 * the pages that never use the typed word.
 */
const SYNONYM_FORM = 0.7;
/**
 * Each form's weight in a concept's score (both back ends, in formsOf's order: the alternatives,
 * then the prefix being typed): 1 for what was typed, SYNONYM_FORM for its synonyms; 1 for all
 * when what was typed finds no page (a typo's corrections, a word only its synonyms are found by).
 */
export function formWeights(concept: Concept, found: number[]): number[] {
  const own = concept.own;
  if (own === undefined || !(found[own]! > 0)) return found.map(() => 1);
  return found.map((_, k) => (k === own || k >= concept.alternatives.length ? 1 : SYNONYM_FORM));
}

/** A concept's forms as FTS5 expressions: each alternative as a phrase, and the prefix being typed. */
const formsOf = (concept: Concept): string[] => [...concept.alternatives.map(literal), ...(concept.prefix ? [`${literal([concept.prefix])}*`] : [])];

/**
 * Runs `task` for `key` once at a time: a caller arriving while a run for the same key is in
 * flight waits for it to end, then starts its own (which then finds the index current and
 * returns early). Both search indexes keep one upkeep run per site and language this way.
 */

