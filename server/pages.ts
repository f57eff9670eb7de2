import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import { cardOf } from '../src/contract/item-facts.js';
import { checkPageOnlyPath, suggestSlug } from '../src/contract/paths.js';
import { SCHOOL_TIME_ZONE } from '../modules/locale-format.js';
import { ApiError, foldForSort, type ContentStore, type PageRow } from './content-store.js';
import { requireEditor, requireInScope, versionOf } from './editing.js';
import type { Sql } from './sql/sql.js';
import { planRedirectChanges, movedJson, unpublishHop, type Hop } from './redirects.js';
import { pagesRepository, type MovedPage, type PagesRepository } from './storage/pages-repository.js';
import { recordAudit } from './audit.js';

/**
 * Pages, not only modules (spec 4, editor mode; spec 2 routes): editors list every page of the
 * site (drafts and unpublished ones too), create a page from a template in a language, link or
 * create its translation, and unpublish a page. A new page starts as a draft (`status = 'draft'`,
 * no published JSON): nothing of it reaches the page index, lists, search or the build until it
 * is published through `POST …/page/{id}/publish`, which runs the build's own checks.
 * Unpublishing keeps the page's content (it can be published again) but takes it out of the
 * page index, so the next build leaves it out, and detaches it from its translations, whose
 * language switch then falls back to the other language's home (src/publish/pages/build-page.ts
 * `languagesOf`). Moving a page to another slug, and unpublishing one, keep its inbound links
 * working through the redirect table (DESIGN.md 10; its rules are server/redirects.ts).
 */

/**
 * The templates an editor can start a page from: those of the demo site that stand alone, and
 * the articles (news, blog posts), which are the pages of content items (spec 3): one is made
 * with its item, a draft listed nowhere until the page is first published, when it joins its
 * section's list, the home page's news block and the feed (server/editing.ts). An event is made
 * the same way, its day and place given in its record's form before it can go live. The other
 * detail templates (programmes, people) need their item's data (fees, roles) first.
 */
export const CREATABLE_TEMPLATES = [
  { templateType: 'BasicTemplate', label: { es: 'Página básica', en: 'Basic page' }, help: { es: 'Una página de contenido: cabecera de texto y bloques.', en: 'A content page: a text hero and blocks.' } },
  { templateType: 'LandingEvent', label: { es: 'Landing de evento', en: 'Event landing' }, help: { es: 'Una página de campaña para un evento (jornada de puertas abiertas…).', en: 'A campaign page for an event (an open day…).' } },
  { templateType: 'LandingProduct', label: { es: 'Landing de programa', en: 'Programme landing' }, help: { es: 'Una página de campaña para un programa.', en: 'A campaign page for one programme.' } },
  { templateType: 'LandingMultiProduct', label: { es: 'Landing de varios programas', en: 'Multi-programme landing' }, help: { es: 'Una página de campaña para varios programas.', en: 'A campaign page for several programmes.' } },
  { templateType: 'NewsDetail', label: { es: 'Noticia', en: 'News article' }, help: { es: 'Una noticia: al publicarla aparece en Actualidad, en la portada y en el feed.', en: 'A news article: once published it appears in the news, on the home page and in the feed.' } },
  { templateType: 'BlogDetail', label: { es: 'Artículo del blog', en: 'Blog post' }, help: { es: 'Un artículo del blog: al publicarlo aparece en el blog, en la portada y en el feed.', en: 'A blog post: once published it appears in the blog, on the home page and in the feed.' } },
  { templateType: 'EventDetail', label: { es: 'Evento', en: 'Event' }, help: { es: 'Un evento con su día, su lugar y su inscripción («Datos del evento»): al publicarlo aparece en Eventos y, si es de los próximos, en la portada.', en: 'An event with its day, place and registration ("Event details"): once published it appears in Events and, when it is among the next ones, on the home page.' } },
  { templateType: 'ProjectDetail', label: { es: 'Proyecto', en: 'Project' }, help: { es: 'Un proyecto de estudiantes o de un grupo de investigación: al publicarlo aparece en Proyectos y en los bloques de proyectos de la web.', en: 'A project by students or a research group: once published it appears in Projects and in the site\'s project blocks.' } },
] as const;

