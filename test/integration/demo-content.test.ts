import { existsSync, readFileSync } from 'node:fs';
import { UPCOMING_ORDER } from '../../src/contract/upcoming.js';
import { join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoCalendar } from '../../content/calendar.js';

/** The seed's present, of the day the tests seed on (vitest.config.ts). */
const EPOCH = demoCalendar(process.env.SITEGEN_SEED_DAY).present;
import { areas, firstNames, OPENS_WITHOUT_VERB, roleOf, TEACHING_ROLES, type Area, type Gender, type RoleKind } from '../../content/data/people.js';
import { FORMS, PROJECT_KINDS, titlePatterns, type Fill, type Form } from '../../content/data/articles.js';
import { MAX_OPENING_USES, openingOf } from '../../content/article-plan.js';
import { countInWords, curlyQuotes } from '../../content/text.js';
import { programs } from '../../content/data/programs.js';
import { school, schoolAddressLine } from '../../content/data/school.js';
import { topScholarshipPercent } from '../../content/data/scholarships.js';
import type { FormType } from '../../modules/form-schema.js';
import { monthsFor } from '../../server/retention.js';
import type { Sql } from '../../server/sql/sql.js';
import { englishRoutes, spanishRoutes } from '../helpers/spec-routes.js';
import { readPdf } from '../helpers/pdf-text.js';
import { htmlFileFor } from '../../src/contract/paths.js';
import { ContentStore } from '../../server/content-store.js';
import { freshSeed } from '../helpers/seeded.js';
import { unescapeHtml } from '../helpers/html-text.js';
import { slow } from '../helpers/slow.js';

/**
 * The demo content read as a parent or a prospective student would (spec 2: ~90 faculty
 * profiles and several hundred articles per language, each page saying the same in both
 * languages): people whose titles, areas, bios and subjects agree; articles in varied forms
 * without recycled paragraphs; a description of its own for every indexable page.
 */
interface PageRow { id: number; path: string; locale: string; template_type: string; translation_group: number; published: string; json: Record<string, any> }
interface ItemRow { id: number; page_id: number | null; locale: string; structured_data: string; title: string; content: Record<string, any> }

// A fresh seed on this run's backend (SITEGEN_TEST_BACKEND): the seed writes the same content
// through either database (DESIGN "production shape").
let db: Sql;
let pages: PageRow[];
let items: ItemRow[];
let footerRows: { locale: string; json: string }[];
let siteJson: string;
const lang = (locale: string) => (locale === 'es_ES' ? 'es' : 'en') as 'es' | 'en';
const opened: Sql[] = [];

beforeAll(async () => {
  db = (await freshSeed('demo-content')).sql;
  opened.push(db);
  pages = (await db.all<PageRow & { published_json: string }>('SELECT id, path, locale, template_type, translation_group, published, published_json FROM pages ORDER BY id'))
    .map((p) => ({ ...p, json: JSON.parse(p.published_json) }));
  items = (await db.all<ItemRow & { content: string }>('SELECT id, page_id, locale, structured_data, title, content FROM items ORDER BY id'))
    .map((i) => ({ ...i, content: JSON.parse(i.content as unknown as string) }));
  footerRows = await db.all("SELECT locale, json FROM navigations WHERE component = 'Footer' ORDER BY id");
  siteJson = (await db.get<{ json: string }>('SELECT json FROM sites'))!.json;
}, slow(240_000));
afterAll(async () => { for (const sql of opened) await sql.close(); });

const modulesOf = (p: PageRow): Record<string, any>[] => p.json.template.mainSection.modules;
const paragraphsOf = (html: string) => [...html.matchAll(/<p>(.*?)<\/p>/gs)].map((m) => m[1]!);
const faculty = () => pages.filter((p) => p.template_type === 'ProfessorDetail');
const articles = () => pages.filter((p) => p.template_type === 'NewsDetail' || p.template_type === 'BlogDetail');

const genderOf = (name: string): Gender | undefined => {
  const first = name.split(' ')[0]!;
  return firstNames.f.includes(first) ? 'f' : firstNames.m.includes(first) ? 'm' : undefined;
};
const areaByLabel = (label: string, l: 'es' | 'en'): Area | undefined => areas.find((a) => a.label[l] === label);

/** Spanish words that carry a gender in a job title or degree. */
const FEMININE = ['Profesora', 'Coordinadora', 'Directora', 'Investigadora', 'Tutora', 'Doctora', 'Ingeniera', 'Licenciada', 'Graduada', 'Técnica', 'Arquitecta'];
const MASCULINE = ['Profesor', 'Coordinador', 'Director', 'Investigador', 'Tutor', 'Doctor', 'Ingeniero', 'Licenciado', 'Graduado', 'Técnico', 'Arquitecto'];

