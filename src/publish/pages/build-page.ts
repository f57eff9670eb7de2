import type { FooterData } from '../../../modules/footer.js';
import type { HeaderData } from '../../../modules/header.js';
export { languagesOf } from '../render/page-props.js';
import type { DocumentAssets } from '../../../templates/document.js';
import type { Config } from '../../config/load-config.js';
import type { PageIndexItem, RawModule, Site } from '../../contract/schemas.js';
import { ApiRequestError, describeSystemError, SitegenError } from '../../errors.js';
import { mergeInlineSources, inlineSourcesOf, type InlineSources } from '../../security-headers.js';
import type { ApiClient } from '../fetch/api-client.js';
import { isExpired, pageFactsOf, type ListedPage, type ManifestPage, type PageFacts } from '../manifest/manifest.js';
import { digestOf } from '../fetch/embeds.js';
import type { ErrorCode } from '../../contract/error-catalogue.js';
import type { StagingWriter } from '../write/output-files.js';
import { listModuleOf, pageVariants, type ListPageVariant } from '../render/list-variants.js';
import { fetchListPages } from '../fetch/fetch-list-pages.js';
import { fetchPageData } from '../fetch/fetch-page.js';
import { htmlFileFor, pageDataFileFor, topLevelErrorFileFor } from '../../contract/paths.js';
import { feedDescriptionOf, renderPageCalendar } from '../../contract/event-calendar.js';
import { renderPage, type SharedPageData } from '../render/render-page.js';
import { renderAt } from '../../../templates/clock.js';
import { internalLinksOf } from '../render/internal-links.js';
import { pagePropsOf } from '../render/page-props.js';
import type { Page } from '../../../templates/types.js';
import type { DistributorCache } from '../fetch/resolve-distributors.js';
import { validatePage } from '../../contract/validate-page.js';
import { collectImageVariants } from '../sources/warm-images.js';
import type { PageTimings } from '../stage-timer.js';
import { publishedFile } from './stitch-pages.js';

/**
 * What every page of one build shares, as plain data: the render workers receive it once
 * (src/publish/pages/render-pool.ts), the in-thread path uses it as is.
 */
export interface PageSetup {
  config: Config;
  site: Site;
  headers: [string, HeaderData][];
  footers: [string, FooterData][];
  assets: DocumentAssets;
  buildHash: string;
  /** The content API the pages are fetched from (the embedded one's reader token, or the configured one). */
  api: { baseUrl: string; token?: string | undefined };
  /** Where the full build stages its files, and the published folder it links unchanged files from. */
  staging: { dir: string; published: string } | null;
  /** The footer slices and static query hash the page-data refers to (src/publish/write/shared-page-data.ts). */
  shared: SharedPageData;
  /** The build's clock (ms): every page is rendered at this instant (templates/clock.ts). */
  now: number;
  /** The school's calendar day at `now`: lists of upcoming events count from it (src/contract/upcoming.ts). */
  today: string;
}

/** One thread's view of the setup: maps, its own API client and distributor cache. */
export interface PageContext {
  setup: PageSetup;
  client: ApiClient;
  headers: Map<string, HeaderData>;
  footers: Map<string, FooterData>;
  cache: DistributorCache;
  onWarning: (message: string) => void;
  /**
   * A one-path rebuild's published entries: a list page whose items are those it was rendered
   * with keeps its files (buildPage). A full build renders every page of a list it renders.
   */
  previous?: (path: string) => ManifestPage | undefined;
}

export function pageContext(setup: PageSetup, client: ApiClient, onWarning: (message: string) => void): PageContext {
  return { setup, client, headers: new Map(setup.headers), footers: new Map(setup.footers), cache: new Map(), onWarning };
}

/**
 * Everything one page becomes: its files (output-relative) and their bytes (empty when they
 * went to a FileSink instead), its facts for the sitemap and feeds, the image variants it uses.
 */
export interface BuiltPage {
  /** Its files' contents: rendered as text, or stitched as pieces of bytes written in order (src/publish/pages/stitch-pages.ts). */
  item: PageIndexItem; files: Record<string, string | Buffer[]>; facts: PageFacts; variants: [string, string][]; timings: PageTimings;
  /** Files kept as published (a list page whose items did not change): their hashes. They are in `files`, in order, with no bytes. */
  kept?: Record<string, string>;
}