/** An article's template → its content items' kind and the template of its section's list. */
const ARTICLE_TEMPLATES: Readonly<Record<string, { kind: string; list: string }>> = {
  NewsDetail: { kind: 'NEWS', list: 'NewsList' },
  BlogDetail: { kind: 'BLOG', list: 'BlogList' },
  EventDetail: { kind: 'EVENTS', list: 'EventList' },
  ProjectDetail: { kind: 'PROJECTS', list: 'ProjectList' },
};
const TEMPLATE_TYPES = CREATABLE_TEMPLATES.map((t) => t.templateType) as string[];

/** The first crumb of a new page's breadcrumb, in its language (as the seeded pages have it). */
const HOME_LABEL: Record<string, string> = { es: 'Inicio', en: 'Home' };

/** A slug: one path segment of lower-case letters, digits and hyphens, no hyphen at either end. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Why a slug is refused, in words that say what to type instead; null when it is fine. `rule`
 * names the rule broken, so the editor can say it in the editor's language (the message is
 * English, for every other client).
 */
export function slugProblem(slug: string): Problem | null {
  const got = slug.slice(0, 80);
  const problem = (rule: string, message: string, vars: Record<string, string | number> = {}): Problem => ({ field: 'slug', rule, message, vars: { got, ...vars } });
  if (slug === '') return problem('required', 'slug: required; type the last part of the page\'s address, e.g. "jornada-de-puertas-abiertas"');
  if (slug.length > 120) return problem('too-long', `slug: at most 120 characters (got ${slug.length})`, { max: 120, length: slug.length });
  if (slug.includes('/')) return problem('segment', `slug: one part of the address, without "/" (got "${got}")`);
  const suggestion = suggestSlug(slug) || 'mi-pagina';
  if (/[^a-z0-9-]/.test(slug)) return problem('characters', `slug: use only lower-case letters a–z, digits and hyphens, e.g. "${suggestion}" (got "${got}")`, { suggestion });
  if (slug.startsWith('-') || slug.endsWith('-')) return problem('hyphen-ends', `slug: must not start or end with a hyphen (got "${got}")`, { suggestion });
  if (!SLUG_PATTERN.test(slug)) return problem('double-hyphen', `slug: use single hyphens between words (got "${got}")`, { suggestion });
  return null;
}

const CreateBodySchema = z.object({
  templateType: z.string().max(100).optional(),
  locale: z.string().max(20),
  title: z.string().max(1000),
  slug: z.string().max(1000),
  translationOf: z.number().int().positive().optional(),
}, { error: 'expected {templateType, locale, title, slug, translationOf?}' });

const MoveBodySchema = z.object({ slug: z.string().max(1000) }, { error: 'expected {slug}: the last part of the page\'s new address' });

const LinkBodySchema = z.object({ pageId: z.number().int().positive() }, { error: 'expected {pageId}: the id of the page to link as a translation' });

interface SiteData { shortName?: string; languages: { id: number; locale: string; prefix: string; label: string }[] }
/** One refused field: `rule` and `vars` let the editor say it in its own language. */
export interface Problem { field: string; message: string; rule?: string; vars?: Record<string, string | number> }

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** 422 naming every field that is wrong, one line. */
function refused(problems: Problem[], what: string): ApiError {
  return new ApiError(422, 'VALIDATION', `${what}: ${problems.map((p) => p.message).join('; ')}.`, problems);
}

function bodyOf<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: `${i.path.join('.') || 'body'}: ${i.message}` }));
  throw refused(problems, what);
}

type Route = { method: 'GET' | 'POST' | 'PUT'; pattern: RegExp; names: string[]; handler: (ctx: { req: IncomingMessage; url: URL; params: string[]; body: unknown }) => unknown };

export interface PageRouteOptions {
  /** The API's check for editor-only reads (a draft's reader token or an editor's). */
  requireEditorRead: (req: IncomingMessage, what: string) => Promise<void>;
  /** Called after a change of what is published (the search index follows at once). */
  published: () => void;
}

