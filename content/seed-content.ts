import { createHash } from 'node:crypto';
import { UPCOMING_ORDER, UPCOMING_THEN_PAST_ORDER } from '../src/contract/upcoming.js';
import { sourcesRead } from '../src/contract/distributor-calls.js';
import type { Db } from '../server/open-database.js';
import { ContentStore, foldForSort } from '../server/content-store.js';
import { SearchIndex } from '../server/search.js';
import { imagesOfPages, registerSiteImages } from '../server/site-images.js';
import { PostgresSearchIndex } from '../server/search-postgres.js';
import type { Sql } from '../server/sql/sql.js';
import { topics } from './data/topics.js';
import { areas as facultyAreas, type Area, bioParagraph, firstNames as facultyFirstNames, staffRoles, surnames as facultySurnames } from './data/people.js';
import { FORM_LABELS } from './data/articles.js';
import { buildFaculty, say } from './faculty-roster.js';
import { planArticles } from './article-plan.js';
import { englishName, inEnglishProse, programs as authoredPrograms } from './data/programs.js';
import { showcaseFor } from './data/showcase.js';
import { sections as authoredSections, headerMenu, footerMenu, legalMenu, copyright as authoredCopyright, uiStrings as authoredUiStrings } from './data/sections.js';
import { events as authoredEvents, isOpenDay, projectFields, projects as authoredProjects, press as authoredPress, pressAppearances as authoredAppearances } from './data/dated.js';
import { school as schoolFacts, schoolContact } from './data/school.js';
import { scholarships as authoredScholarships } from './data/scholarships.js';
import { demoCalendar, shiftDeep, shiftWeekday, shiftYears } from './calendar.js';
import type { Bi, DatedItem, NavLink, SectionPage } from './data/types.js';
import { formatList, SCHOOL_TIME_ZONE, zonedDateTime } from '../modules/locale-format.js';
import { AREA_ANCHOR_PREFIX } from '../modules/list-filter.js';
import { createRandom, escapeText, lowerFirst, paragraphsHtml, slugify, withArticle } from './text.js';
import { brochureUrl, buildDownloads } from './brochures.js';
import { articleKind, datedKind, illustration, IllustrationVariants, portrait, programKind, sectionKind, type BiImage } from './demo-images.js';

export interface SeedOptions {
  /** Multiplies articles and faculty profiles (load and scale tests). */
  scale?: number | undefined;
  /** The school's short name, used in two slugs ({school}). */
  school?: string | undefined;
  /** The day the demo's calendar is placed around, "2027-01-23" (content/calendar.ts; default: today at the school). */
  day?: string | undefined;
}

export interface SeedSummary {
  pages: number;
  items: number;
  byLocale: Record<string, number>;
}

type Lang = 'es' | 'en';
const LANGS: { lang: Lang; locale: 'es_ES' | 'en_GB'; id: number; prefix: string }[] = [
  { lang: 'es', locale: 'es_ES', id: 1, prefix: '' },
  { lang: 'en', locale: 'en_GB', id: 2, prefix: '/en' },
];
const SITE_ID = 1;
const DOMAIN = 'https://www.edte.example';
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Section keys of the advertising landings: reached from campaigns, not from the site (noindex). */
export const CAMPAIGN_LANDINGS: ReadonlySet<string> = new Set(['landing', 'landing-product']);

export const ARTICLES_PER_LANGUAGE = 400;
export const FACULTY_PER_LANGUAGE = 90;
/** A programme page lists this many of its teachers, by name (spec 2). */
const TEACHERS_ON_PROGRAMME = 8;

/** The kinds of programme the school offers (spec 1), in the order lists and tables show them. */
/**
 * The kinds of programme the school offers (spec 1), in the order lists and tables show them;
 * `anchor` is each one's list on the studies page, where the menus and a programme's breadcrumb
 * (`crumb`) lead.
 */
const PROGRAM_KINDS: { key: 'FP' | 'DEGREE' | 'MASTER'; label: Bi; crumb: Bi; anchor: string }[] = [
  { key: 'FP', label: { es: 'Formación Profesional de grado superior', en: 'Higher vocational training (FP)' }, crumb: { es: 'FP de grado superior', en: 'Higher vocational training' }, anchor: 'fp' },
  { key: 'DEGREE', label: { es: 'Grados universitarios', en: 'Bachelor’s degrees' }, crumb: { es: 'Grados universitarios', en: 'Bachelor’s degrees' }, anchor: 'degree' },
  { key: 'MASTER', label: { es: 'Máster', en: 'Master’s degree' }, crumb: { es: 'Máster', en: 'Master’s degree' }, anchor: 'master' },
];

/** The school's three fields (its name), each programme in one (content/data/types.ts). */
const PROGRAM_FIELDS: Record<'design' | 'technology' | 'business', Bi> = {
  design: { es: 'Diseño', en: 'Design' },
  technology: { es: 'Tecnología', en: 'Technology' },
  business: { es: 'Empresa', en: 'Business' },
};

const kindOf = (p: { programType: (typeof PROGRAM_KINDS)[number]['key'] }) => PROGRAM_KINDS.find((k) => k.key === p.programType)!;

const SOURCE_LABELS: Record<string, Bi> = {
  PROGRAMS: { es: 'Programas', en: 'Programmes' },
  BLOG: { es: 'Blog', en: 'Blog' },
  NEWS: { es: 'Noticias', en: 'News' },
  EVENTS: { es: 'Eventos', en: 'Events' },
  PROJECTS: { es: 'Proyectos', en: 'Projects' },
  PRESS: { es: 'Prensa', en: 'Press' },
  PRESS_APPEARANCES: { es: 'Apariciones en prensa', en: 'Press appearances' },
  TEACHERS: { es: 'Claustro', en: 'Faculty' },
  STAFF: { es: 'Personas', en: 'People' },
  SCHOLARSHIPS: { es: 'Becas', en: 'Scholarships' },
};

interface Module { component: string; editorID: number; [field: string]: unknown }

interface PageDraft {
  id: number;
  group: number;
  locale: 'es_ES' | 'en_GB';
  path: string;
  templateType: string;
  title: string;
  structuredData: string | null;
  json: Record<string, unknown>;
  modified: string;
  published: string;
}

/** Deterministic ids: pages, items and categories count up from fixed bases in creation order. */
class Ids {
  private next = { page: 1000, item: 5000, category: 100, nav: 10 };
  page() { return this.next.page++; }
  item() { return this.next.item++; }
  category() { return this.next.category++; }
  nav() { return this.next.nav++; }
}

function sha(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}

/** A partner's logo or the campus map, drawn by the image host (server/image-handler.ts demoOriginal). */
function image(path: string, alt: string, width = 1600, height = 900) {
  return { url: `/img/demo/${path}.jpg`, width, height, alt, title: '', position: 'center' };
}

/**
 * Recreates the demo site: one site, two languages, every spec route in both, programmes,
 * faculty, articles, events, projects, press, people, navigations and an empty redirects table.
 * Runs in one transaction, so a failed seed leaves the previous content in place. The same rows
 * on SQLite (a file's handle or its `Sql`) and on PostgreSQL.
 */