/** Whether a published file is what its manifest entry records and `content` is. */
function sameBytes(outDir: string, file: string, hash: string | undefined, content: string): boolean {
  try {
    const bytes = publishedFile(outDir, file, hash);
    return bytes !== null && bytes.equals(Buffer.from(content));
  } catch {
    return false; // gone: the page is rendered whole
  }
}

/** Takes each file of a page as soon as it is rendered (the full build writes it at once). */
export type FileSink = (file: string, content: string) => void;

/**
 * One page through the stages: fetch (the page, its distributors' items; a list's pages as they
 * are rendered) → validate → render (a function of the data fetched) → write. Throws ApiRequestError; returns
 * problems. With a `sink`, each file goes there as soon as it is rendered and is not kept: a
 * list of 321 pages is never in memory whole (spec 9). Files come in the same order either way
 * (each list page's HTML then page-data, the calendar, the root error copy): the manifest
 * records them in it.
 */
export async function buildPage(item: PageIndexItem, ctx: PageContext, sink?: FileSink): Promise<BuiltPage | { problems: string[] }> {
  const { config, site, assets, buildHash } = ctx.setup;
  let mark = performance.now();
  const timings: PageTimings = { fetch: 0, validate: 0, render: 0, write: 0 };
  const lap = (stage: keyof PageTimings) => { const now = performance.now(); timings[stage] += now - mark; mark = now; };
  const { raw, changesAt, embeds } = await fetchPageData(item, { client: ctx.client, site: config.site, cache: ctx.cache, today: ctx.setup.today });
  lap('fetch');
  const { page, errors, warnings } = validatePage(raw);
  lap('validate');
  for (const w of warnings) ctx.onWarning(`page ${item.path}: ${w}`);
  if (!page) return { problems: errors };
  if (page.path !== item.path) return { problems: [`path: the page says "${page.path}" but the index lists it at "${item.path}"`] };
  const listModule = listModuleOf(page);
  const files: Record<string, string> = {};
  const emit: FileSink = sink ?? ((file, content) => { files[file] = content; });
  const images = new Map<string, string>();
  const inline: InlineSources[] = [];
  // The root error pages own their top-level copies, so those are carried over, rebuilt and
  // hashed with the page like its other files.
  const errorCopy = topLevelErrorFileFor(page.path);
  let errorHtml = '';
  let listPages = 0;
  // Until when the page is true: what it fetched and what it rendered may each turn with the date.
  let validUntil: number | null = changesAt;
  let links: string[] = [];
  const earlier = (until: number | null) => { if (until !== null && (validUntil === null || until < validUntil)) validUntil = until; };
  const listItems = listModule && fetchListPages(page, listModule, ctx.client, ctx.setup.today);
  // Each list page's record, and what the API gave the page being rendered (a digest of it).
  const listed: ListedPage[] = [];
  let seen = '';
  // A one-path rebuild keeps a list page's files when what the API gave it is what it was
  // rendered with and nothing else of the page changed since: its own content, header, footer
  // and translations (`own`), what its distributors show, its number of pages, and the instant
  // it stays true (spec 9: a publish renders what it changes, not a whole list of hundreds of pages).
  // Only where the files are kept to be staged (a FileSink writes each file as it comes).
  const before = listModule && !sink ? ctx.previous?.(page.path) : undefined;
  // Every page of the list shows the page's distributors too: what they show must not have changed.
  const shown = (list: PageFacts['embeds']) => JSON.stringify((list ?? []).map((e) => [e.call, e.seen, e.pages, e.related]));
  const keepable = before && item.ownHash !== undefined && before.own === item.ownHash && !isExpired(before.facts, ctx.setup.now) && before.facts.listed
    && shown(before.facts.embeds) === shown(embeds) ? before : undefined;
  const kept: Record<string, string> = {};
  // Where what its distributors show changed but nothing else of the page did, the first list
  // page after the first whose items are those it was rendered with is rendered: if it comes out
  // as published (the distributors show on the list's first page only), so would every other
  // such page, and their files are kept too (spec 9: a list of hundreds of pages whose first
  // page shows the newest article beside it). Neither version may depend on the date.
  const tryFrom = !keepable && before && item.ownHash !== undefined && before.own === item.ownHash && !isExpired(before.facts, ctx.setup.now) && before.facts.listed
    && before.facts.validUntil === undefined ? before : undefined;
  // Whether that page came out as published: not tried yet (undefined), or it did or did not.
  let unchanged: boolean | undefined;
  const variants = pageVariants(page, listModule && listItems && { module: listModule, pages: (async function* () {
    for await (const items of listItems) {
      earlier(items.changesAt);
      seen = digestOf([items.n, items.total, items.totalItems, items.items]);
      yield items;
    }
  })() });
  // Waiting for a list's next page of items is fetching, the rest of the loop rendering.
  for (;;) {
    lap('render');
    const next = await variants.next();
    lap('fetch');
    if (next.done) break;
    const variant = next.value;
    const htmlFile = htmlFileFor(variant.page.path);
    const dataFile = pageDataFileFor(variant.page.path);
    const entry = keepable ?? tryFrom;
    const was = entry?.facts.listed![listPages];
    // Its items are those it was rendered with, in a list as long.
    const sameItems = entry && was && was.seen === seen && entry.facts.listPages === variant.pagination?.total ? was : undefined;
    const keepFrom = sameItems && (keepable ?? (unchanged === true ? tryFrom : undefined));
    if (sameItems && keepFrom && keepFrom.files[htmlFile] !== undefined && keepFrom.files[dataFile] !== undefined) {
      if (sameItems.until !== undefined) earlier(Date.parse(sameItems.until));
      if (sameItems.inline) inline.push(sameItems.inline);
      if (listPages === 0) links = keepFrom.facts.links ?? [];
      kept[htmlFile] = keepFrom.files[htmlFile]!;
      kept[dataFile] = keepFrom.files[dataFile]!;
      emit(htmlFile, '');
      emit(dataFile, '');
      listed.push(sameItems);
      listPages++;
      continue;
    }
    const tryThis = tryFrom && sameItems && listPages > 0 && unchanged === undefined;
    const { result: rendered, validUntil: until } = renderAt(ctx.setup.now, () => renderPage(pagePropsOf({ config, site, headers: ctx.headers, footers: ctx.footers }, variant.page, { source: page, pagination: variant.pagination }), assets, buildHash, ctx.setup.shared));
    earlier(until);
    collectImageVariants({ [htmlFile]: rendered.html }, config.imageHost, page.path, images);
    const pageInline = inlineSourcesOf(rendered.html);
    inline.push(pageInline);
    if (listModule) {
      const any = pageInline.scripts.length + pageInline.styles.length + pageInline.frames.length > 0;
      listed.push({ seen, ...(until !== null ? { until: new Date(until).toISOString() } : {}), ...(any ? { inline: pageInline } : {}) });
    }
    // A list's pages link to the same items' pages as its first, and to each other.
    if (listPages === 0) links = internalLinksOf(rendered.html);
    if (errorCopy && listPages === 0) errorHtml = rendered.html;
    if (tryThis) {
      unchanged = until === null && sameBytes(config.outDir, htmlFile, tryFrom.files[htmlFile], rendered.html)
        && sameBytes(config.outDir, dataFile, tryFrom.files[dataFile], rendered.pageData);
    }
    emit(htmlFile, rendered.html);
    emit(dataFile, rendered.pageData);
    listPages++;
  }
  // An event's "Add to calendar" file is one of its page's files: hashed in the manifest,
  // carried over and removed with the page.
  const calendar = renderPageCalendar(page, site);
  if (calendar) emit(calendar.file, calendar.content);
  if (errorCopy) emit(errorCopy, errorHtml);
  const facts = pageFactsOf({
    template: page.template.templateType, title: page.title, description: feedDescriptionOf(page), isIndexed: page.isIndexed,
    canonicalURL: page.canonicalURL, modified: page.modified, published: page.published, listPages,
    pageLanguages: page.pageLanguages, inline: mergeInlineSources(inline),
    ...(validUntil !== null ? { validUntil: new Date(validUntil as number).toISOString() } : {}),
    links, embeds,
    ...(listModule ? { lists: ((listModule.data as { sources?: { structuredData: string }[] }).sources ?? []).map((s) => s.structuredData), listed } : {}),
  });
  lap('render');
  return { item, files, facts, variants: [...images], timings, ...(Object.keys(kept).length > 0 ? { kept } : {}) };
}