describe('faculty (spec 2: profiles under /claustro/)', () => {
  it('gives every Spanish title and degree the gender of the person’s first name', () => {
    const wrong: string[] = [];
    const es = faculty().filter((p) => p.locale === 'es_ES');
    expect(es.length).toBeGreaterThanOrEqual(80);
    for (const p of es) {
      const name = p.json.title as string;
      const gender = genderOf(name);
      if (!gender) { wrong.push(`${name}: first name not in either name pool`); continue; }
      const data = p.json.structuredDataContent ?? {};
      const words = `${data.jobTitle ?? ''} ${data.degree ?? ''}`.split(/\s+/);
      const clash = words.filter((w) => (gender === 'f' ? MASCULINE : FEMININE).includes(w));
      const own = words.filter((w) => (gender === 'f' ? FEMININE : MASCULINE).includes(w));
      if (clash.length > 0 || own.length === 0) wrong.push(`${name} – ${data.jobTitle} / ${data.degree}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every person one area, a role of that area, a degree of that area, and the same area on their card and category', async () => {
    const wrong: string[] = [];
    for (const p of faculty()) {
      const l = lang(p.locale);
      const name = p.json.title as string;
      const gender = genderOf(name) ?? 'f';
      const data = p.json.structuredDataContent ?? {};
      const area = areaByLabel(data.area, l);
      if (!area) { wrong.push(`${p.path}: unknown area "${data.area}"`); continue; }
      const kinds: RoleKind[] = ['head', 'coordinator', 'researcher', 'lecturer', 'tutor'];
      const roles = kinds.flatMap((k) => (k === 'coordinator' ? programs.map((programme) => roleOf(k, area, programme)) : [roleOf(k, area)]));
      const says = (g: { m: string; f: string; en: string }) => (l === 'en' ? g.en : g[gender]);
      if (!roles.some((r) => says(r) === data.jobTitle)) wrong.push(`${p.path}: role "${data.jobTitle}" is not a role of ${area.label[l]}`);
      if (!area.degrees.some((d) => says(d) === data.degree)) wrong.push(`${p.path}: degree "${data.degree}" is not a degree of ${area.label[l]}`);
      const item = items.find((i) => i.page_id === p.id);
      if (!item || item.content.area !== data.area || item.content.role !== data.jobTitle) {
        wrong.push(`${p.path}: card says "${item?.content.area} · ${item?.content.role}", profile says "${data.area} · ${data.jobTitle}"`);
        continue;
      }
      const labels = (await db.all<{ label: string }>('SELECT c.label FROM item_categories ic JOIN categories c ON c.id = ic.category_id WHERE ic.item_id = ?', [item.id])).map((c) => c.label);
      if (!labels.includes(area.label[l])) wrong.push(`${p.path}: categories ${labels.join(', ')} miss the area ${area.label[l]}`);
    }
    expect(wrong).toEqual([]);
  });

  it('writes every bio about its person, named, then only from sentences of the person’s own area, each with a subject in English; no two people in an area share one', () => {
    const wrong: string[] = [];
    const seen = new Map<string, string>();
    for (const p of faculty()) {
      const l = lang(p.locale);
      const area = areaByLabel(p.json.structuredDataContent?.area, l);
      const bio = modulesOf(p).find((m) => m.title === (l === 'es' ? 'Biografía' : 'Biography'));
      if (!area || !bio) { wrong.push(`${p.path}: no area or no biography`); continue; }
      const [opening = '', ...sentences] = paragraphsOf(bio.content).map(unescape).join(' ').split(/(?<=\.)\s+/);
      // Who it is about: the person's name opens the paragraph, with where they work.
      if (!opening.startsWith(`${p.json.structuredDataContent?.name} `) || !opening.includes('EDTE')) wrong.push(`${p.path}: the bio opens "${opening.slice(0, 60)}"`);
      // English says who did what in every sentence ("She has…", "His students…", "In class, every…").
      if (l === 'en') for (const s of sentences) if (!OPENS_WITHOUT_VERB.test(s)) wrong.push(`${p.path}: no subject in "${s.slice(0, 50)}"`);
      // The area's sentences, read back as written (the person's pronoun and possessive put aside).
      const asWritten = (s: string) => (l === 'es' ? s : s.replace(/^(?:She|He) (\w)/, (_, c: string) => c.toUpperCase()).replace(/\b(?:Her|His)\b/g, 'Their').replace(/\b(?:her|his)\b/g, 'their'));
      const pool = new Set(area.bio.map((s) => s[l]));
      const foreign = sentences.filter((s) => !pool.has(asWritten(s)));
      if (foreign.length > 0 || sentences.length < 3) wrong.push(`${p.path} (${area.key}): ${foreign[0] ?? 'fewer than 3 sentences'}`);
      const key = `${l}:${area.key}:${sentences.join(' ')}`;
      if (seen.has(key)) wrong.push(`${p.path}: same bio as ${seen.get(key)}`);
      seen.set(key, p.path);
    }
    expect(wrong).toEqual([]);
  });

  it('lists the programmes and subjects each person teaches, linked, every subject in that programme’s study plan and of the person’s area', () => {
    const wrong: string[] = [];
    const byPath = new Map(programs.flatMap((x) => [[x.pathEs, x] as const, [x.pathEn, x] as const]));
    for (const p of faculty()) {
      const l = lang(p.locale);
      const data = p.json.structuredDataContent ?? {};
      const area = areaByLabel(data.area, l);
      const teaching = modulesOf(p).find((m) => m.title === (l === 'es' ? 'Docencia' : 'Teaching'));
      const entries = teaching ? [...(teaching.content as string).matchAll(/<li><a href="([^"]+)">[^<]*<\/a><ul>(.*?)<\/ul><\/li>/g)] : [];
      if (entries.length === 0) { wrong.push(`${p.path}: teaches nothing that links to a programme`); continue; }
      for (const [, href, list] of entries) {
        const programme = byPath.get(href!);
        if (!programme) { wrong.push(`${p.path}: links to ${href}, not a programme`); continue; }
        const plan = new Set(programme.studyPlan.flatMap((y) => y.subjects.map((s) => s.name[l])));
        const named = new Set<string>();
        for (const [, subject] of list!.matchAll(/<li>(.*?)<\/li>/g)) {
          const name = unescapeHtml(subject!);
          if (named.has(name)) wrong.push(`${p.path}: names "${name}" twice under ${programme.shortName}`);
          named.add(name);
          if (!plan.has(name)) wrong.push(`${p.path}: "${name}" is not in the study plan of ${programme.shortName}`);
          const es = programme.studyPlan.flatMap((y) => y.subjects).find((s) => s.name[l] === name)?.name.es ?? '';
          const ownArea = area?.subjects.test(es) || (/intermodular|Trabajo Fin de/i.test(es) && /Coordina/.test(data.jobTitle));
          if (plan.has(name) && !ownArea) wrong.push(`${p.path}: "${name}" is not a subject of ${data.area}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('does not show the same list under two names: /claustro/ is the whole faculty, /docentes/ the teaching staff', async () => {
    const store = new ContentStore(db);
    for (const [claustro, docentes] of [['/claustro/', '/docentes/'], ['/en/claustro/', '/en/docentes/']] as const) {
      const listed = async (path: string) => {
        const page = pages.find((p) => p.path === path)!;
        const people = modulesOf(page).filter((m) => m.component === 'People');
        expect(people.length, path).toBeGreaterThan(0);
        const answers = await Promise.all(people.map((m) => store.distributor('main', page.locale, { ...m.data, quantity: 1000 }) as Promise<{ items: { content: { title: string } }[] }>));
        return new Set(answers.flatMap((answer) => answer.items.map((i) => i.content.title)));
      };
      const all = await listed(claustro);
      const teaching = await listed(docentes);
      expect([...teaching].sort()).not.toEqual([...all].sort());
      expect(teaching.size).toBeGreaterThan(0);
      const role = new Map(faculty().filter((p) => p.path.startsWith(claustro)).map((p) => [p.json.title as string, p.json.structuredDataContent.jobTitle as string]));
      // The teaching staff are those who lecture or tutor; leadership and research are on /claustro/ only.
      const teachingRoles = new Set(faculty().filter((p) => p.path.startsWith(claustro)).flatMap((p) => {
        const l = lang(p.locale);
        const area = areaByLabel(p.json.structuredDataContent.area, l)!;
        return TEACHING_ROLES.flatMap((k) => { const r = roleOf(k, area); return [r.m, r.f, r.en]; });
      }));
      expect([...teaching].filter((name) => !teachingRoles.has(role.get(name) ?? ''))).toEqual([]);
      expect([...teaching].filter((name) => !all.has(name))).toEqual([]);
    }
  });
});

/**
 * A pattern's title with every filled value a wildcard: the words a project's kind or a guest's
 * gender choose ("its first players", "how she got into") in each of their forms.
 */
function patternRegex(make: (f: Fill) => { es: string; en: string }, l: 'es' | 'en'): RegExp {
  const w = '\u0001';
  const text = (s: string) => ({ es: s, en: s });
  const sources = new Set<string>();
  // A plural subject ("databases") takes "are" and "have": made with one, then made a wildcard.
  for (const subject of [w, 'databases']) for (const kind of PROJECT_KINDS) {
    for (const gender of ['f', 'm'] as const) {
      const fill = {
        subject: { es: subject, en: subject }, tool: w, tool2: w, project: { name: w, what: text(w), subjects: [], kind }, voice: { name: w, gender, job: { m: w, f: w, en: w } },
        fact: text(w), fact2: text(w), figure: w as unknown as number, month: text(w),
      } as Fill;
      // As the plan sets it: English with curly quotes (content/text.ts).
      const made = make(fill)[l].replace(/databases/gi, w);
      // withArticle picks 'a' or 'an' by the filled value's sound, so either may stand before a wildcard.
      sources.add((l === 'en' ? curlyQuotes(made) : made).replace(/\b(an?) (?=\u0001)/gi, '\u0002 ')
        // «a» before the subject with its article: "al diseño gráfico", "a la identidad visual".
        .replace(/\bal (?=\u0001)/g, '\u0003')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u0001+/g, '.+').replace(/\u0002/g, 'an?').replace(/\u0003/g, '(?:al|a la|a los|a las) '));
    }
  }
  return new RegExp(`^(?:${[...sources].join('|')})$`, 'i');
}

describe('press releases, press appearances and student projects (spec 2: pieces a school would sign)', () => {
  it('tell each its own story: no paragraph but the closing line (the press contact, the outlet\'s link, the jury) is shared by two, their titles aside', () => {
    for (const template of ['PressDetail', 'PressAppearancesDetail', 'ProjectDetail']) {
      for (const locale of ['es_ES', 'en_GB']) {
        const pieces = pages.filter((p) => p.template_type === template && p.locale === locale);
        expect(pieces.length, `${template} ${locale}`).toBeGreaterThan(10);
        const seen = new Map<string, string>();
        const shared: string[] = [];
        for (const piece of pieces) {
          // A paragraph that only puts the piece's own title into a shared sentence is shared.
          const title = unescapeHtml(String(piece.json.title));
          const texts = modulesOf(piece).filter((m) => m.component === 'RichText').flatMap((m) => paragraphsOf(String(m.content)));
          for (const paragraph of new Set(texts.slice(0, -1).map((t) => unescapeHtml(t).replaceAll(title, '…')))) {
            const before = seen.get(paragraph);
            if (before) shared.push(`${piece.path} and ${before}: ${paragraph.slice(0, 80)}`);
            else seen.set(paragraph, piece.path);
          }
        }
        expect(seen.size, `${template} ${locale}`).toBeGreaterThanOrEqual(pieces.length);
        expect(shared, `${template} ${locale}`).toEqual([]);
      }
    }
  });
});

describe('articles (spec 2: several hundred per language across its topics)', () => {
  it('comes in six forms, each with at least 6 title patterns in use, and every title a wording of a pattern of its form', () => {
    for (const locale of ['es_ES', 'en_GB']) {
      const l = lang(locale);
      const byForm = new Map<string, Set<string>>();
      const unmatched: string[] = [];
      for (const p of articles().filter((a) => a.locale === locale)) {
        const form = p.json.dimensions?.values?.form as Form | undefined;
        const patterns = form ? titlePatterns[form] ?? [] : [];
        const hit = patterns.find((pattern) => pattern.phrasings.some((make) => patternRegex(make, l).test(p.json.title)));
        if (!form || !hit) { unmatched.push(`${form ?? 'no form'}: ${p.json.title}`); continue; }
        byForm.set(form, (byForm.get(form) ?? new Set()).add(hit.id));
      }
      expect(unmatched.slice(0, 5)).toEqual([]);
      expect([...byForm.keys()].sort()).toEqual([...FORMS].sort());
      for (const [form, used] of byForm) expect(used.size, `${locale} ${form}`).toBeGreaterThanOrEqual(6);
    }
  });

  it('never shows the same title pattern twice in a row by date, so the home news block mixes forms', () => {
    for (const locale of ['es_ES', 'en_GB']) {
      const l = lang(locale);
      const byDate = articles().filter((a) => a.locale === locale).sort((a, b) => b.published.localeCompare(a.published) || b.id - a.id);
      const patternOf = (p: PageRow) => {
        const form = p.json.dimensions?.values?.form as Form | undefined;
        return (form && titlePatterns[form]?.find((x) => x.phrasings.some((make) => patternRegex(make, l).test(p.json.title)))?.id) ?? `title:${p.json.title.split(' ').slice(0, 3).join(' ')}`;
      };
      const repeats = byDate.slice(1).filter((p, i) => patternOf(p) === patternOf(byDate[i]!)).map((p) => p.json.title);
      expect(repeats).toEqual([]);
      // The home "Actualidad" block shows the six latest: six different forms.
      const latest = byDate.slice(0, 6).map((p) => p.json.dimensions?.values?.form);
      expect(new Set(latest).size).toBe(6);
    }
  });

  it('uses no paragraph in more than three articles nor twice in one, and says the same in both languages', () => {
    for (const locale of ['es_ES', 'en_GB']) {
      const uses = new Map<string, number>();
      const twice: string[] = [];
      for (const p of articles().filter((a) => a.locale === locale)) {
        const body = modulesOf(p).find((m) => m.component === 'RichText');
        const paragraphs = paragraphsOf(body?.content ?? '');
        if (new Set(paragraphs).size !== paragraphs.length) twice.push(p.path);
        for (const text of new Set(paragraphs)) uses.set(text, (uses.get(text) ?? 0) + 1);
      }
      expect(twice).toEqual([]);
      expect([...uses].filter(([, n]) => n > 3).map(([text, n]) => `${n}× ${text.slice(0, 60)}`)).toEqual([]);
    }
    const count = (p: PageRow) => paragraphsOf(modulesOf(p).find((m) => m.component === 'RichText')?.content ?? '').length;
    const es = articles().filter((p) => p.locale === 'es_ES');
    const en = new Map(articles().filter((p) => p.locale === 'en_GB').map((p) => [p.translation_group, p]));
    expect(es.filter((p) => count(p) < 3 || count(p) !== count(en.get(p.translation_group)!)).map((p) => p.path)).toEqual([]);
  });

  it('opens no three articles of a language with the same three words, in their title, their first paragraph or their description', () => {
    for (const locale of ['es_ES', 'en_GB']) {
      const uses = new Map<string, number>();
      for (const p of articles().filter((a) => a.locale === locale)) {
        const lead = paragraphsOf(modulesOf(p).find((m) => m.component === 'RichText')?.content ?? '')[0] ?? '';
        for (const key of [`title: ${openingOf(p.json.title)}`, `paragraph: ${openingOf(unescapeHtml(lead))}`, `description: ${openingOf(p.json.metaDescription ?? '')}`]) uses.set(key, (uses.get(key) ?? 0) + 1);
      }
      expect([...uses].filter(([, n]) => n > MAX_OPENING_USES).map(([k, n]) => `${locale} ${k} ×${n}`)).toEqual([]);
    }
  });

  it('names as the school\'s teachers only people of its faculty (spec 2: nothing on one page contradicts another)', () => {
    // "Alba Iglesias" for "Alba Iglesias Marín": a first name and first surname of a profile.
    const faculty = new Set(pages.filter((p) => p.template_type === 'ProfessorDetail').map((p) => p.json.title.split(' ').slice(0, 2).join(' ')));
    expect(faculty.size).toBeGreaterThan(50);
    const name = '\\p{Lu}\\p{Ll}+ \\p{Lu}\\p{Ll}+';
    const staff = new RegExp(`(?:\\b(?:profesora?|tutora?|docente)\\b,? (${name})|(${name}), (?:profesora?|tutora?|que (?:enseña|imparte))\\b)`, 'gu');
    const strangers = articles().filter((p) => p.locale === 'es_ES').flatMap((p) => {
      const text = paragraphsOf(modulesOf(p).find((m) => m.component === 'RichText')?.content ?? '').map(unescapeHtml).join(' ');
      return [...text.matchAll(staff)].map((m) => m[1] ?? m[2]!).filter((n) => !faculty.has(n)).map((n) => `${p.path}: ${n}`);
    });
    expect(strangers).toEqual([]);
  });

  it('covers every article topic of the spec, each in more than one form', () => {
    const forms = new Map<string, Set<string>>();
    for (const p of articles().filter((a) => a.locale === 'es_ES')) {
      const topic = p.json.dimensions.values.topic as string;
      forms.set(topic, (forms.get(topic) ?? new Set()).add(p.json.dimensions.values.form));
    }
    expect(forms.size).toBe(14);
    // Every topic but the interviews (which are one form by definition) has several kinds of piece.
    expect([...forms].filter(([topic, f]) => topic !== 'interviews' && f.size < 2).map(([t]) => t)).toEqual([]);
  });
});

const programmePages = () => pages.filter((p) => p.template_type === 'ProgramDetail');
const moduleTitled = (p: PageRow, component: string, es: string, en: string) => modulesOf(p).find((m) => m.component === component && m.title === (lang(p.locale) === 'es' ? es : en));
const listItems = (html: string | undefined) => [...(html ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) => unescapeHtml(m[1]!));
/** The study plan's total in the plan's own measure: hours (FP) or ECTS credits (degrees, master's). */
const planTotal = (p: PageRow, measure: 'hours' | 'ects') => {
  const plan = modulesOf(p).find((m) => m.component === 'StudyPlan');
  return (plan?.years ?? []).flatMap((y: { subjects: Record<string, number>[] }) => y.subjects).reduce((sum: number, s: Record<string, number>) => sum + (s[measure] ?? 0), 0);
};

describe('the offer (spec 1: FP programmes, degrees and a master\'s of design, technology and business)', () => {
  it('has study plans whose hours or credits add up to the total the page states', () => {
    const wrong: string[] = [];
    for (const p of programmePages()) {
      const data = p.json.structuredDataContent;
      const measure = data.hours ? 'hours' : 'ects';
      const stated = data.hours ?? data.ects;
      const sum = planTotal(p, measure);
      if (sum !== stated) wrong.push(`${p.path}: study plan adds up to ${sum} ${measure}, the page says ${stated}`);
    }
    expect(programmePages().length).toBeGreaterThanOrEqual(12);
    expect(wrong).toEqual([]);
  });

  it('gives every programme page its facts, plan, careers, entry requirements outside the FAQ and its acronyms spelt out', () => {
    const wrong: string[] = [];
    for (const p of programmePages()) {
      const l = lang(p.locale);
      const data = p.json.structuredDataContent ?? {};
      const missing = ['duration', 'modality', 'campus', 'startDate', 'places', 'timeToComplete'].filter((k) => data[k] === undefined || data[k] === '');
      if (!data.price?.amount) missing.push('price');
      if (!(data.hours > 0) && !(data.ects > 0)) missing.push('hours or ECTS');
      if (p.json.dimensions?.values?.programType !== 'FP' && !(data.ects > 0)) missing.push('ECTS (a degree or master\'s)');
      if (p.json.dimensions?.values?.programType === 'FP' && !(data.hours > 0)) missing.push('hours (FP)');
      if (!data.acronyms?.length || data.acronyms.some((a: { acronym: string; expansion: string }) => !a.acronym || !a.expansion || a.expansion === a.acronym)) missing.push('acronyms with what they stand for');
      // The facts block is written from the record checked above (modules/program-facts.tsx).
      if (!modulesOf(p).some((m) => m.component === 'ProgramFacts')) missing.push('the facts block');
      if (!modulesOf(p).some((m) => m.component === 'StudyPlan')) missing.push('study plan');
      if (listItems(moduleTitled(p, 'BasicContent', 'Salidas profesionales', 'Career opportunities')?.content).length < 3) missing.push('career outcomes');
      const requirements = moduleTitled(p, 'BasicContent', 'Requisitos de acceso', 'Entry requirements');
      if (listItems(requirements?.content).length < 1) missing.push('entry requirements in their own section');
      if (missing.length > 0) wrong.push(`${p.path} (${l}): no ${missing.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('states the same figures in a programme page and its translation', () => {
    const wrong: string[] = [];
    const figures = (p: PageRow) => {
      const d = p.json.structuredDataContent;
      const plan = modulesOf(p).find((m) => m.component === 'StudyPlan')?.years ?? [];
      return JSON.stringify({
        hours: d.hours, ects: d.ects, years: d.timeToComplete, campus: d.campus, startDate: d.startDate, price: d.price, reservationFee: d.reservationFee, places: d.places,
        acronyms: d.acronyms.map((a: { acronym: string }) => a.acronym),
        plan: plan.map((y: { subjects: { hours?: number; ects?: number }[] }) => y.subjects.map((s) => [s.hours, s.ects])),
        careers: listItems(moduleTitled(p, 'BasicContent', 'Salidas profesionales', 'Career opportunities')?.content).length,
        requirements: listItems(moduleTitled(p, 'BasicContent', 'Requisitos de acceso', 'Entry requirements')?.content).length,
        type: p.json.dimensions?.values,
      });
    };
    const es = programmePages().filter((p) => p.locale === 'es_ES');
    for (const p of es) {
      const en = programmePages().find((x) => x.locale === 'en_GB' && x.translation_group === p.translation_group);
      if (!en) { wrong.push(`${p.path}: no English translation`); continue; }
      if (figures(p) !== figures(en)) wrong.push(`${p.path} says ${figures(p)}, ${en.path} says ${figures(en)}`);
    }
    expect(es.length).toBe(programmePages().length / 2);
    expect(wrong).toEqual([]);
  });

  it('offers design and business FP, at least two 240-ECTS bachelor\'s degrees and a 60- or 90-ECTS master\'s, and keeps the spec\'s programme slugs', () => {
    const es = programmePages().filter((p) => p.locale === 'es_ES');
    const kind = (p: PageRow) => p.json.dimensions.values as { programType: string; area: string };
    const fp = es.filter((p) => kind(p).programType === 'FP');
    expect(new Set(fp.map((p) => kind(p).area))).toEqual(new Set(['design', 'technology', 'business']));
    const degrees = es.filter((p) => kind(p).programType === 'DEGREE');
    expect(degrees.length).toBeGreaterThanOrEqual(2);
    expect(degrees.map((p) => p.json.structuredDataContent.ects)).toEqual(degrees.map(() => 240));
    const masters = es.filter((p) => kind(p).programType === 'MASTER');
    expect(masters.length).toBeGreaterThanOrEqual(1);
    for (const m of masters) expect([60, 90]).toContain(m.json.structuredDataContent.ects);
    // Spec 2's six programme pages keep their exact slugs, in both languages.
    const programmePaths = new Set(programmePages().map((p) => p.path));
    const specProgrammes = [...spanishRoutes, ...englishRoutes].filter((path) => /^\/(formacion-profesional|doble-grado|grado-superior|en\/double-degree)/.test(path));
    expect(specProgrammes.length).toBe(7);
    expect(specProgrammes.filter((path) => !programmePaths.has(path))).toEqual([]);
  });
});

describe('downloads (spec 2: brochures and catalogues that are real documents)', () => {
  const downloads = async () => new Map((await db.all<{ path: string; content: Buffer }>('SELECT path, content FROM downloads')).map((r) => [r.path, r.content]));
  const brochureLink = (p: PageRow) => {
    const files = modulesOf(p).filter((m) => m.component === 'Download').flatMap((m) => m.files as { url: string; bytes: number; title: string }[]);
    return files.find((f) => f.url.endsWith('.pdf'));
  };
  const figure = (n: number, l: 'es' | 'en') => n.toLocaleString(l === 'es' ? 'es-ES' : 'en-GB', { useGrouping: true, minimumFractionDigits: 0 }).replace(/^(\d)(\d{3})$/, l === 'es' ? '$1.$2' : '$1,$2');

  it('makes each programme\'s brochure a PDF in its page\'s language, naming the programme and its total hours or ECTS', async () => {
    const files = await downloads();
    const wrong: string[] = [];
    for (const p of programmePages()) {
      const l = lang(p.locale);
      const link = brochureLink(p);
      const pdf = link && files.get(link.url);
      if (!link || !pdf) { wrong.push(`${p.path}: no brochure linked (${link?.url ?? 'no Download module'})`); continue; }
      if (pdf.subarray(0, 5).toString() !== '%PDF-') { wrong.push(`${link.url}: not a PDF`); continue; }
      if (link.bytes !== pdf.length) wrong.push(`${p.path}: the link says ${link.bytes} bytes, the file has ${pdf.length}`);
      const { pages: count, text } = readPdf(pdf);
      const flat = text.replace(/\s+/g, ' ');
      const data = p.json.structuredDataContent;
      const total = data.hours ? `${figure(data.hours, l)} ${l === 'es' ? 'horas' : 'hours'}` : `${figure(data.ects, l)} ECTS`;
      if (count < 1) wrong.push(`${link.url}: no pages`);
      if (!flat.includes(p.json.title)) wrong.push(`${link.url}: does not name "${p.json.title}"`);
      if (!flat.includes(total)) wrong.push(`${link.url}: does not state "${total}"`);
      for (const a of data.acronyms) if (!flat.includes(`${a.acronym}: ${a.expansion}`)) wrong.push(`${link.url}: does not spell out ${a.acronym}`);
      // The other language's brochure is a different file (each page links its own language's).
      const other = programmePages().find((x) => x.translation_group === p.translation_group && x.locale !== p.locale);
      if (other && brochureLink(other)?.url === link.url) wrong.push(`${p.path}: links the same brochure as ${other.path}`);
    }
    expect(programmePages().length).toBeGreaterThanOrEqual(26);
    expect(wrong).toEqual([]);
  });

  it('sets every download in the site\'s identity: its typefaces embedded (none left in Helvetica) and a cover picture', async () => {
    const files = await downloads();
    const wrong: string[] = [];
    for (const [url, pdf] of files) {
      if (!url.endsWith('.pdf')) continue;
      const raw = pdf.toString('latin1');
      const fonts = new Set([...raw.matchAll(/\/BaseFont\s*\/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]));
      // Space Grotesk's files name their bold "SpaceGroteskLight-Bold" (a variable font's instance).
      for (const face of [/^Inter-Regular$/, /^Inter-SemiBold$/, /^SpaceGrotesk\w*-Bold$/]) if (![...fonts].some((f) => face.test(f!))) wrong.push(`${url}: ${face.source} not embedded`);
      if (/\/BaseFont\s*\/Helvetica/.test(raw)) wrong.push(`${url}: still sets text in Helvetica`);
      if (!/\/Subtype\s*\/Image/.test(raw)) wrong.push(`${url}: no cover picture`);
      const page = readPdf(pdf);
      if (/\uFFFD/.test(page.text)) wrong.push(`${url}: text with characters its fonts lack`);
    }
    expect(files.size).toBeGreaterThanOrEqual(30);
    expect(wrong).toEqual([]);
  });

  it('makes the catalogue from every programme, and links nothing under /descargas/ that the seed does not make', async () => {
    const files = await downloads();
    for (const [url, l] of [['/descargas/catalogo-fp-2027-2028.pdf', 'es'], ['/descargas/vocational-brochure-2027-2028.pdf', 'en']] as const) {
      const text = readPdf(files.get(url)!).text.replace(/\s+/g, ' ');
      expect(programs.filter((x) => !text.includes(x.title[l])).map((x) => x.title[l]), url).toEqual([]);
    }
    const linked = new Set(pages.flatMap((p) => JSON.stringify(p.json).match(/\/descargas\/[^"\\]+/g) ?? []));
    expect([...linked].filter((url) => !files.has(url))).toEqual([]);
  });

  it('publishes each brochure where its programme page links it, in both languages, the bytes the seed made', async () => {
    const out = inject('demoOutput');
    const files = await downloads();
    const wrong: string[] = [];
    for (const p of programmePages()) {
      const link = brochureLink(p)!;
      const html = readFileSync(join(out, htmlFileFor(p.path)), 'utf8');
      if (!html.includes(`href="${link.url}"`)) wrong.push(`${p.path}: the built page does not link ${link.url}`);
      const published = join(out, link.url);
      if (!existsSync(published)) { wrong.push(`${link.url}: not in the build output`); continue; }
      if (!readFileSync(published).equals(files.get(link.url)!)) wrong.push(`${link.url}: the published file differs from the seed's`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the seeded site as a whole', () => {
  it('gives every indexable page its own meta description', () => {
    const indexable = pages.filter((p) => p.json.isIndexed !== false);
    const byText = new Map<string, string[]>();
    for (const p of indexable) byText.set(p.json.metaDescription, [...(byText.get(p.json.metaDescription) ?? []), p.path]);
    const shared = [...byText].filter(([text, paths]) => paths.length > 1 || !text).map(([text, paths]) => `${paths.length} pages: "${text.slice(0, 50)}" (${paths.slice(0, 3).join(', ')})`);
    expect(shared).toEqual([]);
  });

  it('has at least 1,200 pages, about 90 faculty and several hundred articles per language', () => {
    expect(pages.length).toBeGreaterThanOrEqual(1200);
    for (const locale of ['es_ES', 'en_GB']) {
      expect(faculty().filter((p) => p.locale === locale).length).toBeGreaterThanOrEqual(85);
      expect(articles().filter((p) => p.locale === locale).length).toBeGreaterThanOrEqual(300);
    }
  });

  it('is the same bytes every seed', async () => {
    const dump = async (d: Sql) => JSON.stringify(await Promise.all(['pages', 'items', 'categories', 'item_categories', 'downloads'].map((t) => d.all(`SELECT * FROM ${t} ORDER BY 1, 2`))));
    const again = (await freshSeed('demo-content-again')).sql;
    opened.push(again);
    expect(await dump(again)).toBe(await dump(db));
  }, slow(240_000));
});

/**
 * One school, one set of facts (spec 1): the address, pin, phone, mailboxes and social profiles the
 * footer declares are the ones every page and its JSON-LD show; events say when, where and
 * whether one can still register; landing pages are either reachable or deliberately hidden.
 * Seed-level checks read a fresh seed; page-level ones the demo site built once by the global setup.
 */
interface Built { path: string; html: string; text: string; jsonLd: Record<string, any>[] }
let built: Built[] | undefined;
const builtSite = (): Built[] => {
  if (built) return built;
  const out = inject('demoOutput');
  built = fg.sync('**/index.html', { cwd: out }).sort().map((file) => {
    const html = readFileSync(join(out, file), 'utf8');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((m) => JSON.parse(m[1]!)['@graph'] as Record<string, any>[]);
    const text = unescapeHtml(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
    return { path: `/${file.slice(0, -'index.html'.length)}`, html, text, jsonLd };
  });
  return built;
};
const footers = () => footerRows.map((n) => ({ locale: n.locale, ...JSON.parse(n.json) }));
const digits = (phone: string) => phone.replace(/[^+\d]/g, '').replace(/^\+34/, '');
const events = () => pages.filter((p) => p.template_type === 'EventDetail');
/** The contact card: the Map module of the contact page, the address a visitor is sent to. */
const contactCard = () => {
  const map = modulesOf(pages.find((p) => p.path === '/contacto/')!).find((m) => m.component === 'Map')!;
  return { streetAddress: map.address[0] as string, postalCode: /^\d{5}/.exec(map.address[1])![0], latitude: map.latitude as number, longitude: map.longitude as number };
};

describe('one school, one set of facts', () => {
  it('declares its address, pin, phone and mailbox once, the same in both languages, fictional where it must be', () => {
    const contacts = footers().map((f) => f.contact);
    expect(contacts.every((c) => c && c.streetAddress && c.postalCode && typeof c.latitude === 'number' && c.phone && c.email)).toBe(true);
    const facts = contacts.map(({ name: _name, ...c }: Record<string, unknown>) => c);
    expect(facts[1]).toEqual(facts[0]);
    expect(contacts[0].email).toMatch(/\.example$/); // RFC 2606
    // …and the contact card (the map) says the same.
    expect(contactCard()).toEqual({ streetAddress: contacts[0].streetAddress, postalCode: contacts[0].postalCode, latitude: contacts[0].latitude, longitude: contacts[0].longitude });
  });

  it('shows that one address wherever a page or its JSON-LD names the street, and the map pin on it', () => {
    const { streetAddress, postalCode, latitude, longitude } = contactCard();
    const number = /(\d+)\s*$/.exec(streetAddress)![1];
    const street = streetAddress.replace(/,?\s*\d+\s*$/, '');
    const mention = new RegExp(`${street.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},?\\s*(\\d+)(?:,?\\s*(\\d{5}))?`, 'gi');
    const wrong: string[] = [];
    let seen = 0;
    for (const page of builtSite()) {
      for (const source of [page.text, JSON.stringify(page.jsonLd)]) {
        for (const [found, n, code] of source.matchAll(mention)) {
          seen++;
          if (n !== number || (code && code !== postalCode)) wrong.push(`${page.path}: "${found}"`);
        }
      }
      for (const node of page.jsonLd.flatMap(function walk(n: any): any[] { return n && typeof n === 'object' ? [n, ...Object.values(n).flatMap(walk)] : []; })) {
        if (node['@type'] === 'PostalAddress' && node.streetAddress && (node.streetAddress !== streetAddress || node.postalCode !== postalCode)) wrong.push(`${page.path}: JSON-LD ${node.streetAddress} ${node.postalCode}`);
        if (node['@type'] === 'GeoCoordinates' && (node.latitude !== latitude || node.longitude !== longitude)) wrong.push(`${page.path}: geo ${node.latitude},${node.longitude}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(seen).toBeGreaterThan(100); // every footer, the contact page, the legal pages, the events
    const maps = pages.flatMap((p) => [...modulesOf(p), ...p.json.template.heroSection.modules].filter((m) => m.component === 'Map').map((m) => ({ p, m })));
    expect(maps.length).toBeGreaterThan(0);
    for (const { p, m } of maps) {
      expect([m.latitude, m.longitude], p.path).toEqual([latitude, longitude]);
      expect(m.address.slice(0, 2), p.path).toEqual([streetAddress, `${postalCode} Madrid`]);
    }
  });

  it('gives one phone number and only the school’s .example mailboxes, the same ones in both languages', () => {
    const wrong: string[] = [];
    const mailboxes: Record<string, Set<string>> = { es: new Set(), en: new Set() };
    const numbers = new Map<string, string>(); // digits → where first seen, as written
    for (const page of builtSite()) {
      const l = page.path.startsWith('/en/') ? 'en' : 'es';
      for (const [, tel] of page.html.matchAll(/href="tel:([^"]+)"/g)) if (!numbers.has(digits(tel!))) numbers.set(digits(tel!), `${page.path}: tel:${tel}`);
      // A Spanish number written out in the text: +34 and nine digits, or nine digits starting with 9.
      for (const [found] of page.text.matchAll(/(?:\+34[\s\u00a0]?)?\b9\d{2}(?:[\s\u00a0]?\d{2,3}){3}\b/g)) if (!numbers.has(digits(found))) numbers.set(digits(found), `${page.path}: "${found}"`);
      for (const [address] of page.text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) {
        if (!/\.example$/.test(address)) wrong.push(`${page.path}: ${address}`);
        mailboxes[l]!.add(address);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect([...numbers.values()]).toHaveLength(1);
    expect([...numbers.keys()]).toEqual([digits(footers()[0].contact?.phone ?? '')]);
    expect([...mailboxes.en!].sort()).toEqual([...mailboxes.es!].sort());
  });

  it('links its social accounts by their profile URLs, never a platform’s home page or the site itself', () => {
    const own = new URL(JSON.parse(siteJson).domainUrl).hostname.replace(/^www\./, '');
    for (const footer of footers()) {
      expect(footer.social.length).toBeGreaterThan(0);
      for (const { url } of footer.social) {
        const u = new URL(url.href);
        expect(u.protocol, url.href).toBe('https:');
        expect(u.pathname.replace(/\/+$/, ''), `${url.href} is a platform's home page, not a profile`).not.toBe('');
        expect(u.hostname.replace(/^www\./, ''), url.href).not.toBe(own);
      }
    }
    const home = builtSite().find((p) => p.path === '/')!;
    const school = home.jsonLd.find((n) => n['@type'] === 'CollegeOrUniversity')!;
    expect(school.sameAs).toEqual(footers().find((f) => f.locale === 'es_ES').social.map((s: { url: { href: string } }) => s.url.href));
    expect(school.sameAs.filter((u: string) => new URL(u).hostname.replace(/^www\./, '') === own)).toEqual([]);
    expect(school.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: footers()[0].contact.streetAddress });
    expect(school.contactPoint).toMatchObject({ '@type': 'ContactPoint', telephone: footers()[0].contact.phone, email: footers()[0].contact.email });
  });

  it('states each of its figures — labs, companies, lecturers in industry, employment, the largest scholarship, the scholarship budget, the payment terms — with one number on every page, in both languages', () => {
    const { labs, companies, lecturersInIndustry, employment, scholarshipBudget } = school.figures;
    const { payment } = school;
    // A count may be written in words ("diez mensualidades", "Ten interest-free instalments"), as content/text.ts writes them.
    const num = (s: string) => {
      const spelt = Array.from({ length: 13 }, (_, n) => n).find((n) => [countInWords(n, 'es'), countInWords(n, 'en')].includes(s.toLowerCase()));
      return spelt ?? Number(s.replace(/[.,\s\u00a0]/g, ''));
    };
    // Each figure as a sentence or a home-page figure card ("14 laboratorios especializados",
    // "+300 empresas", "80 % de nuestros docentes", "94 % de la promoción 2026 trabajaba").
    // The companies the school works with, not those at one fair ("more than 60 companies" at
    // the employment forum); employment, not the lecturers who work in industry.
    const claims: { name: string; pattern: RegExp; allowed: number[]; unless?: RegExp }[] = [
      { name: 'labs', pattern: /\b(\d+)\s+(?:laboratorios|labs|specialised labs)\b/gi, allowed: [labs] },
      { name: 'companies', pattern: /(?:prácticas en más de|placements at more than)\s(\d+)\s(?:empresas|companies)|(?:más de|more than)\s(\d+)\s(?:empresas colaboran|companies collaborate)|\+(\d+)\s(?:empresas de prácticas|placement companies)/gi, allowed: [companies] },
      { name: 'lecturers in industry', pattern: /\b(\d+)\s?%[^.%]{0,40}?\b(?:docentes|claustro|profesorado|lecturers|faculty)\b/gi, allowed: [lecturersInIndustry] },
      // "Up to 50 %" of a scholarship: the largest any scholarship gives (content/data/scholarships.ts).
      { name: 'scholarships up to', pattern: /hasta un (\d+)\s?% de descuento por expediente|up to (\d+)\s?% off for academic record|becas de hasta el (\d+)\s?%|scholarships of up to (\d+)\s?%/gi, allowed: [topScholarshipPercent] },
      { name: 'scholarship budget', pattern: /(?:más de|more than)\s€?([\d.,]+)(?:\s?€)?\s(?:a becas propias|en becas propias|in (?:our|the school’s) own scholarships)/gi, allowed: [scholarshipBudget] },
      { name: 'instalments', pattern: /\b(\w+)\s(?:mensualidades|interest-free (?:monthly )?instalments)|pago fraccionado en (\d+) meses/gi, allowed: [payment.instalments] },
      { name: 'pay-in-full discount', pattern: /(\d+)\s?%\s(?:de descuento por pago único|discount for payment in full)|un (\d+)\s?% de descuento o en|with a (\d+)\s?% discount/gi, allowed: [payment.payInFullDiscount] },
      { name: 'employment', pattern: /\b(\d+)\s?%[^.%]{0,60}?(?:trabaj|in work|work in their field)/gi, allowed: [employment.inWorkAtSixMonths, employment.inTheirField], unless: /docentes|claustro|profesorado|lecturers|faculty/i },
    ];
    const wrong: string[] = [];
    const seen = new Map<string, Set<string>>();
    const check = (where: string, text: string, lang: string) => {
      for (const { name, pattern, allowed, unless } of claims) {
        for (const [found, ...groups] of text.matchAll(pattern)) {
          if (unless?.test(found)) continue;
          const n = num(groups.find((g) => g !== undefined)!);
          if (!allowed.includes(n)) wrong.push(`${where}: "${found}" (${name}: ${allowed.join(' or ')})`);
          seen.set(name, (seen.get(name) ?? new Set()).add(lang));
        }
      }
    };
    for (const page of builtSite()) {
      const lang = page.path.startsWith('/en/') ? 'en' : 'es';
      check(page.path, page.text, lang);
      // A figure card's number and its label are separate elements: read them as a pair.
      for (const [, figure, label] of page.html.matchAll(/class="cypher-card__figure"[^>]*>([^<]*)<[\s\S]*?class="cypher-card__label"[^>]*>([^<]*)</g)) check(`${page.path} (card)`, `${figure} ${label}`, lang);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    // Every figure is stated somewhere in each language, so the check above read something.
    for (const { name } of claims) expect([...(seen.get(name) ?? [])].sort(), name).toEqual(['en', 'es']);
  });

  it('says who runs the school in its legal notice, and what it does with personal data in its privacy policy, from the school\'s record, in both languages', () => {
    const text = (path: string) => builtSite().find((p) => p.path === path)!.text;
    const { owner, phone, email } = school;
    for (const [lang, legal, privacy] of [['es', '/aviso-legal/', '/politica-de-privacidad/'], ['en', '/en/legal-notice/', '/en/privacy-policy/']] as const) {
      const notice = text(legal);
      // LSSI art. 10: the holder's name, tax number, register entry, address and a way to reach it.
      for (const fact of [owner.company, owner.taxId, owner.registry[lang], owner.university[lang], schoolAddressLine, phone.display, email.admissions]) expect(notice, `${legal}: ${fact}`).toContain(fact);
      expect(notice).toMatch(lang === 'es' ? /ficticios/ : /fictional/);
      const policy = text(privacy);
      // GDPR art. 13: controller and officer, purposes, legal basis, recipients, retention, rights, the authority.
      // The controller is the holder the legal notice names, not the school's trade name alone.
      for (const fact of [owner.company, owner.taxId, school.name[lang], email.dpo]) expect(policy, `${privacy}: ${fact}`).toContain(fact);
      for (const word of lang === 'es' ? [/Destinatarios/, /Derechos/, /Agencia Española de Protección de Datos/, /en el plazo de un mes/] : [/Recipients/, /Rights/, /Spanish Data Protection Agency/, /within one month/]) expect(policy).toMatch(word);
      // Each purpose (requests and brochures, event registrations, the newsletter) with its own
      // legal basis and retention period, as the API deletes what has expired (server/retention.ts).
      // Each purpose's period is the one the API deletes its forms' submissions after
      // (server/retention.ts monthsFor, with no retention configured), so the two cannot drift.
      const purposes = policy.split(lang === 'es' ? 'Finalidad:' : 'Purpose:').slice(1);
      const formsOf: FormType[][] = [['basic', 'landing', 'download'], ['event'], ['newsletter']];
      expect(purposes, privacy).toHaveLength(formsOf.length);
      purposes.forEach((purpose, i) => {
        const months = new Set(formsOf[i]!.map((type) => monthsFor(undefined, type)));
        expect(months.size, `${privacy}: one period for ${formsOf[i]!.join(', ')}`).toBe(1);
        expect(purpose).toMatch(lang === 'es' ? /Base jurídica: \S/ : /Legal basis: \S/);
        expect(purpose).toContain(`${lang === 'es' ? 'Conservación' : 'Retention'}: ${[...months][0]} ${lang === 'es' ? 'meses' : 'months'}`);
      });
    }
  });

  it('sets the headings the law asks for in bold on its privacy policy, and states its accessibility conformance as it is', () => {
    const page = (path: string) => builtSite().find((p) => p.path === path)!;
    const labels = (path: string) => [...page(path).html.matchAll(/<p><strong>([^<]+):<\/strong> /g)].map((m) => m[1]);
    expect(labels('/politica-de-privacidad/')).toEqual(['Responsable', 'Finalidad', 'Finalidad', 'Finalidad', 'Destinatarios', 'Derechos']);
    expect(labels('/en/privacy-policy/')).toEqual(['Controller', 'Purpose', 'Purpose', 'Purpose', 'Recipients', 'Rights']);
    // The brochures are not tagged PDFs, which the statement says: so the site is partially
    // conformant, and the statement says that rather than what it was designed for.
    for (const [path, status, gap] of [['/accesibilidad/', 'parcialmente conforme', 'no están etiquetados'], ['/en/accessibility/', 'partially conformant', 'are not tagged']] as const) {
      expect(labels(path)[0], path).toBe(path === '/accesibilidad/' ? 'Situación de cumplimiento' : 'Conformance status');
      expect(page(path).text).toContain(status);
      expect(page(path).text).toContain(gap);
    }
  });

  it('never links a page to itself from its content (related lists, cards), except the current page of a pager', () => {
    const wrong: string[] = [];
    for (const page of builtSite()) {
      const main = /<main[\s\S]*?<\/main>/.exec(page.html)?.[0] ?? '';
      for (const [tag] of main.matchAll(/<a\b[^>]*>/g)) {
        if (tag.includes(`href="${page.path}"`) && !tag.includes('aria-current="page"')) wrong.push(page.path);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

describe('events: a when, a where, a registration state and a text of their own', () => {
  it('asks on each home page for the next three events as of the day it is built, not a list fixed when it was seeded', () => {
    for (const home of pages.filter((p) => p.path === '/' || p.path === '/en/')) {
      const list = modulesOf(home).find((m) => m.component === 'Events');
      expect(list?.data, home.path).toMatchObject({ mode: 'auto', order: UPCOMING_ORDER, quantity: 3, sources: [{ structuredData: 'EVENTS' }] });
    }
  });
  it('gives every event a start and end with the Madrid offset, a venue with the school’s address or an online platform, and registration as of the seed’s present', () => {
    const wrong: string[] = [];
    const { streetAddress } = contactCard();
    expect(events().length).toBeGreaterThanOrEqual(40);
    for (const p of events()) {
      const d = p.json.structuredDataContent ?? {};
      const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]0[12]:00$/;
      if (!iso.test(d.startDate) || !iso.test(d.endDate) || Date.parse(d.endDate) <= Date.parse(d.startDate)) wrong.push(`${p.path}: ${d.startDate} – ${d.endDate}`);
      if (d.attendanceMode === 'online' ? !d.platform : d.attendanceMode !== 'offline' || d.streetAddress !== streetAddress || !d.location) wrong.push(`${p.path}: where? ${d.attendanceMode} ${d.platform ?? d.location}`);
      if (d.registration !== 'open' && d.registration !== 'closed') { wrong.push(`${p.path}: no registration state`); continue; }
      if (Date.parse(d.startDate) <= EPOCH && d.registration !== 'closed') wrong.push(`${p.path}: started before the seed's present but registration is open`);
      const form = modulesOf(p).find((m) => m.component === 'BasicForm' && m.formType === 'event');
      // The form follows the record: it repeats neither the day nor the registration state.
      if (!form || 'closed' in form || 'closesAt' in form) wrong.push(`${p.path}: the registration form ${form ? 'repeats what the record says' : 'is missing'}`);
    }
    expect(wrong).toEqual([]);
    const states = new Set(events().map((p) => p.json.structuredDataContent.registration));
    expect([...states].sort()).toEqual(['closed', 'open']);
    // Both languages say the same thing.
    const en = new Map(events().filter((p) => p.locale === 'en_GB').map((p) => [p.translation_group, p.json.structuredDataContent]));
    for (const p of events().filter((x) => x.locale === 'es_ES')) {
      const { startDate, endDate, registration, platform, streetAddress: street } = p.json.structuredDataContent;
      expect(en.get(p.translation_group), p.path).toMatchObject({ startDate, endDate, registration, ...(platform ? { platform } : {}), ...(street ? { streetAddress: street } : {}) });
    }
  });

  it('writes about each event: no paragraph in more than three events, and an online one never speaks of the campus (its virtual campus aside)', () => {
    for (const locale of ['es_ES', 'en_GB']) {
      const uses = new Map<string, string[]>();
      const wrong: string[] = [];
      for (const p of events().filter((x) => x.locale === locale)) {
        const paragraphs = paragraphsOf(modulesOf(p).find((m) => m.component === 'RichText')?.content ?? '');
        // Its day, times, place and registration are its record's (the facts block, the form), never typed here.
        if (paragraphs.length < 1) wrong.push(`${p.path}: no text`);
        if (/hora de Madrid|Madrid time|Inscripción: |Registration: /.test(paragraphs.join(' '))) wrong.push(`${p.path}: its text repeats its date or time`);
        for (const text of new Set(paragraphs)) uses.set(text, [...(uses.get(text) ?? []), p.path]);
        if (p.json.structuredDataContent.attendanceMode === 'online' && /(?<!virtual )\bcampus\b(?! virtual)|arrive|llegar|accesible|accessible/i.test(paragraphs.join(' '))) wrong.push(`${p.path}: an online event talks about the campus`);
      }
      expect(wrong).toEqual([]);
      expect([...uses].filter(([, paths]) => paths.length > 3).map(([text, paths]) => `${paths.length}× ${text.slice(0, 60)}`)).toEqual([]);
    }
  });

  it('publishes each event’s JSON-LD with offset date-times, an end, a Place with its PostalAddress or a VirtualLocation, attendance mode and status', () => {
    const wrong: string[] = [];
    const eventPages = builtSite().filter((p) => /^\/(en\/events|eventos)\/[^/]+\/$/.test(p.path));
    expect(eventPages.length).toBeGreaterThanOrEqual(40);
    for (const page of eventPages) {
      const e = page.jsonLd.find((n) => n['@type'] === 'Event');
      if (!e) { wrong.push(`${page.path}: no Event`); continue; }
      if (!/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(e.startDate) || !/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(e.endDate ?? '')) wrong.push(`${page.path}: ${e.startDate} / ${e.endDate}`);
      const online = e.eventAttendanceMode === 'https://schema.org/OnlineEventAttendanceMode';
      if (!online && e.eventAttendanceMode !== 'https://schema.org/OfflineEventAttendanceMode') wrong.push(`${page.path}: attendance ${e.eventAttendanceMode}`);
      if (online ? e.location?.['@type'] !== 'VirtualLocation' || !e.location.url : e.location?.['@type'] !== 'Place' || e.location.address?.['@type'] !== 'PostalAddress' || !e.location.address.streetAddress) wrong.push(`${page.path}: location ${JSON.stringify(e.location)}`);
      if (!/^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed|Rescheduled|MovedOnline)$/.test(e.eventStatus ?? '')) wrong.push(`${page.path}: status ${e.eventStatus}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('programmes in JSON-LD', () => {
  it('has no inLanguage on EducationalOccupationalProgram, and a Course with provider and a CourseInstance', () => {
    const wrong: string[] = [];
    const programmePages = builtSite().filter((p) => p.jsonLd.some((n) => n['@type'] === 'EducationalOccupationalProgram'));
    expect(programmePages.length).toBeGreaterThanOrEqual(programs.length * 2);
    for (const page of programmePages) {
      const program = page.jsonLd.find((n) => n['@type'] === 'EducationalOccupationalProgram')!;
      if ('inLanguage' in program) wrong.push(`${page.path}: EducationalOccupationalProgram has inLanguage`);
      const course = page.jsonLd.find((n) => n['@type'] === 'Course');
      if (!course?.provider?.name || course.hasCourseInstance?.['@type'] !== 'CourseInstance' || !course.hasCourseInstance.courseMode || !course.hasCourseInstance.startDate) wrong.push(`${page.path}: Course ${JSON.stringify(course)?.slice(0, 120)}`);
      else if (course.hasCourseInstance.courseMode !== 'online' && course.hasCourseInstance.location?.address?.['@type'] !== 'PostalAddress') wrong.push(`${page.path}: a campus course without the campus address`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('pictures (spec 2): captions that name what is shown', () => {
  it('gives every student project a picture of its own subject: none the generic lab desk, no two the same drawing', () => {
    for (const prefix of ['/proyectos/', '/en/projects/']) {
      const pictures = builtSite().filter((p) => p.path.startsWith(prefix) && p.path !== prefix).map((p) => ({ path: p.path, src: /<meta property="og:image" content="[^"]*?(\/img\/demo\/illustrations\/([^/]+)\/[^"]+)"/.exec(p.html) }));
      expect(pictures.length).toBeGreaterThanOrEqual(20);
      expect(pictures.filter((p) => !p.src || p.src[2] === 'dev-lab').map((p) => p.path)).toEqual([]);
      expect(new Set(pictures.map((p) => p.src![1])).size).toBe(pictures.length);
    }
  });

  it('never captions a picture "Ilustración: …" / "Illustration: …": a caption names the place or the work, the alt says what is drawn', () => {
    const captions = builtSite().flatMap((page) => [...page.html.matchAll(/<figcaption>([\s\S]*?)<\/figcaption>/g)].map((m) => ({ path: page.path, text: unescapeHtml(m[1]!.replace(/<[^>]+>/g, '')).trim() })));
    expect(captions.length).toBeGreaterThan(10);
    expect(captions.filter((c) => /^(?:Ilustración|Illustration)\b/.test(c.text)).map((c) => `${c.path}: ${c.text}`)).toEqual([]);
  });
});

describe('programmes: what they award, and who vouches for it (spec 2)', () => {
  it('states each programme\'s qualification among its facts, as its JSON-LD does; a degree\'s or master\'s names the awarding university, its own RUCT code and the agency that verified it', () => {
    const wrong: string[] = [];
    const codes = new Map<string, string>();
    for (const program of programs) {
      const seen = new Set<string>();
      for (const [lang, path] of [['es', program.pathEs], ['en', program.pathEn]] as const) {
        const page = builtSite().find((p) => p.path === path);
        if (!page) { wrong.push(`${path}: not built`); continue; }
        const awarded = page.jsonLd.find((n) => n['@type'] === 'EducationalOccupationalProgram')?.educationalCredentialAwarded as string | undefined;
        const facts = unescapeHtml((/<dl class="facts">([\s\S]*?)<\/dl>/.exec(page.html)?.[1] ?? '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
        if (!awarded || !facts.includes(awarded)) wrong.push(`${path}: the facts do not state "${awarded}"`);
        if (program.programType === 'FP') continue;
        const code = /\(RUCT (\d{7})\)$/.exec(awarded ?? '')?.[1];
        if (!code || !awarded!.includes(school.owner.university[lang])) wrong.push(`${path}: "${awarded}" names no awarding university or RUCT code`);
        else seen.add(code);
        // The FAQ's "is it official?" says who awards it and who verified it, from the same record.
        for (const name of [school.owner.university[lang], school.owner.qualityAgency[lang]]) if (!page.text.includes(name)) wrong.push(`${path}: never names ${name}`);
      }
      if (program.programType === 'FP') continue;
      if (seen.size !== 1) wrong.push(`${program.pathEs}: RUCT codes ${[...seen].join(', ') || 'none'} across its two languages`);
      for (const code of seen) {
        if (codes.has(code)) wrong.push(`${program.pathEs}: RUCT ${code} is also ${codes.get(code)}'s`);
        codes.set(code, program.pathEs);
      }
    }
    expect(wrong).toEqual([]);
    expect(codes.size).toBe(programs.filter((p) => p.programType !== 'FP').length);
  });
});

describe('landing pages: reachable or deliberately hidden', () => {
  it('lists in the sitemap exactly the indexable pages, every one of them linked from another page', () => {
    const out = inject('demoOutput');
    const listed = new Set(fg.sync('sitemap-*.xml', { cwd: out }).flatMap((f) => [...readFileSync(join(out, f), 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!)));
    const linkedFrom = new Map<string, Set<string>>();
    for (const page of builtSite()) {
      for (const [, href] of page.html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)) if (href !== page.path) linkedFrom.set(href!, (linkedFrom.get(href!) ?? new Set()).add(page.path));
    }
    const wrong: string[] = [];
    for (const page of builtSite()) {
      const indexable = /<meta name="robots" content="index/.test(page.html);
      if (indexable !== listed.has(page.path)) wrong.push(`${page.path}: ${indexable ? 'indexable but not in the sitemap' : 'in the sitemap but noindex'}`);
      if (indexable && !linkedFrom.has(page.path)) wrong.push(`${page.path}: indexable but no page links to it`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    for (const path of ['/l/', '/en/l/']) expect(builtSite().some((p) => p.path === path), path).toBe(true);
  });
});