export async function seedContent(target: Db | Sql, options: SeedOptions = {}): Promise<SeedSummary> {
  const store = new ContentStore(target);
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const school = slugify(options.school ?? 'edte');
  const ids = new Ids();
  const pages: PageDraft[] = [];
  const items: { id: number; locale: string; languageId: number; source: string; pageId: number | null; pagePath: string | null; title: string; content: unknown; published: string; categories: number[] }[] = [];
  const categories: { id: number; locale: string; source: string; label: string }[] = [];
  const usedPaths = new Set<string>();
  let editorId = 0;
  const mod = (component: string, fields: Record<string, unknown> = {}): Module => ({ component, editorID: ++editorId, ...fields });
  const fill = (text: string) => text.replaceAll('{school}', school);
  // The demo's dates are the seed day's, never the clock's (the same day gives the same bytes):
  // each dated thing moves by whole years to where a school's would be that day (content/calendar.ts).
  const calendar = demoCalendar(options.day);
  const EPOCH = calendar.present;
  const programs = shiftDeep(authoredPrograms, calendar.intakeYears);
  const scholarships = shiftDeep(authoredScholarships, calendar.intakeYears);
  const sections = shiftDeep(authoredSections, calendar.intakeYears);
  const uiStrings = shiftDeep(authoredUiStrings, calendar.intakeYears);
  const copyright = shiftDeep(authoredCopyright, calendar.calendarYears);
  const events = authoredEvents.map((e) => shiftDeep(e, calendar.eventYears(e.date), shiftWeekday));
  const projects = shiftDeep(authoredProjects, calendar.pastYears);
  const press = shiftDeep(authoredPress, calendar.pastYears);
  const pressAppearances = shiftDeep(authoredAppearances, calendar.pastYears);
  // The downloads (brochures, catalogue, scholarship rules) are PDFs made from the same data as
  // the pages, stored with the content; the build publishes them under /descargas/ (spec 2).
  const downloads = await buildDownloads(programs, scholarships, new Date(EPOCH), calendar.intakeYears);
  const fileSize = (url: string) => {
    const file = downloads.get(url);
    if (!file) throw new Error(`seed: the content links to ${url}, which no download generator makes (content/brochures.ts)`);
    return file.length;
  };

  // Categories per source and language.
  const categoryIds = new Map<string, number>(); // `${source}:${key}:${lang}` -> id
  const addCategory = (source: string, key: string, label: Bi) => {
    for (const { lang, locale } of LANGS) {
      const id = ids.category();
      categories.push({ id, locale, source, label: label[lang] });
      categoryIds.set(`${source}:${key}:${lang}`, id);
    }
  };
  for (const topic of topics) addCategory(topic.kind, topic.key, topic.label);
  // The offer by kind (spec 1: FP programmes, degrees and a master's): lists and tables group by it.
  for (const kind of PROGRAM_KINDS) addCategory('PROGRAMS', kind.key, kind.label);
  // The open days among the events: the open-day landing lists the next ones (spec 2).
  addCategory('EVENTS', 'open-day', { es: 'Jornadas de puertas abiertas', en: 'Open days' });
  // The faculty follows the offer (content/faculty-roster.ts): one category per area with people,
  // and one per area for its teaching staff, the list /docentes/ shows (spec 2).
  const roster = buildFaculty(FACULTY_PER_LANGUAGE * scale, programs);
  const rosterAreas = facultyAreas.filter((a) => roster.some((p) => p.area === a));
  for (const area of rosterAreas) {
    addCategory('TEACHERS', area.key, area.label);
    addCategory('TEACHERS', `teaching-${area.key}`, { es: `Docencia · ${area.label.es}`, en: `Teaching · ${area.label.en}` });
  }
  // Who teaches each programme: its page lists them, linked to their profiles (spec 2).
  const taughtBy = (index: number) => roster.filter((person) => person.teaching.some((x) => x.program === index));
  programs.forEach((p, index) => {
    if (taughtBy(index).length > 0) addCategory('TEACHERS', `teaches-${index}`, { es: `Profesorado · ${p.shortName}`, en: `Faculty · ${englishName(p)}` });
  });
  // The school's three fields: a programme's page suggests others of its own (spec 2, related lists).
  for (const [field, label] of Object.entries(PROGRAM_FIELDS)) addCategory('PROGRAMS', `field-${field}`, label);
  // And the field each student project comes from: a programme's page shows its field's projects.
  for (const [field, label] of Object.entries(PROGRAM_FIELDS)) addCategory('PROJECTS', `field-${field}`, label);
  const cat = (source: string, key: string, lang: Lang) => {
    const id = categoryIds.get(`${source}:${key}:${lang}`);
    if (id === undefined) throw new Error(`seed: no category ${source}:${key}`);
    return id;
  };

  const sectionByKey = new Map(sections.map((s) => [s.key, s]));
  const pathOf = (key: string, lang: Lang): string => {
    if (key.startsWith('program:')) {
      const p = programs[Number(key.slice('program:'.length))];
      if (!p) throw new Error(`seed: no programme ${key}`);
      return lang === 'es' ? p.pathEs : p.pathEn;
    }
    const s = sectionByKey.get(key);
    if (!s) throw new Error(`seed: navigation names unknown section "${key}"`);
    return fill(lang === 'es' ? s.pathEs : s.pathEn);
  };
  const t = (key: string, lang: Lang) => uiStrings[key]?.[lang] ?? key;

  const navIds = { es: { header: 0, footer: 0 }, en: { header: 0, footer: 0 } };
  const navigations: { id: number; locale: string; component: string; json: string }[] = [];
  const navItem = (link: NavLink, lang: Lang): unknown => ({
    label: link.label[lang],
    url: { href: pathOf(link.key, lang) + (link.hash ? `#${link.hash}` : ''), newTab: false, noFollow: false },
    ...(link.children ? { children: link.children.map((c) => navItem(c, lang)) } : {}),
  });
  for (const { lang, locale } of LANGS) {
    const header = ids.nav();
    const footer = ids.nav();
    navIds[lang] = { header, footer };
    navigations.push({
      id: header, locale, component: 'Header',
      json: JSON.stringify({
        editorID: 0,
        logo: { text: 'EDTE', href: lang === 'es' ? '/' : '/en/' },
        mainMenu: headerMenu.map((l) => navItem(l, lang)),
        topMenu: [
          { label: t('search', lang), url: { href: pathOf('search', lang) } },
          { label: sectionByKey.get('contact')!.title[lang], url: { href: pathOf('contact', lang) } },
        ],
        // The general request-information form (on the admission page, #info); a page with
        // its own form under that anchor links to it instead (modules/header.tsx).
        primaryLink: { text: t('requestInfo', lang), href: `${pathOf('admission', lang)}#info` },
        showSearchFeature: true,
        searchPath: pathOf('search', lang),
      }),
    });
    navigations.push({
      id: footer, locale, component: 'Footer',
      json: JSON.stringify({
        editorID: 0,
        footerMenu: footerMenu.map((l) => navItem(l, lang)),
        legalMenu: legalMenu.map((l) => ({ label: l.label[lang], url: { href: l.path[lang] } })),
        // The school's own profiles and its address, phone and mailbox (content/data/school.ts):
        // shown in every footer and read by the home page's JSON-LD.
        social: schoolFacts.social.map((s) => ({ label: s.label, url: { href: s.href, newTab: true } })),
        contact: schoolContact(lang),
        copyrightText: copyright[lang],
      }),
    });
  }

  /** Adds one page per language (translations share a group) and returns their ids. */
  const addPair = (spec: {
    paths: Record<Lang, string>;
    templateType: string;
    title: Bi;
    description: Bi;
    structuredData?: string;
    structuredDataContent?: (lang: Lang) => Record<string, unknown> | null;
    breadcrumb?: (lang: Lang) => { label: string; path: string }[];
    modules: (lang: Lang, pageId: number) => { hero: Module[]; main: Module[] };
    date: number;
    isIndexed?: boolean;
    dimensions?: Record<string, string>;
    keywords?: Bi[];
    socialImage?: BiImage;
  }) => {
    const created: Record<Lang, number> = { es: 0, en: 0 };
    let group = 0;
    for (const { lang, locale } of LANGS) {
      const path = spec.paths[lang];
      if (usedPaths.has(path)) throw new Error(`seed: duplicate path ${path}`);
      usedPaths.add(path);
      const id = ids.page();
      if (lang === 'es') group = id;
      created[lang] = id;
      const { hero, main } = spec.modules(lang, id);
      const home = lang === 'es' ? '/' : '/en/';
      const crumbs = spec.breadcrumb?.(lang) ?? (path === home ? [] : [{ label: t('home', lang), path: home }]);
      pages.push({
        id, group, locale, path, templateType: spec.templateType, title: spec.title[lang],
        structuredData: spec.structuredData ?? null,
        modified: iso(spec.date + day),
        published: iso(spec.date),
        json: {
          title: spec.title[lang],
          metaTitle: `${spec.title[lang]} | EDTE`,
          metaDescription: spec.description[lang],
          metaKeywords: (spec.keywords ?? []).map((k) => k[lang]),
          metasAdvanced: '',
          canonicalURL: '',
          isHome: path === home,
          isIndexed: spec.isIndexed ?? true,
          follow: true,
          socialTitle: '', socialDescription: '', socialImage: spec.socialImage?.[lang] ?? null,
          header: navIds[lang].header, footer: navIds[lang].footer,
          headerTheme: 'light', footerTheme: 'dark', theme: 'default',
          breadcrumb: path === home ? [] : [...crumbs, { label: spec.title[lang], path }],
          dimensions: { values: spec.dimensions ?? {} },
          origin: 'EDITOR',
          structuredData: spec.structuredData ?? null,
          structuredDataContent: spec.structuredDataContent?.(lang) ?? null,
          template: {
            templateType: spec.templateType, editorID: ++editorId,
            heroSection: { component: 'Section', name: 'Hero', editorID: ++editorId, modules: hero },
            mainSection: { component: 'Section', name: 'Main', editorID: ++editorId, modules: main },
          },
        },
      });
    }
    return created;
  };

  const addItem = (source: string, lang: Lang, pageId: number | null, pagePath: string | null, content: { title: string } & Record<string, unknown>, published: number, cats: number[] = []) => {
    const { locale, id: languageId } = LANGS.find((l) => l.lang === lang)!;
    const id = ids.item();
    items.push({ id, locale, languageId, source, pageId, pagePath, title: content.title, content, published: iso(published), categories: cats });
    return id;
  };

  const distributor = (component: string, title: string, sources: { structuredData: string; filters?: { id: number }[] }[], quantity: number, extra: Record<string, unknown> = {}) =>
    mod(component, {
      title,
      data: {
        mode: 'auto', order: 'recent-DESC', quantity,
        sources: sources.map((s) => ({ structuredData: s.structuredData, filters: s.filters ?? [], filterOperator: 'OR', globalOperator: 'AND' })),
        fullRelations: false, allLanguages: false, preferenceLanguage: false,
        ...extra,
      },
      queriedItems: [],
    });

  // Pictures that show their subject, with alt texts that say so (content/demo-images.ts); the
  // k-th picture of a subject is its k-th variant, so neighbouring cards never share one.
  const variants = new IllustrationVariants();
  const sectionImages = new Map(sections.map((s, i) => [s.key, illustration(sectionKind(s.key, s.title), 30 + i, 2400, 1350, 'hero')]));
  const sectionHero = (s: SectionPage, lang: Lang, withImage: boolean) =>
    withImage
      ? mod('HeroImage', { title: s.heroTitle[lang], subtitle: s.heroSubtitle[lang], image: sectionImages.get(s.key)![lang], veil: 0.5 })
      : mod('HeroText', { title: s.heroTitle[lang], subtitle: s.heroSubtitle[lang] });

  // --- Programmes -------------------------------------------------------------------------
  const programIds: Record<Lang, number>[] = [];
  /**
   * What a request-information form offers (spec 5: a programme type first, then up to 3 of its
   * programmes): the programmes grouped by how they are taken, so each type has real choices.
   */
  const LEAD_TYPES: { value: string; label: Bi }[] = [
    // Short enough to show whole in the closed selector at 320 px.
    { value: 'fp-campus', label: { es: 'FP presencial', en: 'Vocational, on campus' } },
    { value: 'fp-double', label: { es: 'Doble titulación de FP', en: 'Double qualification' } },
    { value: 'fp-online', label: { es: 'FP online', en: 'Vocational, online' } },
    { value: 'degree', label: { es: 'Grado universitario', en: 'Bachelor’s degree' } },
    { value: 'master', label: { es: 'Máster', en: 'Master’s degree' } },
  ];
  // DAM+DAW is the one programme that leads to two qualifications.
  const leadTypeOf = (p: (typeof programs)[number]) => (p.programType === 'DEGREE' ? 'degree' : p.programType === 'MASTER' ? 'master'
    : p.campus === 'Online' ? 'fp-online' : p.shortName.includes('+') ? 'fp-double' : 'fp-campus');
  const leadChoices = (lang: Lang) => ({
    programTypes: LEAD_TYPES.map((type) => ({ value: type.value, label: type.label[lang] })),
    programOptions: programs.map((p, i) => ({ id: programIds[i]![lang], label: p.title[lang], type: leadTypeOf(p) })),
  });
  /** Programme pages' forms, given their choices once every programme page (and id) exists. */
  const programPageForms: { module: Module; lang: Lang }[] = [];
  const leadForm = (lang: Lang, module: Module) => {
    programPageForms.push({ module, lang });
    return module;
  };
  programs.forEach((p, index) => {
    const date = EPOCH - (40 + index) * day;
    // One picture of what the programme teaches: its hero, its cards and its share image.
    const kind = programKind(p);
    const variant = variants.next(kind);
    const art = (width: number, height: number, frame?: 'hero') => illustration(kind, variant, width, height, frame);
    /**
     * The programme's facts (src/contract/schemas.ts ProgramFactsSchema): its page's
     * structuredDataContent and, the same object, its item's content, which comparisons and the
     * fees table list; publishing the page carries a change to the item (server/editing.ts).
     * The page's facts block is written from it too (modules/program-facts.tsx).
     */
    const programData = (lang: Lang) => ({
      duration: p.duration[lang], hours: p.hours ?? null, ects: p.ects ?? null, modality: p.modality[lang],
      campus: p.campus, startDate: p.startDate, price: p.price, ...(p.reservationFee ? { reservationFee: p.reservationFee } : {}),
      places: p.places, credential: p.credential[lang],
      acronyms: p.acronyms.map((a) => ({ acronym: a.acronym, expansion: a.expansion[lang] })),
      // Machine-readable forms for the programme's JSON-LD: ISO 8601 duration, delivery mode.
      timeToComplete: `P${p.years}Y`, mode: p.campus === 'Online' ? 'online' : 'onsite',
      // What the studies page's finder filters by (modules/program-finder.tsx).
      programType: p.programType, area: PROGRAM_FIELDS[p.field][lang], languages: p.languages ?? ['es'],
    });
    const created = addPair({
      paths: { es: p.pathEs, en: p.pathEn },
      templateType: 'ProgramDetail',
      title: p.title,
      description: p.abstract,
      structuredData: 'PROGRAMS',
      date,
      dimensions: { programType: p.programType, area: p.field },
      socialImage: art(1600, 900),
      breadcrumb: (lang) => [
        { label: t('home', lang), path: lang === 'es' ? '/' : '/en/' },
        { label: sectionByKey.get('future-student')!.title[lang], path: pathOf('future-student', lang) },
        // Its own level's list on the studies page: an MBA is not under vocational training.
        { label: kindOf(p).crumb[lang], path: `${pathOf('future-student', lang)}#${kindOf(p).anchor}` },
      ],
      structuredDataContent: programData,
      modules: (lang, pageId) => ({
        hero: [mod('HeroImage', {
          title: p.title[lang], subtitle: p.abstract[lang],
          image: art(2400, 1350, 'hero')[lang],
          veil: 0.5,
          link: { text: t('requestInfo', lang), href: '#info', newTab: false, noFollow: false },
        })],
        main: [
          // Written from the programme's record, its structuredDataContent (modules/program-facts.tsx).
          mod('ProgramFacts', { title: lang === 'es' ? 'El programa de un vistazo' : 'The programme at a glance' }),
          mod('BasicContent', { title: lang === 'es' ? 'Sobre el programa' : 'About the programme', content: paragraphsHtml(p.intro.map((x) => x[lang])) }),
          mod('StudyPlan', {
            title: lang === 'es' ? 'Plan de estudios' : 'Study plan',
            years: p.studyPlan.map((y) => ({ label: y.label[lang], subjects: y.subjects.map((s) => ({ name: s.name[lang], ...(s.hours ? { hours: s.hours } : {}), ...(s.ects ? { ects: s.ects } : {}) })) })),
          }),
          ...(taughtBy(index).length > 0
            ? [distributor('People', lang === 'es' ? 'Quién te dará clase' : 'Who will teach you', [{ structuredData: 'TEACHERS', filters: [{ id: cat('TEACHERS', `teaches-${index}`, lang) }] }], TEACHERS_ON_PROGRAMME, { order: 'alpha-ASC' })]
            : []),
          // What students of its field have made (spec 2, related lists): the work, not only the plan.
          distributor('ProjectDistributors', lang === 'es' ? 'Proyectos de estudiantes' : 'Student projects', [{ structuredData: 'PROJECTS', filters: [{ id: cat('PROJECTS', `field-${p.field}`, lang) }] }], 3),
          mod('BasicContent', { title: lang === 'es' ? 'Salidas profesionales' : 'Career opportunities', content: `<ul>${p.careers.map((c) => `<li>${escapeText(c[lang])}</li>`).join('')}</ul>` }),
          // Who can apply, on the page itself: a parent should not have to open an FAQ to find it.
          mod('BasicContent', { title: lang === 'es' ? 'Requisitos de acceso' : 'Entry requirements', content: `<ul>${p.requirements.map((r) => `<li>${escapeText(r[lang])}</li>`).join('')}</ul>` }),
          // The school's scholarships this programme can have, and what each brings its price to.
          distributor('Scholarships', lang === 'es' ? 'Becas para este programa' : 'Scholarships for this programme', [{ structuredData: 'SCHOLARSHIPS' }], 12, { order: 'alpha-ASC' }),
          mod('Accordion', {
            title: lang === 'es' ? 'Proceso de admisión' : 'Admission process',
            items: p.admissionSteps.map((s, i) => ({ title: `${i + 1}. ${s.title[lang]}`, content: paragraphsHtml([s.text[lang]]) })),
          }),
          // The programme's own brochure in the page's language (content/brochures.ts).
          mod('Download', {
            title: lang === 'es' ? 'Folleto del programa' : 'Programme brochure',
            files: [{ title: lang === 'es' ? `Folleto: ${p.title.es}` : `Brochure: ${p.title.en}`, url: brochureUrl(p, lang), format: 'PDF', bytes: fileSize(brochureUrl(p, lang)) }],
          }),
          mod('FAQ', { title: lang === 'es' ? 'Preguntas frecuentes' : 'Frequently asked questions', items: p.faq.map((f) => ({ question: f.question[lang], answer: paragraphsHtml([f.answer[lang]]) })) }),
          mod('Testimonials', { title: lang === 'es' ? 'Lo que dicen nuestros estudiantes' : 'What our students say', items: p.testimonials.map((x) => ({ name: x.name, role: x.role[lang], quote: x.quote[lang] })) }),
          distributor('Programs', lang === 'es' ? 'Otros programas' : 'Other programmes', [{ structuredData: 'PROGRAMS', filters: [{ id: cat('PROGRAMS', `field-${p.field}`, lang) }] }], 3, { related: pageId, order: 'alpha-ASC' }),
          // The next open day, as of the day the page is built and then in the browser: a parent
          // who has read this far is one visit from deciding (never a date typed into the page).
          distributor('Events', lang === 'es' ? 'Ven a conocernos' : 'Come and see us', [{ structuredData: 'EVENTS', filters: [{ id: cat('EVENTS', 'open-day', lang) }] }], 1, { order: UPCOMING_ORDER }),
          leadForm(lang, mod('IntroForm', {
            anchorID: 'info', formType: 'landing', programType: leadTypeOf(p), preselectedProgram: pageId,
            title: t('requestInfo', lang),
            intro: lang === 'es' ? 'Déjanos tus datos y te llamamos para resolver tus dudas sobre el programa.' : 'Leave your details and we will call you to answer your questions about the programme.',
          })),
        ],
      }),
    });
    programIds.push(created);
    for (const { lang } of LANGS) {
      addItem('PROGRAMS', lang, created[lang], lang === 'es' ? p.pathEs : p.pathEn, {
        title: p.title[lang], abstract: p.abstract[lang], shortName: p.shortName,
        image: art(1200, 800)[lang],
        ...programData(lang),
      }, date, [cat('PROGRAMS', p.programType, lang), cat('PROGRAMS', `field-${p.field}`, lang)]);
    }
  });

  for (const { module, lang } of programPageForms) Object.assign(module, leadChoices(lang));

  // The school's own scholarships (content/data/scholarships.ts): records of their own, which the
  // fees page, each programme's page and the studies page's finder read (modules/scholarships.tsx).
  scholarships.forEach((x, index) => {
    for (const { lang } of LANGS) {
      addItem('SCHOLARSHIPS', lang, null, null, {
        title: x.name[lang], upTo: x.upTo, criteria: x.criteria[lang], deadline: x.deadline,
        ...(x.levels ? { levels: x.levels } : {}), ...(x.fields ? { areas: x.fields.map((f) => PROGRAM_FIELDS[f][lang]) } : {}),
      }, EPOCH - (30 + index) * day);
    }
  });

  // --- Section and landing pages ------------------------------------------------------------
  const listModule = (s: SectionPage, lang: Lang): Module[] => {
    switch (s.templateType) {
      case 'NewsList':
        return [distributor('Insights', s.title[lang], s.key === 'fp-news'
          ? [{ structuredData: 'NEWS', filters: [{ id: cat('NEWS', 'vocational-training', lang) }] }]
          : [{ structuredData: 'NEWS' }], 12)];
      case 'BlogList': return [distributor('Insights', s.title[lang], [{ structuredData: 'BLOG' }], 12)];
      // Upcoming first, soonest first, then the past ones (src/contract/upcoming.ts).
      case 'EventList': return [distributor('Events', s.title[lang], [{ structuredData: 'EVENTS' }], 12, { order: UPCOMING_THEN_PAST_ORDER })];
      case 'ProjectList': return [distributor('ProjectDistributors', s.title[lang], [{ structuredData: 'PROJECTS' }], 12)];
      case 'PressList': return [distributor('CardCollection', s.title[lang], [{ structuredData: 'PRESS' }], 12)];
      case 'PressAppearancesList': return [distributor('CardCollection', s.title[lang], [{ structuredData: 'PRESS_APPEARANCES' }], 12)];
      case 'PeopleList':
        // /claustro/ is the whole faculty (leadership, coordination, research and teaching);
        // /docentes/ the teaching staff, area by area (spec 2 names both lists).
        // Both are one list per area, each with an id the page's filter by area shows alone.
        if (s.key === 'teachers' || s.key === 'faculty') {
          const category = (area: Area) => (s.key === 'teachers' ? `teaching-${area.key}` : area.key);
          return rosterAreas.map((area) => ({
            ...distributor('People', area.label[lang], [{ structuredData: 'TEACHERS', filters: [{ id: cat('TEACHERS', category(area), lang) }] }], 50, { order: 'alpha-ASC' }),
            anchorID: `${AREA_ANCHOR_PREFIX}${area.key}`,
          }));
        }
        return [distributor('People', s.title[lang], [{ structuredData: 'STAFF' }], 24, { order: 'alpha-ASC' })];
      // One list per kind of programme (spec 1), so a parent finds FP, degrees and the master's apart.
      case 'ProgramList': return PROGRAM_KINDS.map((kind) => ({
        ...distributor('Programs', kind.label[lang], [{ structuredData: 'PROGRAMS', filters: [{ id: cat('PROGRAMS', kind.key, lang) }] }], 12, { order: 'alpha-ASC' }),
        anchorID: kind.anchor,
      }));
      default: return [];
    }
  };
  /** Forms on the pages where visitors expect them (their behaviour is the forms issue). */
  const formsFor = (key: string, lang: Lang): Module[] => {
    const es = lang === 'es';
    switch (key) {
      case 'home':
        return [mod('Newsletter', { title: es ? 'Recibe nuestras novedades' : 'Get our news', intro: es ? 'Un correo al mes con eventos, becas y plazos.' : 'One email a month with events, scholarships and deadlines.' })];
      case 'contact':
        return [mod('BasicForm', { title: es ? 'Escríbenos' : 'Write to us', intro: es ? 'Te respondemos en un día laborable.' : 'We reply within one working day.' })];
      case 'catalogues':
        return [mod('DownloadForm', { title: es ? 'Descarga el catálogo' : 'Download the brochure', fileName: shiftYears(es ? 'catalogo-fp-2027-2028.pdf' : 'vocational-brochure-2027-2028.pdf', calendar.intakeYears) })];
      // The general request-information form: where the header's "Request information" leads.
      case 'admission':
        return [mod('LandingForm', {
          anchorID: 'info', title: t('requestInfo', lang), intro: es ? 'Elige los programas que te interesan y te llamamos para resolver tus dudas y empezar tu admisión.' : 'Choose the programmes you are interested in and we will call you to answer your questions and start your admission.',
          ...leadChoices(lang),
        })];
      case 'landing':
        return [mod('LandingForm', {
          anchorID: 'info', title: t('requestInfo', lang), intro: es ? 'Te llamamos y resolvemos tus dudas sin compromiso.' : 'We will call you and answer your questions, no strings attached.',
          ...leadChoices(lang),
        })];
      case 'landing-product':
        // The web development landing: DAW already chosen.
        return [mod('LandingForm', {
          anchorID: 'info', title: t('requestInfo', lang), intro: es ? 'Te llamamos y resolvemos tus dudas sin compromiso.' : 'We will call you and answer your questions, no strings attached.',
          ...leadChoices(lang), preselectedProgram: programIds[programs.findIndex((p) => p.shortName === 'DAW')]![lang],
        })];
      case 'open-day':
        // The coming open days, as of the day the page is built: never a date typed into the page.
        return [distributor('Events', es ? 'Próximas jornadas' : 'Coming open days', [{ structuredData: 'EVENTS', filters: [{ id: cat('EVENTS', 'open-day', lang) }] }], 3, { order: UPCOMING_ORDER }),
          mod('ModalForm', { buttonText: es ? 'Inscríbete en la jornada' : 'Register for the open day', title: es ? 'Inscripción' : 'Registration', formType: 'basic' })];
      default:
        return [];
    }
  };
  /**
   * Tables made from the programmes' own data (their distributor items): the comparison where
   * visitors choose a programme, the fees where they weigh the cost. Nothing in them is typed
   * into the page, so a price changed on a programme page changes here at the next build.
   */
  const programTablesFor = (key: string, lang: Lang): Module[] => {
    const es = lang === 'es';
    // A table per kind of programme (spec 1): FP counts hours, degrees and the master's ECTS credits.
    const programmes = (component: string, kind: (typeof PROGRAM_KINDS)[number], title: string, extra: Record<string, unknown> = {}) => ({
      ...distributor(component, title, [{ structuredData: 'PROGRAMS', filters: [{ id: cat('PROGRAMS', kind.key, lang) }] }], 12, { order: 'alpha-ASC' }), ...extra,
    });
    const last = PROGRAM_KINDS.length - 1;
    const comparisons = () => PROGRAM_KINDS.map((kind) => programmes('ProgramComparison', kind, `${es ? 'Compara' : 'Compare'}: ${kind.label[lang]}`));
    switch (key) {
      // The studies page: the finder over every programme first; its level lists, which the
      // finder narrows, then the full comparisons (studiesAfterLists), which serve without it.
      case 'future-student':
        return [{
          // The scholarships too: the comparison says which apply to each programme.
          ...distributor('ProgramFinder', es ? 'Encuentra tu programa' : 'Find your programme', [{ structuredData: 'PROGRAMS' }, { structuredData: 'SCHOLARSHIPS' }], 50, { order: 'alpha-ASC' }),
          intro: es ? 'Filtra por área, nivel, modalidad o precio, y elige dos o tres programas para verlos lado a lado.' : 'Filter by area, level, mode of study or price, and choose two or three programmes to see them side by side.',
        }];
      case 'future-student:after-lists':
      case 'parents':
        return comparisons();
      case 'fees':
        return [
          ...PROGRAM_KINDS.map((kind, i) => programmes('FeesTable', kind, `${es ? 'Precios por curso' : 'Annual fees'}: ${kind.label[lang]}`, i < last ? {} : {
            note: es
              ? 'La reserva de plaza se paga al formalizar la matrícula y se descuenta del precio del primer curso. El precio total es el del programa completo, sin becas ni descuentos.'
              : 'The reservation fee is paid on enrolment and deducted from the first year’s price. The total is for the whole programme, before scholarships and discounts.',
          })),
          // Every scholarship, with whom it is for (each programme's page shows its own).
          {
            ...distributor('Scholarships', es ? 'Becas propias' : 'Our scholarships', [{ structuredData: 'SCHOLARSHIPS' }], 12, { order: 'alpha-ASC' }),
            anchorID: 'becas',
            ctaText: es ? '¿Quieres saber cuánto pagarías tú? Te llamamos y lo calculamos contigo, con las becas que te correspondan.' : 'Want to know what you would pay? We will call you and work it out with you, with the scholarships you qualify for.',
            // The general request-information form, where the header's button leads.
            cta: { text: t('requestInfo', lang), href: `${pathOf('admission', lang)}#info`, newTab: false, noFollow: false },
          },
        ];
      default:
        return [];
    }
  };
  sections.forEach((s, index) => {
    const isHome = s.key === 'home';
    const isError = s.key === 'not-found' || s.key === 'server-error';
    addPair({
      paths: { es: fill(s.pathEs), en: fill(s.pathEn) },
      templateType: s.templateType,
      title: { es: fill(s.title.es), en: fill(s.title.en) },
      description: s.metaDescription,
      date: EPOCH - (60 + index) * day,
      // The search page is indexable: only its results state is noindex, in the browser.
      // The campaign landings (/l/ and the product landing) are where advertising sends people,
      // with the request form and little else: like any school's, they stay out of search
      // results and the sitemap (the programme pages are what a search should find), and no
      // menu links them, so one enquiry form is all a visitor who lands there is offered.
      isIndexed: !isError && s.key !== 'new-page' && !CAMPAIGN_LANDINGS.has(s.key),
      // Every section page has a share image for social cards, the same artwork as its hero.
      socialImage: sectionImages.get(s.key),
      modules: (lang) => {
        const show = shiftDeep(showcaseFor(s.key, lang, { mod, image, illustration: (kind, variant, width, height, frame) => illustration(kind, variant, width, height, frame)[lang], pathOf, fileSize: (url) => fileSize(shiftYears(url, calendar.intakeYears)) }), calendar.intakeYears);
        const main: Module[] = [...(show.before ?? [])];
        if (isHome) {
          main.push(distributor('Programs', lang === 'es' ? 'Nuestros programas' : 'Our programmes', [{ structuredData: 'PROGRAMS' }], 6, { order: 'alpha-ASC' }));
        }
        if (s.body.length > 0) {
          main.push(mod('BasicContent', { title: s.heroTitle[lang] === s.title[lang] ? '' : s.title[lang], content: paragraphsHtml(s.body.map((b) => fill(b[lang])), { labelled: s.labelled }) }));
        }
        main.push(...programTablesFor(s.key, lang));
        if (s.highlights?.length) {
          main.push(mod('HighlightedContent', { title: lang === 'es' ? 'Lo más importante' : 'Key points', facts: s.highlights.map((h) => ({ label: '', value: h[lang] })) }));
        }
        if (s.faq?.length) {
          main.push(mod('FAQ', { title: lang === 'es' ? 'Preguntas frecuentes' : 'Frequently asked questions', items: s.faq.map((f) => ({ question: f.question[lang], answer: paragraphsHtml([f.answer[lang]]) })) }));
        }
        main.push(...listModule(s, lang));
        main.push(...programTablesFor(`${s.key}:after-lists`, lang));
        if (isHome) {
          main.push(distributor('Insights', lang === 'es' ? 'Actualidad' : 'Latest news', [{ structuredData: 'NEWS' }, { structuredData: 'BLOG' }], 6));
          // The next three events as of the day the page is built (the build sends its day).
          main.push(distributor('Events', lang === 'es' ? 'Próximos eventos' : 'Upcoming events', [{ structuredData: 'EVENTS' }], 3, { order: UPCOMING_ORDER }));
          main.push(mod('Quote', { text: lang === 'es' ? 'Aprender haciendo, con proyectos reales desde el primer día.' : 'Learning by doing, with real projects from day one.', author: 'EDTE' }));
        }
        main.push(...(show.after ?? []));
        main.push(...formsFor(s.key, lang));
        if (isError) {
          main.push(mod('CardCollection', {
            title: lang === 'es' ? 'Quizá buscabas' : 'You might be looking for',
            items: (['home', 'future-student', 'search'] as const).map((k) => ({ title: sectionByKey.get(k)!.title[lang], link: { href: pathOf(k, lang) } })),
          }));
        }
        const defaultHero = sectionHero(s, lang, isHome || s.templateType.startsWith('Landing'));
        const hero = show.hero ?? [];
        // A showcase hero replaces the default one; a LandingHeader alone sits above it.
        return { hero: hero.length > 0 && hero.every((m) => m.component === 'LandingHeader') ? [...hero, defaultHero] : hero.length > 0 ? hero : [defaultHero], main };
      },
    });
  });

  // --- Articles (blog and news) -------------------------------------------------------------
  // Six forms in turn, each with its own title patterns and paragraphs about one field
  // (content/article-plan.ts); newest first, so the home page's latest six mix the forms.
  const topicByKey = new Map(topics.map((x) => [x.key, x]));
  const slugUse = new Set<string>();
  const articleDate = (n: number) => EPOCH - Math.floor(n * 1.7) * day - (n % 7) * 3_600_000;
  planArticles(ARTICLES_PER_LANGUAGE * scale, articleDate, undefined, { numberWhenExhausted: scale > 1 }).forEach((article, n) => {
    const topic = topicByKey.get(article.topic);
    if (!topic) throw new Error(`seed: article topic "${article.topic}" is not in content/data/topics.ts`);
    const slug = (text: string, prefix: string) => {
      let value = slugify(text).slice(0, 90).replace(/-+$/, '');
      while (slugUse.has(`${prefix}${value}`) || usedPaths.has(`${prefix}/${value}/`)) value += `-${n}`;
      slugUse.add(`${prefix}${value}`);
      return value;
    };
    const slugEs = slug(article.title.es, '');
    const slugEn = slug(article.title.en, '/en');
    const { title, standfirst: abstract, paragraphs } = article;
    const date = articleDate(n);
    const template = topic.kind === 'NEWS' ? 'NewsDetail' : 'BlogDetail';
    const listKey = topic.kind === 'NEWS' ? 'news' : 'blog';
    const img = variants.image(articleKind(topic, article.title), 1600, 900);
    const created = addPair({
      paths: { es: `/${slugEs}/`, en: `/en/${slugEn}/` },
      templateType: template,
      title,
      description: abstract,
      structuredData: topic.kind,
      date,
      dimensions: { topic: topic.key, form: article.form },
      socialImage: img,
      breadcrumb: (lang) => [
        { label: t('home', lang), path: lang === 'es' ? '/' : '/en/' },
        { label: sectionByKey.get(listKey)!.title[lang], path: pathOf(listKey, lang) },
      ],
      structuredDataContent: (lang) => ({ topic: topic.label[lang], datePublished: iso(date), author: 'EDTE' }),
      modules: (lang, pageId) => ({
        hero: [mod('HeroText', { title: title[lang], subtitle: abstract[lang], kicker: `${FORM_LABELS[article.form][lang]} · ${topic.label[lang]}`, date: iso(date) })],
        main: [
          mod('RichText', { content: paragraphsHtml(paragraphs.map((p) => p[lang])) }),
          mod('SocialShare', { title: lang === 'es' ? 'Compartir' : 'Share' }),
          distributor('Insights', lang === 'es' ? 'Te puede interesar' : 'You may also like', [{ structuredData: topic.kind, filters: [{ id: cat(topic.kind, topic.key, lang) }] }], 3, { related: pageId }),
        ],
      }),
    });
    for (const { lang } of LANGS) {
      addItem(topic.kind, lang, created[lang], lang === 'es' ? `/${slugEs}/` : `/en/${slugEn}/`,
        { title: title[lang], abstract: abstract[lang], topic: topic.label[lang], image: img[lang] }, date, [cat(topic.kind, topic.key, lang)]);
    }
  });

  // --- Faculty -----------------------------------------------------------------------------
  // One area each, a role and degree of that area in the person's gender, a bio from that
  // area's sentences and the subjects they teach, linked to their programmes (spec 2).
  roster.forEach((person, n) => {
    const { name, gender, area } = person;
    const slug = slugify(name);
    const role = (lang: Lang) => say(person.role, lang, gender);
    const degree = (lang: Lang) => say(person.degree, lang, gender);
    const date = EPOCH - (100 + n) * day;
    const face = portrait(name, gender);
    // A coordinator who teaches only on the programme they coordinate: the role names it, so the
    // subjects follow without naming it again.
    const ownProgrammeOnly = person.kind === 'coordinator' && person.teaching.length === 1;
    // "Bases de Datos y Lenguajes de Marcas en DAM online, y Bases de Datos en GIS": each programme's subjects.
    const teachingText = (lang: Lang) => {
      const locale = lang === 'es' ? 'es_ES' : 'en_GB';
      return formatList(person.teaching.map((x) => {
        const subjects = formatList(x.subjects.map((s) => s[lang]), locale);
        if (ownProgrammeOnly) return subjects;
        return `${subjects} ${lang === 'es' ? `en ${programs[x.program]!.shortName}` : `on ${inEnglishProse(programs[x.program]!)}`}`;
      }), locale);
    };
    const teachingHtml = (lang: Lang) => `<p><strong>${lang === 'es' ? 'Titulación' : 'Degree'}:</strong> ${escapeText(degree(lang))}</p><ul>${person.teaching.map((x) => {
      const p = programs[x.program]!;
      return `<li><a href="${lang === 'es' ? p.pathEs : p.pathEn}">${escapeText(p.title[lang])}</a><ul>${x.subjects.map((s) => `<li>${escapeText(s[lang])}</li>`).join('')}</ul></li>`;
    }).join('')}</ul>`;
    const area$ = (lang: Lang) => area.label[lang];
    // Who the bio is about, by name, and what they teach where (the "Docencia" list, in a sentence).
    // One coordinator per programme: "the", not "a"; the teaching follows as where they teach.
    const bioOpening = (lang: Lang) => {
      const teaches = person.teaching.length ? teachingText(lang) : '';
      if (lang === 'es') return `${name} es ${lowerFirst(role(lang))} en EDTE${teaches && `${ownProgrammeOnly ? ', donde' : ' e'} imparte ${teaches}`}.`;
      const who = gender === 'f' ? 'she' : 'he';
      return `${name} is ${ownProgrammeOnly ? `the ${role(lang)}` : withArticle(role(lang))} at EDTE${teaches && `${ownProgrammeOnly ? `, where ${who}` : ' and'} teaches ${teaches}`}.`;
    };
    const categoriesOf = (lang: Lang) => [
      cat('TEACHERS', area.key, lang),
      ...(person.teachingStaff ? [cat('TEACHERS', `teaching-${area.key}`, lang)] : []),
      ...person.teaching.map((x) => cat('TEACHERS', `teaches-${x.program}`, lang)),
    ];
    const created = addPair({
      paths: { es: `/claustro/${slug}/`, en: `/en/claustro/${slug}/` },
      templateType: 'ProfessorDetail',
      title: { es: name, en: name },
      description: {
        es: `${name}, ${lowerFirst(role('es'))} en EDTE (${area$('es')}).${person.teaching.length ? ` Imparte ${teachingText('es')}.` : ''}`,
        en: `${name}, ${role('en')} at EDTE (${area$('en')}).${person.teaching.length ? ` Teaches ${teachingText('en')}.` : ''}`,
      },
      structuredData: 'TEACHERS',
      date,
      socialImage: face,
      breadcrumb: (lang) => [
        { label: t('home', lang), path: lang === 'es' ? '/' : '/en/' },
        { label: sectionByKey.get('faculty')!.title[lang], path: pathOf('faculty', lang) },
      ],
      structuredDataContent: (lang) => ({ name, jobTitle: role(lang), area: area$(lang), degree: degree(lang) }),
      modules: (lang) => ({
        hero: [mod('HeroText', { title: name, subtitle: `${role(lang)} · ${area$(lang)}` })],
        main: [
          mod('BasicContent', { title: lang === 'es' ? 'Biografía' : 'Biography', content: paragraphsHtml([bioParagraph(bioOpening(lang), person.bio, gender, lang)]), image: face[lang] }),
          mod('BasicContent', { title: lang === 'es' ? 'Docencia' : 'Teaching', content: teachingHtml(lang) }),
          distributor('People', lang === 'es' ? 'Más profesorado del área' : 'More faculty in this area', [{ structuredData: 'TEACHERS', filters: [{ id: cat('TEACHERS', area.key, lang) }] }], 4, { order: 'alpha-ASC' }),
        ],
      }),
    });
    for (const { lang } of LANGS) {
      addItem('TEACHERS', lang, created[lang], lang === 'es' ? `/claustro/${slug}/` : `/en/claustro/${slug}/`,
        { title: name, role: role(lang), area: area$(lang), image: face[lang] }, date, categoriesOf(lang));
    }
  });
  // People without profile pages (management and services), listed on the people page.
  const staffNames = new Set(roster.map((p) => p.name));
  const staffRandom = createRandom(4711);
  staffRoles.forEach((role, n) => {
    const gender = staffRandom.next() < 0.5 ? 'f' : 'm';
    let name = '';
    do name = `${staffRandom.pick(facultyFirstNames[gender])} ${staffRandom.pick(facultySurnames)} ${staffRandom.pick(facultySurnames)}`; while (staffNames.has(name));
    staffNames.add(name);
    for (const { lang } of LANGS) {
      addItem('STAFF', lang, null, null, { title: name, role: say(role, lang, gender), image: portrait(name, gender)[lang] }, EPOCH - n * day);
    }
  });

  // --- Events, projects, press -------------------------------------------------------------
  /** An event's open-day category; a project's fields (content/data/dated.ts projectFields). */
  const categoriesOf = (source: string, entry: DatedItem, lang: Lang): number[] => {
    if (source === 'EVENTS') return isOpenDay(entry) ? [cat('EVENTS', 'open-day', lang)] : [];
    if (source !== 'PROJECTS') return [];
    const fields = projectFields[entry.title.es];
    if (!fields?.length) throw new Error(`seed: the project "${entry.title.es}" has no field in content/data/dated.ts projectFields`);
    return fields.map((f) => cat('PROJECTS', `field-${f}`, lang));
  };
  const dated = (list: DatedItem[], source: string, template: string, base: Record<Lang, string>, listKey: string) => {
    list.forEach((entry, n) => {
      const date = Date.parse(entry.date);
      const paths = { es: `${base.es}${entry.slug.es}/`, en: `${base.en}${entry.slug.en}/` };
      const kind = datedKind(source, entry);
      const variant = variants.next(kind);
      const img = illustration(kind, variant, 1600, 900);
      // An upcoming event's page was published before it happens, never after the seed's "now"
      // (the sitemap's lastmod and the feeds read these dates).
      const created = addPair({
        paths, templateType: template, title: entry.title, description: entry.abstract, structuredData: source, date: Math.min(date, EPOCH - (n + 2) * day),
        socialImage: img,
        breadcrumb: (lang) => [
          { label: t('home', lang), path: lang === 'es' ? '/' : '/en/' },
          { label: sectionByKey.get(listKey)!.title[lang], path: pathOf(listKey, lang) },
        ],
        structuredDataContent: (lang) => ({
          date: entry.date, ...(entry.location ? { location: entry.location[lang] } : {}), ...(entry.outlet ? { outlet: entry.outlet } : {}),
          ...(source === 'EVENTS' ? eventContent(entry, EPOCH) : {}),
        }),
        modules: (lang, pageId) => ({
          hero: [source === 'EVENTS' || source === 'PROJECTS'
            ? mod('HeroImage', { title: entry.title[lang], subtitle: entry.abstract[lang], image: illustration(kind, variant, 2400, 1350, 'hero')[lang], veil: 0.5 })
            : mod('HeroText', { title: entry.title[lang], subtitle: entry.abstract[lang], date: entry.date })],
          main: [
            // An event's day, times, place and registration are its record's (templates/event-facts.tsx,
            // the registration form): never typed into its text, where a date changed in "Datos
            // del evento" would be left behind (one source of truth).
            mod('RichText', { content: paragraphsHtml(entry.body.map((b) => b[lang])) }),
            // Events take registrations until they start; past ones show the closed message, and
            // so does one closed at the seed's present (full, or already held: spec 4). Both are
            // the record's (its start, its registration): the form repeats neither, so a date or a
            // reopening changed in "Datos del evento" is what the form and the API follow.
            ...(source === 'EVENTS' ? [mod('BasicForm', {
              formType: 'event',
              title: lang === 'es' ? 'Inscríbete' : 'Register',
              intro: lang === 'es' ? 'Reserva tu plaza: te enviaremos la confirmación por correo.' : 'Book your place: we will email you a confirmation.',
            })] : []),
            distributor(source === 'EVENTS' ? 'Events' : 'CardCollection', lang === 'es' ? 'Más contenidos' : 'More', [{ structuredData: source }], 3, { related: pageId, ...(source === 'EVENTS' ? { order: UPCOMING_ORDER } : {}) }),
          ],
        }),
      });
      for (const { lang } of LANGS) {
        addItem(source, lang, created[lang], paths[lang], {
          title: entry.title[lang], abstract: entry.abstract[lang], date: entry.date,
          ...(entry.location ? { location: entry.location[lang] } : {}), ...(entry.outlet ? { outlet: entry.outlet } : {}), image: img[lang],
          // An event's end, as its page's record gives it (and a publish carries): when search calls it over.
          ...(source === 'EVENTS' ? { endDate: (eventContent(entry, EPOCH) as { endDate?: string }).endDate } : {}),
        }, date, categoriesOf(source, entry, lang));
      }
    });
  };
  dated(events, 'EVENTS', 'EventDetail', { es: '/eventos/', en: '/en/events/' }, 'events');
  dated(projects, 'PROJECTS', 'ProjectDetail', { es: '/proyectos/', en: '/en/projects/' }, 'projects');
  dated(press, 'PRESS', 'PressDetail', { es: '/prensa/', en: '/en/press/' }, 'press');
  dated(pressAppearances, 'PRESS_APPEARANCES', 'PressAppearancesDetail', { es: '/apariciones-en-prensa/', en: '/en/press-appearances/' }, 'press-appearances');

  await writeSeed(store, { pages, items, categories, navigations, downloads });
  // The site search is maintained, never rebuilt on a query (spec 7 search): the seed indexes
  // every page once, from scratch, so two seeds leave the same index (SQLite's FTS5 tables or
  // PostgreSQL's search_pages).
  await (store.dialect === 'sqlite' ? new SearchIndex(store) : new PostgresSearchIndex(store)).reindex();
  const byLocale: Record<string, number> = {};
  for (const p of pages) byLocale[p.locale] = (byLocale[p.locale] ?? 0) + 1;
  return { pages: pages.length, items: items.length, byLocale };
}