/** Every page of a list template at once, as the build renders them (tests read them). */
export async function paginateList(page: Page, module: RawModule, client: ApiClient, today?: string): Promise<ListPageVariant[]> {
  const variants: ListPageVariant[] = [];
  for await (const variant of pageVariants(page, { module, pages: fetchListPages(page, module, client, today) })) variants.push(variant);
  return variants;
}

/** The manifest entry's `own` hash: the page index's `ownHash`, when the API gives one. */
export const ownOf = (item: Pick<PageIndexItem, 'ownHash'>): { own?: string } => (item.ownHash !== undefined ? { own: item.ownHash } : {});

/** A page to build in the full build, with the hashes of its files in the previous one (to link what is unchanged). */
export interface PageTask { item: PageIndexItem; before: Record<string, string> }

/** An error crossing from a render worker: a SitegenError keeps its code and hint; anything else is a bug (its stack kept). */
export interface TaskError { code: ErrorCode | null; message: string; hint: string | undefined; stack: string | undefined }

/** What the orchestrator gets back per page: its manifest entry (files written, only their hashes), its problems, or the error that stops the build. */
export type PageTaskResult =
  | { kind: 'built'; entry: ManifestPage; variants: [string, string][]; written: number; linked: number; timings: PageTimings }
  | { kind: 'problems'; problems: string[] }
  | { kind: 'failed'; error: TaskError };