/** The routes of this file, registered by server/create-api-handler.ts. */
export function pageRoutes(store: ContentStore, options: PageRouteOptions): Route[] {
  const sql = store.sql;
  const pageId = (segment: string) => {
    if (!/^\d{1,15}$/.test(segment)) throw new ApiError(400, 'BAD_REQUEST', `Invalid page id "${segment.slice(0, 80)}": expected a whole number.`);
    return Number(segment);
  };
  return [
    {
      // Every page of the site for the editor's "Pages" control, found by title or path.
      method: 'GET', pattern: /^\/site\/([^/]+)\/editor\/pages$/, names: ['site'],
      handler: async ({ req, params, url }) => {
        await options.requireEditorRead(req, 'The list of every page (drafts included)');
        const q = url.searchParams.get('q') ?? '';
        const path = url.searchParams.get('path');
        const lang = url.searchParams.get('lang');
        if (q.length > 200) throw new ApiError(400, 'BAD_REQUEST', 'Invalid q: at most 200 characters.');
        return listPages(store, params[0]!, { q, path, lang });
      },
    },
    {
      method: 'GET', pattern: /^\/site\/([^/]+)\/editor\/templates$/, names: ['site'],
      handler: async ({ req, params }) => {
        await options.requireEditorRead(req, 'The templates a page can be created from');
        const site = await store.site(params[0]!);
        const languages = (JSON.parse(site.json) as SiteData).languages.map((l) => ({ locale: l.locale, label: l.label, prefix: l.prefix }));
        return { templates: CREATABLE_TEMPLATES, languages };
      },
    },
    {
      method: 'POST', pattern: /^\/site\/([^/]+)\/pages$/, names: ['site'],
      handler: ({ req, params, body }) => createPage(sql, store, req, params[0]!, body),
    },
    {
      method: 'POST', pattern: /^\/site\/([^/]+)\/page\/([^/]+)\/translations$/, names: ['site', 'page id'],
      handler: async ({ req, params, body }) => {
        const linked = await linkTranslation(sql, store, req, params[0]!, pageId(params[1]!), body);
        options.published();
        return linked;
      },
    },
    {
      method: 'POST', pattern: /^\/site\/([^/]+)\/page\/([^/]+)\/move$/, names: ['site', 'page id'],
      handler: async ({ req, params, body }) => {
        const moved = await movePage(sql, store, req, params[0]!, pageId(params[1]!), body);
        options.published();
        return moved;
      },
    },
    {
      method: 'POST', pattern: /^\/site\/([^/]+)\/page\/([^/]+)\/unpublish$/, names: ['site', 'page id'],
      handler: async ({ req, params, body }) => {
        const done = await unpublishPage(sql, store, req, params[0]!, pageId(params[1]!), body);
        options.published();
        return done;
      },
    },
  ];
}

/** At most this many pages are listed: the editor narrows with more words. */
const LISTED = 50;

/**
 * Pages by words of their title or path (accents and case ignored), drafts and unpublished ones
 * included, in path order; at most 50 (PagesRepository.find stops at the 51st match, which only
 * says there are more).
 */
export async function listPages(store: ContentStore, slug: string, filter: { q: string; path?: string | null; lang?: string | null }) {
  const pages = pagesRepository(store.sql);
  const site = await store.site(slug);
  const words = foldForSort(filter.q).split(/\s+/).filter(Boolean).slice(0, 10);
  const rows = await pages.find({ siteId: site.id, words, path: filter.path, lang: filter.lang }, LISTED + 1);
  const listed = rows.slice(0, LISTED);
  // Every listed page's translations in one query (in id order, as each group's own would be).
  const groups = await pages.inTranslationGroups([...new Set(listed.map((r) => r.translation_group))]);
  const items = listed.map((r) => ({
    id: r.id, title: r.title, path: r.path, locale: r.locale, templateType: r.template_type, status: r.status,
    translations: groups.filter((t) => t.translation_group === r.translation_group && t.id !== r.id)
      .map((t) => ({ id: t.id, path: t.path, locale: t.locale, status: t.status })),
  }));
  return { items, more: rows.length > LISTED };
}

async function pageRowOf(pages: PagesRepository, siteId: number, id: number, field = 'page'): Promise<PageRow> {
  const row = await pages.ofSite(siteId, id);
  if (!row) throw new ApiError(404, 'NOT_FOUND', `${field}: no page ${id} in this site.`);
  return row;
}