/**
 * An event's structuredDataContent (templates/event-data.ts): its start and end in the school's
 * time zone with that day's offset, its venue and address, online or not.
 */
function eventContent(entry: DatedItem, present: number) {
  if (!entry.startTime || !entry.endTime) throw new Error(`seed: event "${entry.title.en}" has no start and end times`);
  const startDate = zonedDateTime(entry.date, entry.startTime, SCHOOL_TIME_ZONE);
  return {
    startDate,
    endDate: zonedDateTime(entry.endDate ?? entry.date, entry.endTime, SCHOOL_TIME_ZONE),
    timeZone: SCHOOL_TIME_ZONE,
    attendanceMode: entry.online ? 'online' : 'offline',
    ...(entry.platform ? { platform: entry.platform } : {}),
    // As of the seed's present, never the clock (the seed is the same bytes every run): an event
    // that has started, or whose places are all taken, takes no more registrations.
    registration: registrationOf(entry, present),
    ...(entry.address ?? {}),
    // Places counted by the API (server/event-places.ts): an open day's two turns, a workshop's seats.
    ...(entry.capacity ? { capacity: entry.capacity } : {}),
    ...(entry.sessions ? {
      sessions: entry.sessions.map((s) => ({
        startDate: zonedDateTime(entry.date, s.start, SCHOOL_TIME_ZONE), endDate: zonedDateTime(entry.date, s.end, SCHOOL_TIME_ZONE), capacity: s.capacity,
      })),
    } : {}),
  };
}