/**
 * Builds one page and writes its files into the staging folder (each hashed once, by the
 * writer). An API answer that names this page's own fault (4xx other than 429) is a problem of
 * the page; any other failure stops the build.
 */
export async function runPageTask(task: PageTask, ctx: PageContext, writer: StagingWriter): Promise<PageTaskResult> {
  try {
    const files: Record<string, string> = {};
    let written = 0;
    let linked = 0;
    let writing = 0;
    // Each file written (or linked) as soon as it is rendered; counted per file, since the
    // thread's other pages write between this one's list pages.
    const result = await buildPage(task.item, ctx, (file, content) => {
      const start = performance.now();
      const before = writer.written;
      files[file] = writer.write(file, content, task.before[file]);
      if (writer.written > before) written++;
      else linked++;
      writing += performance.now() - start;
    });
    if ('problems' in result) return { kind: 'problems', problems: result.problems };
    // Writing happens inside the render loop: its time is counted as writing, not rendering.
    const timings = { ...result.timings, render: Math.max(0, result.timings.render - writing), write: writing };
    const { item } = task;
    return { kind: 'built', entry: { id: item.id, locale: item.locale, hash: item.hash, ...ownOf(item), files, facts: result.facts }, variants: result.variants, written, linked, timings };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== null && error.status < 500 && error.status !== 429) {
      return { kind: 'problems', problems: [error.message] };
    }
    // A full disk or a forbidden folder is told as such, with what to do (src/errors.ts).
    const described = describeSystemError(error);
    if (described instanceof SitegenError) return { kind: 'failed', error: { code: described.code, message: described.message, hint: described.hint, stack: described.stack } };
    const e = described instanceof Error ? described : new Error(String(described));
    return { kind: 'failed', error: { code: null, message: e.message, hint: undefined, stack: e.stack } };
  }
}

/** The error a failed task stops the build with, naming the page. */
export function taskFailure(path: string, error: TaskError): Error {
  if (error.code !== null) {
    const failure = new SitegenError(error.code, `page ${path}: ${error.message}`, error.hint);
    if (error.stack) failure.stack = error.stack;
    return failure;
  }
  const bug = new Error(error.message);
  if (error.stack) bug.stack = error.stack;
  return bug;
}