/**
 * A new draft page from a template in a language: the path is the language's prefix, the slug
 * and a trailing slash (spec 2), checked like the build checks paths, unique in the site; it
 * starts with the modules the editor's palette starts them with (modules/registry.ts).
 */
export async function createPage(sql: Sql, store: ContentStore, req: IncomingMessage, slug: string, body: unknown) {
  const editor = await requireEditor(sql, req);
  const pages = pagesRepository(sql);
  const site = await store.site(slug);
  const siteData = JSON.parse(site.json) as SiteData;
  const input = bodyOf(CreateBodySchema, body, 'The page was not created');
  const problems: Problem[] = [];
  const language = siteData.languages.find((l) => l.locale === input.locale);
  if (!language) problems.push({ field: 'locale', rule: 'unknown', message: `locale: use one of ${siteData.languages.map((l) => l.locale).join(', ')} (got "${input.locale.slice(0, 20)}")` });
  const source = input.translationOf !== undefined ? await pages.ofSite(site.id, input.translationOf) : undefined;
  if (input.translationOf !== undefined && !source) problems.push({ field: 'translationOf', message: `translationOf: no page ${input.translationOf} in this site` });
  const templateType = input.templateType ?? source?.template_type ?? '';
  if (!TEMPLATE_TYPES.includes(templateType)) {
    problems.push({ field: 'templateType', message: `templateType: use one of ${TEMPLATE_TYPES.join(', ')} (got "${templateType.slice(0, 60)}")` });
  } else if (source && source.template_type !== templateType) {
    problems.push({ field: 'templateType', message: `templateType: a translation keeps the template of page ${source.id} (${source.template_type})` });
  }
  if (source && language) {
    if (source.locale === language.locale) problems.push({ field: 'locale', message: `locale: a translation of ${source.path} is in another language than ${source.locale}` });
    const taken = await pages.translationIn(source.translation_group, language.locale);
    if (taken) problems.push({ field: 'translationOf', message: `translationOf: ${source.path} already has a ${language.locale} translation (${taken.path})` });
  }
  const title = input.title.trim();
  if (title === '') problems.push({ field: 'title', rule: 'required', message: 'title: required; type the page\'s title' });
  else if (title.length > 200) problems.push({ field: 'title', rule: 'too-long', message: `title: at most 200 characters (got ${title.length})`, vars: { max: 200, length: title.length } });
  // A trailing (or leading) slash is the path's, not the slug's: the product adds it (spec 2).
  const bare = input.slug.trim().replace(/^\/+|\/+$/g, '');
  const slugIssue = slugProblem(bare);
  let path = '';
  if (slugIssue) problems.push(slugIssue);
  else if (language) {
    path = `${language.prefix}/${bare}/`;
    const reserved = checkPageOnlyPath(path) ?? (siteData.languages.some((l) => l.prefix === `/${bare}`) ? 'it is another language\'s prefix' : null);
    if (reserved) problems.push({ field: 'slug', rule: 'reserved', message: `slug: ${path} cannot be used (${reserved}); choose another slug`, vars: { path } });
    else {
      const used = await pages.atPath(site.id, path);
      if (used) problems.push({ field: 'slug', rule: 'taken', message: `slug: ${path} is already the address of page ${used.id} (“${used.title}”); choose another slug`, vars: { path, page: used.id, title: used.title } });
    }
  }
  if (problems.length > 0) throw refused(problems, 'The page was not created');
  requireInScope(editor, { locale: language!.locale, path }, 'create');
  const lang = language!.locale.slice(0, 2) as 'es' | 'en';
  const header = await pages.navigationId(site.id, language!.locale, 'Header');
  const footer = await pages.navigationId(site.id, language!.locale, 'Footer');
  const now = new Date().toISOString();
  const article = ARTICLE_TEMPLATES[templateType];
  const section = article ? await pages.firstOfTemplate(site.id, language!.locale, article.list) : undefined;
  const page = await newPageJson({ templateType, title, path, locale: language!.locale, prefix: language!.prefix, lang, shortName: siteData.shortName ?? site.slug, header, footer, section, today: now.slice(0, 10) });
  const json = JSON.stringify(page);
  // Its card as lists show it: what the page says of itself, kept in step on each publish (server/editing.ts).
  const item = article ? { structuredData: article.kind, languageId: language!.id ?? 0, content: cardOf(page) } : undefined;
  // null: the path was taken since the check above (by another editor at once, or through another API instance).
  const id = await pages.createDraft({
    siteId: site.id, locale: language!.locale, path, templateType, title, headerId: header, footerId: footer,
    json, contentHash: sha(json), at: now, translationGroup: source ? source.translation_group : null, item,
  }, (tx, created) => recordAudit(tx, { site_id: site.id, id: created, locale: language!.locale, path }, editor.actor, 'create', now, templateType));
  if (id === null) throw refused([{ field: 'slug', message: `slug: ${path} was just taken by another page; choose another slug` }], 'The page was not created');
  return { id, path, locale: language!.locale, templateType, status: 'draft', version: versionOf({ draft_json: json, published_json: null }) };
}