/** Open or closed as of the seed's present: closed once the event has started, or when it is full. */
function registrationOf(entry: DatedItem, present: number): 'open' | 'closed' {
  if (!entry.startTime) throw new Error(`seed: event "${entry.title.en}" has no start time`);
  return entry.full || Date.parse(zonedDateTime(entry.date, entry.startTime, SCHOOL_TIME_ZONE)) <= present ? 'closed' : 'open';
}



async function writeSeed(store: ContentStore, seed: {
  pages: PageDraft[];
  items: { id: number; locale: string; languageId: number; source: string; pageId: number | null; pagePath: string | null; title: string; content: unknown; published: string; categories: number[] }[];
  categories: { id: number; locale: string; source: string; label: string }[];
  navigations: { id: number; locale: string; component: string; json: string }[];
  downloads: Map<string, Buffer>;
}) {
  const site = {
    name: schoolFacts.name.es,
    shortName: 'edte',
    domainUrl: DOMAIN,
    languages: LANGS.map((l) => ({ id: l.id, locale: l.locale, label: l.lang.toUpperCase(), prefix: l.prefix, ...(l.id === 1 ? { isDefault: true } : {}) })),
    theme: 'default',
    // Self-hosted demo analytics: runs off the main thread (Partytown) once cookies are accepted.
    integrations: [{ id: 1, name: 'EDTE Analytics', type: 'analytics', src: '/analytics/edte-analytics.js', offMainThread: true, consent: 'analytics' }],
  };
  await writeRows(store.sql, site, seed);
}

/** Rows per INSERT: a bulk load of thousands of rows is a few dozen statements (and round trips). */
const BATCH = 200;

/** Inserts `rows` into `table` in multi-row statements (the same rows, in the same order, on both databases). */
async function insertRows(tx: Sql, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await tx.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => tuple).join(', ')}`, batch.flat());
  }
}

/**
 * Every table's new rows, in one transaction (a failed seed leaves the previous content as it
 * was). It awaits only its own statements: nothing else can run inside it (server/sql/sqlite-sql.ts).
 * A bulk load (Sql.bulkLoad): on SQLite each page of the new content is written once, not twice
 * through the write-ahead log; as atomic and durable as any transaction, on either database.
 */
async function writeRows(sql: Sql, site: Record<string, unknown>, seed: Parameters<typeof writeSeed>[1]) {
  const postgres = sql.dialect === 'postgres';
  await sql.bulkLoad(async (tx) => {
    // A page's history and schedules belong to the content they replace: a re-seed must not
    // list old versions, or publish an old schedule, over the new pages (same ids).
    for (const table of ['item_categories', 'categories', 'items', 'sources', 'source_versions', 'pages', 'navigations', 'redirects', 'downloads', 'sites', 'page_versions', 'page_schedules']) {
      await tx.run(`DELETE FROM ${table}`);
    }
    // A bulk load: the rows go in without the secondary indexes and the items' version triggers,
    // which are then made once from the sorted rows (a fraction of the writes and CPU of keeping
    // six indexes and a version row up to date per insert at 50,000 pages). Same transaction:
    // a failed seed leaves the schema and the previous content as they were. (SQLite; PostgreSQL
    // keeps its indexes and trigger, and the versions the trigger counted are reset below.)
    const deferred = postgres ? [] : await tx.all<{ name: string; sql: string; type: string }>(
      "SELECT name, sql, type FROM sqlite_master WHERE tbl_name IN ('pages', 'items', 'item_categories', 'categories') AND sql IS NOT NULL AND (type = 'index' OR (type = 'trigger' AND tbl_name = 'items')) ORDER BY name");
    for (const { name, type } of deferred) await tx.run(`DROP ${type === 'index' ? 'INDEX' : 'TRIGGER'} ${name}`);
    await tx.run('INSERT INTO sites (id, slug, json) VALUES (?, ?, ?)', [SITE_ID, 'main', JSON.stringify(site)]);
    await insertRows(tx, 'navigations', ['id', 'site_id', 'locale', 'component', 'json', 'hash'],
      seed.navigations.map((n) => [n.id, SITE_ID, n.locale, n.component, n.json, sha(n.json)]));
    await insertRows(tx, 'pages', ['id', 'site_id', 'locale', 'path', 'translation_group', 'template_type', 'structured_data', 'title',
      'header_id', 'footer_id', 'published_json', 'draft_json', 'content_hash', 'deps', 'status', 'modified', 'published'],
    seed.pages.map((p) => {
      const json = JSON.stringify(p.json);
      return [p.id, SITE_ID, p.locale, p.path, p.group, p.templateType, p.structuredData, p.title, p.json.header as number, p.json.footer as number,
        json, null, sha(json), sourcesRead(p.json).join(','), 'published', p.modified, p.published];
    }));
    // The site's images in its media library (server/site-images.ts): a re-seed replaces the
    // ones it added, never an editor's upload.
    await tx.run("DELETE FROM media WHERE site_id = ? AND file LIKE '/%'", [SITE_ID]);
    const latest = seed.pages.reduce((at, p) => (p.published > at ? p.published : at), '');
    await registerSiteImages(tx, SITE_ID, imagesOfPages(seed.pages.map((p) => ({ locale: p.locale, json: p.json }))), latest);
    await insertRows(tx, 'sources', ['site_id', 'locale', 'source', 'label'],
      Object.entries(SOURCE_LABELS).flatMap(([key, label]) => LANGS.map(({ lang, locale }) => [SITE_ID, locale, key, label[lang]])));
    await insertRows(tx, 'categories', ['id', 'site_id', 'locale', 'source', 'label'], seed.categories.map((c) => [c.id, SITE_ID, c.locale, c.source, c.label]));
    await insertRows(tx, 'items', ['id', 'site_id', 'language_id', 'locale', 'structured_data', 'page_id', 'page_path', 'title', 'title_sort', 'content', 'status', 'published', 'modified'],
      seed.items.map((i) => [i.id, SITE_ID, i.languageId, i.locale, i.source, i.pageId, i.pagePath, i.title, foldForSort(i.title), JSON.stringify(i.content), 'published', i.published, i.published]));
    await insertRows(tx, 'item_categories', ['category_id', 'item_id'], seed.items.flatMap((i) => i.categories.map((c) => [c, i.id])));
    await insertRows(tx, 'downloads', ['site_id', 'path', 'content'],
      [...seed.downloads].sort(([a], [b]) => a.localeCompare(b)).map(([path, bytes]) => [SITE_ID, path, bytes]));
    if (postgres) await tx.run('DELETE FROM source_versions');
    await insertRows(tx, 'source_versions', ['site_id', 'locale', 'source', 'version'], seedSourceVersions(seed.items).map((v) => [SITE_ID, v.locale, v.source, v.version]));
    for (const { sql: statement } of deferred) await tx.exec(statement);
    // Explicit ids went into identity columns: the next id PostgreSQL gives (a page an editor
    // creates) comes after them.
    if (postgres) {
      for (const table of ['sites', 'navigations', 'pages', 'categories', 'items']) {
        await tx.get(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM ${table})) AS id`);
      }
    }
  });
}