/**
 * The JSON of a new page: the seeded pages' shape, a text hero with its title and a text block;
 * an article also its kind, its date and author (its structured data), sharing buttons, and its
 * section's list in its breadcrumb.
 */
async function newPageJson(p: { templateType: string; title: string; path: string; locale: string; prefix: string; lang: 'es' | 'en'; shortName: string; header: number | null; footer: number | null; section?: { path: string; title: string } | undefined; today: string }) {
  const article = ARTICLE_TEMPLATES[p.templateType];
  const event = article?.kind === 'EVENTS';
  const project = article?.kind === 'PROJECTS';
  // Loaded on first use: the module registry brings React, which the API does not otherwise need.
  const { getModule } = await import('../modules/registry.js');
  const starter = (component: string, editorID: number, fields: Record<string, unknown> = {}) =>
    ({ component, editorID, ...getModule(component)!.starter!(p.lang), ...fields });
  const home = `${p.prefix}/`;
  return {
    title: p.title,
    metaTitle: `${p.title} | ${p.shortName.toUpperCase()}`,
    metaDescription: '',
    metaKeywords: [],
    metasAdvanced: '',
    canonicalURL: '',
    isHome: false,
    // Campaign landings are not for search engines (docs/editors.md: search engines), like the seeded ones.
    isIndexed: !p.templateType.startsWith('Landing'),
    follow: true,
    socialTitle: '', socialDescription: '', socialImage: null,
    header: p.header, footer: p.footer,
    headerTheme: 'light', footerTheme: 'dark', theme: 'default',
    breadcrumb: [{ label: HOME_LABEL[p.lang] ?? home, path: home }, ...(p.section ? [{ label: p.section.title, path: p.section.path }] : []), { label: p.title, path: p.path }],
    dimensions: { values: {} },
    origin: 'EDITOR',
    structuredData: article?.kind ?? null,
    // A project's record is the day it is dated (lists put the newest first), as the seeded ones.
    structuredDataContent: event ? { timeZone: SCHOOL_TIME_ZONE, attendanceMode: 'offline', registration: 'open' }
      : project ? { date: p.today }
      : article ? { topic: '', datePublished: p.today, author: p.shortName.toUpperCase() } : null,
    template: {
      templateType: p.templateType, editorID: 1,
      heroSection: { component: 'Section', name: 'Hero', editorID: 2, modules: [starter('HeroText', 4, { title: p.title, ...(article && !event ? { date: p.today } : {}) })] },
      mainSection: {
        component: 'Section', name: 'Main', editorID: 3,
        // An event's registration closes as its record says (its start, or closed by hand).
        modules: [starter('RichText', 5), ...(event ? [starter('BasicForm', 7, { formType: 'event' })] : []), ...(article ? [starter('SocialShare', 6)] : [])],
      },
    },
  };
}


/**
 * Links `pageId` as the translation of `id` (both ways: one translation group), refusing a pair
 * in the same language or a language either side already has.
 */