/**
 * Each source's version as the seed leaves it: a number of its items' content (what a list
 * shows), not 1. A page's hash carries the versions of the sources its lists read, and the build
 * keeps a page whose hash has not changed (spec 9, incremental build): had every seed started at
 * 1, a seed of other content over the same database would leave each list page of the last build
 * showing the old cards. The same content gives the same numbers, so a seed stays the same bytes.
 * Under 2^28: an INTEGER on PostgreSQL, with room for the triggers' increments.
 */
export function seedSourceVersions(items: readonly { id: number; locale: string; source: string; title: string; pageId: number | null; published: string; content: unknown; categories: readonly number[] }[]): { locale: string; source: string; version: number }[] {
  const hashes = new Map<string, ReturnType<typeof createHash>>();
  for (const item of [...items].sort((a, b) => a.id - b.id)) {
    const key = `${item.locale}\u0000${item.source}`;
    let hash = hashes.get(key);
    if (!hash) hashes.set(key, hash = createHash('sha256'));
    hash.update(JSON.stringify([item.id, item.title, item.pageId, item.published, item.content, item.categories]));
  }
  return [...hashes].map(([key, hash]) => {
    const [locale, source] = key.split('\u0000') as [string, string];
    return { locale, source, version: Number.parseInt(hash.digest('hex').slice(0, 7), 16) + 1 };
  }).sort((a, b) => a.locale.localeCompare(b.locale) || a.source.localeCompare(b.source));
}