export async function linkTranslation(sql: Sql, store: ContentStore, req: IncomingMessage, slug: string, id: number, body: unknown) {
  const editor = await requireEditor(sql, req);
  const pages = pagesRepository(sql);
  const site = await store.site(slug);
  const { pageId } = bodyOf(LinkBodySchema, body, 'The translation was not linked');
  const page = await pageRowOf(pages, site.id, id);
  const other = await pageRowOf(pages, site.id, pageId, 'pageId');
  // Linking changes both pages' language switches.
  requireInScope(editor, page, 'link');
  requireInScope(editor, other, 'link');
  const problems: Problem[] = [];
  if (other.id === page.id) problems.push({ field: 'pageId', message: 'pageId: a page cannot be its own translation' });
  else if (other.locale === page.locale) problems.push({ field: 'pageId', message: `pageId: ${other.path} is in ${other.locale} like ${page.path}; link a page in another language` });
  else {
    const mine = await pages.translationGroup(page.translation_group);
    const theirs = await pages.translationGroup(other.translation_group);
    if (page.translation_group !== other.translation_group) {
      for (const t of theirs) {
        const clash = mine.find((m) => m.locale === t.locale);
        if (clash) problems.push({ field: 'pageId', message: `pageId: ${page.path} already has a ${t.locale} translation (${clash.path}); unpublish or unlink it first` });
      }
    }
  }
  if (problems.length > 0) throw refused(problems, 'The translation was not linked');
  await pages.linkTranslations(page.translation_group, other.translation_group, new Date().toISOString());
  return { id, translations: (await store.getPage(slug, id, true)).pageLanguages };
}

/**
 * Takes a page out of what is published: the page index, lists (its content item), search and
 * the next build. Its content stays (a draft to publish again). It leaves its translation group,
 * so its translations stay published but their language switch no longer leads to it. The body
 * says what its inbound links meet (server/redirects.ts `unpublishHop`): `{redirectTo}` leaves a
 * 301 to that published page, `{gone: true}` a 410, nothing leaves its path to the 404 page.
 */
export async function unpublishPage(sql: Sql, store: ContentStore, req: IncomingMessage, slug: string, id: number, body?: unknown) {
  const editor = await requireEditor(sql, req);
  const pages = pagesRepository(sql);
  const site = await store.site(slug);
  const page = await pageRowOf(pages, site.id, id);
  requireInScope(editor, page, 'unpublish');
  if (page.status !== 'published') throw new ApiError(409, 'CONFLICT', `Page ${id} (${page.path}) is not published, so there is nothing to unpublish.`);
  const hop = await unpublishHop(pages, site.id, page, body);
  const at = new Date().toISOString();
  const { others, redirect } = await sql.transaction(async (tx) => {
    const others = await takeOffline(tx, page, at);
    await recordAudit(tx, page, editor.actor, 'unpublish', at, hop ? (hop.to === '' ? `${hop.status}` : `${hop.status} → ${hop.to}`) : '');
    if (!hop) return { others, redirect: null };
    const inside = pagesRepository(tx);
    await inside.changeRedirects(site.id, planRedirectChanges(await inside.redirects(site.id), [hop]));
    return { others, redirect: hop };
  });
  return {
    id, path: page.path, status: 'unpublished', formerTranslations: others.map((o) => ({ id: o.id, path: o.path, isLive: o.status === 'published' })),
    // What inbound links now meet, when the editor chose (a 301 or a 410).
    ...(redirect ? { redirect: { from: redirect.from, to: redirect.to, status: redirect.status } } : {}),
  };
}

/**
 * The unpublishing itself, shared by Unpublish and a due scheduled unpublishing (server/schedules.ts)
 * so both leave the same page, group and items: `sql` is the database or the caller's
 * transaction. Answers the translations the page leaves.
 */
export async function takeOffline(sql: Sql, page: PageRow, at: string): Promise<{ id: number; path: string; status: string }[]> {
  const pages = pagesRepository(sql);
  const others = await pages.translationsOf(page);
  // Its translations stay a group, under the id of one of them (a group id is a page id).
  await pages.unpublish(page, others.length > 0 ? others[0]!.id : null, at);
  return others;
}

/**
 * Moves a page to another slug under the same parent (so its language's prefix stays), checked
 * as a new page's slug is (`slugProblem`, the build's path rules, unique in the
 * site), with every page under it. In one transaction: the paths, the breadcrumbs of the pages
 * moved, their content items' `page_path`, and a 301 from each published page's old path.
 * Its translations keep their own paths: an editor moves each language's page on its own.
 */
export async function movePage(sql: Sql, store: ContentStore, req: IncomingMessage, slug: string, id: number, body: unknown) {
  const editor = await requireEditor(sql, req);
  const pages = pagesRepository(sql);
  const site = await store.site(slug);
  const siteData = JSON.parse(site.json) as SiteData;
  const input = bodyOf(MoveBodySchema, body, 'The page was not moved');
  const page = await pageRowOf(pages, site.id, id);
  requireInScope(editor, page, 'move');
  const what = 'The page was not moved';
  const bare = input.slug.trim().replace(/^\/+|\/+$/g, '');
  const home = siteData.languages.some((l) => `${l.prefix}/` === page.path);
  if (home) throw refused([{ field: 'slug', rule: 'home', message: `slug: ${page.path} is a language's home page, whose address is the language's own; it cannot move`, vars: { path: page.path } }], what);
  const slugIssue = slugProblem(bare);
  if (slugIssue) throw refused([slugIssue], what);
  const parent = page.path.replace(/[^/]+\/$/, '');
  const path = `${parent}${bare}/`;
  if (path === page.path) throw refused([{ field: 'slug', rule: 'same', message: `slug: ${path} is already the page's address; type another slug`, vars: { path } }], what);
  const reserved = checkPageOnlyPath(path) ?? (parent === '/' && siteData.languages.some((l) => l.prefix === `/${bare}`) ? 'it is another language\'s prefix' : null);
  if (reserved) throw refused([{ field: 'slug', rule: 'reserved', message: `slug: ${path} cannot be used (${reserved}); choose another slug`, vars: { path } }], what);

  const at = new Date().toISOString();
  return sql.transaction(async (txSql) => {
    const tx = pagesRepository(txSql);
    // Read inside the write: another editor may have taken the path, or moved a page here, meanwhile.
    const moving = await tx.under(site.id, page.path);
    const moved: (MovedPage & { from: string; status: string })[] = moving.map((row) => {
      const to = path + row.path.slice(page.path.length);
      const publishedJson = movedJson(row.published_json, page.path, path);
      const draftJson = movedJson(row.draft_json, page.path, path);
      const contentHash = publishedJson !== row.published_json || (row.published_json === null && draftJson !== row.draft_json) ? sha((publishedJson ?? draftJson)!) : row.content_hash;
      return { id: row.id, from: row.path, path: to, status: row.status, publishedJson, draftJson, contentHash };
    });
    for (const m of moved) {
      const used = await tx.atPath(site.id, m.path);
      if (!used) continue;
      const problem: Problem = m.id === page.id
        ? { field: 'slug', rule: 'taken', message: `slug: ${m.path} is already the address of page ${used.id} (“${used.title}”); choose another slug`, vars: { path: m.path, page: used.id, title: used.title } }
        : { field: 'slug', rule: 'taken-under', message: `slug: ${m.path}, where the page ${m.from} under it would go, is already the address of page ${used.id} (“${used.title}”); choose another slug`, vars: { path: m.path, from: m.from, page: used.id, title: used.title } };
      throw refused([problem], what);
    }
    // Only published addresses have visitors and links to keep: a draft moves without a trace.
    const hops: Hop[] = moved.filter((m) => m.status === 'published').map((m) => ({ from: m.from, to: m.path, status: 301 }));
    const changes = planRedirectChanges(await tx.redirects(site.id), hops);
    await tx.movePages(moved, at);
    await tx.changeRedirects(site.id, changes);
    for (const m of moved) await recordAudit(txSql, { site_id: site.id, id: m.id, locale: page.locale, path: m.path }, editor.actor, 'move', at, `${m.from} → ${m.path}`);
    return {
      id, path,
      moved: moved.map((m) => ({ id: m.id, from: m.from, to: m.path, status: m.status })),
      redirects: { added: changes.added, retargeted: changes.retargeted.length, removed: changes.removed.length },
    };
  });
}

