import { CLASHES, fields, FORMS, MONTHS, paragraphSlots, standfirsts, titlePatterns, type Field, type Fill, type Form, type TitlePattern } from './data/articles.js';
import { events, isOpenDay } from './data/dated.js';
import { flagshipTexts } from './data/flagship/index.js';
import { firstNames, surnames } from './data/people.js';
import type { Bi, TopicKey } from './data/types.js';
import { createRandom, curlyQuotes } from './text.js';

export interface PlannedArticle {
  form: Form;
  /** The spec topic the article is filed under (its category). */
  topic: TopicKey;
  title: Bi;
  standfirst: Bi;
  paragraphs: Bi[];
}

/** How many articles may share one paragraph (the demo must not read as generated). */
export const MAX_PARAGRAPH_USES = 3;

/** How many articles of a language may open their lead or standfirst with the same words (spec 2: pieces that read as their own). */
export const MAX_OPENING_USES = 2;
/** How many words make an opening. */
export const OPENING_WORDS = 3;

/** The first words of a text, as a reader hears them: case, quotes and punctuation aside. */
export function openingOf(text: string): string {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, OPENING_WORDS).join(' ');
}

/**
 * The articles, newest first, deterministically (spec 2: several hundred per language). Forms
 * take turns (news, guide, interview, opinion, event report, student project), so any run of
 * six consecutive articles — the home page's "Actualidad" block — has one of each; each form
 * cycles through its title patterns and through the fields. A title and a standfirst are never
 * reused, and a paragraph goes into at most three articles and never twice into one. An article
 * opens with a lead its title pattern writes to answer the title; no more than two articles of a
 * language open their title, their lead or their standfirst with the same three words (a title
 * takes a rewording of its pattern when the first wording's opening is taken). `dateOf` gives each
 * article's date, so what it reports happened in the month it is dated. The tools an article
 * and the project it tells of are its subject's (fitToSubject), fitted after the draws.
 */
export function planArticles(count: number, dateOf: (n: number) => number, seed = 20261122, options: { numberWhenExhausted?: boolean } = {}): PlannedArticle[] {
  const random = createRandom(seed);
  const perForm = new Map<Form, number>();
  const titles = new Set<string>();
  const firstWordings = new Set<string>();
  const standfirstsUsed = new Set<string>();
  const paragraphUses = new Map<string, number>();
  const titleOpenings = new Map<string, number>();
  const leadOpenings = new Map<string, number>();
  const standfirstOpenings = new Map<string, number>();
  // What the articles show after fitToSubject, held to the same rules as the plan's own words.
  const shownTitles = new Set<string>();
  const shownStandfirsts = new Set<string>();
  const shownTitleOpenings = new Map<string, number>();
  const shownLeadOpenings = new Map<string, number>();
  const shownStandfirstOpenings = new Map<string, number>();
  const opens = (uses: Map<string, number>, text: Bi) => (uses.get(openingOf(text.es)) ?? 0) < MAX_OPENING_USES && (uses.get(`en:${openingOf(text.en)}`) ?? 0) < MAX_OPENING_USES;
  const open = (uses: Map<string, number>, text: Bi) => {
    for (const key of [openingOf(text.es), `en:${openingOf(text.en)}`]) uses.set(key, (uses.get(key) ?? 0) + 1);
  };
  const out: PlannedArticle[] = [];
  for (let n = 0; n < count; n++) {
    const form = FORMS[n % FORMS.length]!;
    const k = perForm.get(form) ?? 0;
    perForm.set(form, k + 1);
    const pool = fields;
    // Fields advance by a step coprime with their number, so neighbouring forms differ in field too.
    const field = pool[(k * 5 + FORMS.indexOf(form)) % pool.length]!;
    const patterns = titlePatterns[form];
    let fill: Fill | undefined;
    let title: Bi | undefined;
    let pattern: TitlePattern | undefined;
    let lead: Bi | undefined;
    let titleMake: ((f: Fill) => Bi) | undefined;
    let leadMake: ((f: Fill) => Bi) | undefined;
    for (let attempt = 0; attempt < 40 && !title; attempt++) {
      const tried = patterns[(k + Math.floor(attempt / 8)) % patterns.length]!;
      const candidate = makeFill(field, random, monthReported(tried, dateOf(n)));
      // A pattern's first wording decides whether this draw is taken, as it always has, so an
      // article's fill does not depend on how earlier titles were worded; the title is then the
      // first wording, or a rewording, that no two articles of the language open alike.
      const first = tried.make(candidate);
      if (firstWordings.has(first.es) || firstWordings.has(first.en)) continue;
      const phrased = tried.phrasings.find((make) => { const w = make(candidate); return !titles.has(w.es) && !titles.has(w.en) && opens(titleOpenings, w); })
        ?? (titles.has(first.es) || titles.has(first.en) ? undefined : tried.make);
      if (!phrased) continue;
      // The lead that answers the title, among its pattern's, whose opening is not yet taken twice.
      const start = random.int(tried.leads.length);
      const leadMakes = tried.leads.map((_, i) => tried.leads[(start + i) % tried.leads.length]!);
      const free = leadMakes.find((make) => opens(leadOpenings, make(candidate)));
      if (!free && !options.numberWhenExhausted) continue;
      fill = candidate; title = phrased(candidate); pattern = tried; titleMake = phrased; leadMake = free ?? leadMakes[0]!; lead = leadMake(candidate);
    }
    if (!fill || !title || !pattern || !lead) {
      // Only a load-test seed (`--scale`, many times the spec's several hundred articles) uses up
      // the patterns: it numbers the title rather than stopping, so any scale seeds; the demo
      // (spec 2) never gets here and keeps this error for whoever edits the patterns.
      if (!options.numberWhenExhausted) throw new Error(`seed: no unused ${form} title, or no lead with an opening used less than ${MAX_OPENING_USES} times, for ${field.topic} (add title patterns, leads or subjects in content/data/articles.ts)`);
      pattern = patterns[k % patterns.length]!;
      fill = makeFill(field, random, monthReported(pattern, dateOf(n)));
      const make = pattern.make;
      titleMake = (f) => numbered(make(f), n);
      leadMake = pattern.leads[0]!;
      title = titleMake(fill);
      lead = leadMake(fill);
    }
    titles.add(title.es).add(title.en);
    const first = pattern.make(fill);
    firstWordings.add(first.es).add(first.en);
    open(titleOpenings, title);
    open(leadOpenings, lead);
    const variants = standfirsts[form];
    const standfirstMakes = variants.map((_, i) => variants[(k + i) % variants.length]!.make);
    const candidates = standfirstMakes.map((make) => make(fill!));
    const chosen = candidates.findIndex((c) => !standfirstsUsed.has(c.es) && opens(standfirstOpenings, c));
    const unused = chosen >= 0 ? chosen : candidates.findIndex((c) => !standfirstsUsed.has(c.es));
    const standfirstMake = standfirstMakes[Math.max(0, unused)]!;
    let standfirst = standfirstMake(fill);
    // Meta descriptions must be unique (spec 3, metaDescription): name the piece itself.
    const named = standfirstsUsed.has(standfirst.es);
    if (named) standfirst = namedBy(title, standfirst);
    standfirstsUsed.add(standfirst.es);
    open(standfirstOpenings, standfirst);
    const paragraphs: Bi[] = [lead];
    const paragraphMakes: ((f: Fill) => Bi)[] = [leadMake!];
    paragraphUses.set(lead.es, (paragraphUses.get(lead.es) ?? 0) + 1);
    for (const slot of paragraphSlots[form]) {
      const start = random.int(slot.length);
      let found = false;
      // The slot's paragraphs from the drawn one on, less those the title pattern clashes with.
      const order = slot.map((_, i) => slot[(start + i) % slot.length]!).filter((p) => !CLASHES[pattern.id]?.includes(p.id));
      for (const { make } of order) {
        const text = make(fill);
        const uses = paragraphUses.get(text.es) ?? 0;
        if (uses >= MAX_PARAGRAPH_USES || paragraphs.some((p) => p.es === text.es)) continue;
        paragraphUses.set(text.es, uses + 1);
        paragraphs.push(text);
        paragraphMakes.push(make);
        found = true;
        break;
      }
      // A load-test seed past the paragraphs' uses repeats one rather than leave the article
      // without text, which the build refuses (spec 3: a rich text has words).
      if (!found && options.numberWhenExhausted) {
        const { make } = order[0]!;
        const text = make(fill);
        if (!paragraphs.some((p) => p.es === text.es)) { paragraphs.push(text); paragraphMakes.push(make); }
      }
    }
    // Set in English as a typesetter would (the Spanish already quotes with « »).
    const set = (text: Bi): Bi => ({ es: text.es, en: curlyQuotes(text.en) });
    // An article written in full replaces the plan's words, not its draws: every later article
    // is planned as before, so its title and address stay what they were.
    const written = flagshipTexts.get(title.es);
    // The same words with the project and tools of the article's subject (fitToSubject): the draws,
    // and so every title and address decided above, stay as planned; the fitted words are kept
    // only where they keep the plan's rules (unique titles and standfirsts, openings used at most
    // twice). An article written in full names its own tools.
    const planned = { title, standfirst, paragraphs };
    const fitted = written ? fill : fitToSubject(field, fill);
    const versions = [planned];
    if (fitted !== fill) {
      const fittedTitle = titleMake!(fitted);
      const fittedStandfirst = named ? namedBy(fittedTitle, standfirstMake(fitted)) : standfirstMake(fitted);
      const fittedParagraphs = paragraphMakes.map((make) => make(fitted));
      versions.unshift({ title: fittedTitle, standfirst: fittedStandfirst, paragraphs: fittedParagraphs });
      // The same with another of its pattern's leads, for when the fitted one opens as two others do.
      for (const make of pattern.leads) {
        const other = make(fitted);
        if (other.es !== fittedParagraphs[0]!.es && !fittedParagraphs.some((p) => p.es === other.es)) versions.splice(versions.length - 1, 0, { title: fittedTitle, standfirst: fittedStandfirst, paragraphs: [other, ...fittedParagraphs.slice(1)] });
      }
    }
    const free = (v: typeof planned) => !shownTitles.has(v.title.es) && !shownTitles.has(v.title.en);
    const keepsRules = (v: typeof planned) => free(v) && !shownStandfirsts.has(v.standfirst.es)
      && opens(shownTitleOpenings, v.title) && opens(shownLeadOpenings, v.paragraphs[0]!) && opens(shownStandfirstOpenings, v.standfirst);
    let shown = versions.find(keepsRules) ?? [planned, ...versions].find(free)
      // Only a load-test seed gets here, its patterns long used up (numberWhenExhausted): numbered, as above.
      ?? { ...planned, title: numbered(planned.title, n) };
    // A standfirst another article already shows, or whose opening two already have, names this
    // piece first (spec 3: unique meta descriptions; spec 2: pieces that read as their own).
    if (shownStandfirsts.has(shown.standfirst.es) || !opens(shownStandfirstOpenings, shown.standfirst)) shown = { ...shown, standfirst: namedBy(shown.title, shown.standfirst) };
    shownTitles.add(shown.title.es).add(shown.title.en);
    shownStandfirsts.add(shown.standfirst.es);
    open(shownTitleOpenings, shown.title);
    open(shownLeadOpenings, shown.paragraphs[0]!);
    open(shownStandfirstOpenings, shown.standfirst);
    out.push({ form, topic: topicOf(form, field, pattern.id), title: set(shown.title), standfirst: set(written?.standfirst ?? shown.standfirst), paragraphs: (written?.paragraphs ?? shown.paragraphs).map(set) });
  }
  return out;
}

/**
 * The fill with a student project of its subject (Project.subjects): a typeface is typography's
 * work, not interface design's. The field's next project that is work of the subject replaces one
 * that is not; a subject none of the field's projects belongs to keeps the drawn one.
 */
function fitProject(field: Field, fill: Fill): Fill {
  if (fill.project.subjects.includes(fill.subject.es)) return fill;
  const from = Math.max(0, field.projects.indexOf(fill.project));
  for (let i = 1; i < field.projects.length; i++) {
    const project = field.projects[(from + i) % field.projects.length]!;
    if (project.subjects.includes(fill.subject.es)) return { ...fill, project };
  }
  return fill;
}

/** A load-test seed's title past its patterns, numbered by the article's place. */
const numbered = (title: Bi, n: number): Bi => ({ es: `${title.es} (${n + 1})`, en: `${title.en} (${n + 1})` });
/** A standfirst another article already has, named by its own piece's title (spec 3: unique meta descriptions). */
const namedBy = (title: Bi, standfirst: Bi): Bi => ({ es: `${title.es}. ${standfirst.es}`, en: `${title.en}. ${standfirst.en}` });

/**
 * A field's items of a subject (its Spanish name): those of `items` whose entry in the parallel
 * `about` list names it (or is '*', the whole field), then the subject's own.
 */
function ofSubject<T>(items: T[], about: readonly (readonly string[] | '*')[], own: Record<string, T[]> | undefined, subject: string): T[] {
  return [...items.filter((_, i) => { const of = about[i]; return of === '*' || (of?.includes(subject) ?? false); }), ...(own?.[subject] ?? [])];
}
/** The facts of a field about a subject: those listed for it or for the whole field, and its own. */
export const factsAbout = (field: Field, subject: string) => ofSubject(field.facts, field.factSubjects, field.subjectFacts, subject);
/** The jobs of a field whose people work in a subject: those listed for it, and its own. */
export const jobsAbout = (field: Field, subject: string) => ofSubject(field.jobs, field.jobSubjects, field.subjectJobs, subject);

/**
 * A drawn pair kept to the allowed ones: each that is not allowed (or repeats the other) is
 * replaced by the allowed one at its place in the field's whole list, so the same draw always
 * gives the same pair. The pair as drawn when both are allowed.
 */
function fitPair<T>(allowed: T[], all: T[], [first, second]: [T, T]): [T, T] {
  if (allowed.includes(first) && allowed.includes(second)) return [first, second];
  const fitted = fitOne(allowed, all, first, allowed.includes(second) ? second : null);
  return [fitted, fitOne(allowed, all, second, fitted)];
}

/** One drawn item kept to the allowed ones, other than `other`: the allowed one at its place in `all` (fitPair). */
function fitOne<T>(allowed: T[], all: T[], item: T, other: T | null = null): T {
  if (allowed.includes(item) && item !== other) return item;
  const from = Math.max(0, all.indexOf(item));
  for (let i = 0; i < allowed.length; i++) {
    const candidate = allowed[(from + i) % allowed.length]!;
    if (candidate !== other) return candidate;
  }
  return item;
}

/**
 * The fill with a project of its subject (fitProject), facts about its subject
 * (Field.factSubjects, Field.subjectFacts), tools its subject is taught with
 * (Field.subjectTools) and a guest who works in it (Field.jobSubjects, Field.subjectJobs). The
 * same fill when all already belong.
 */
export function fitToSubject(field: Field, drawn: Fill): Fill {
  let fill = fitProject(field, drawn);
  const subject = fill.subject.es;
  const jobs = jobsAbout(field, subject);
  if (jobs.length > 0 && !jobs.includes(fill.voice.job)) fill = { ...fill, voice: { ...fill.voice, job: fitOne(jobs, field.jobs, fill.voice.job) } };
  const facts = factsAbout(field, subject);
  if (facts.length >= 2) {
    const [fact, fact2] = fitPair(facts, field.facts, [fill.fact, fill.fact2]);
    if (fact !== fill.fact || fact2 !== fill.fact2) fill = { ...fill, fact, fact2 };
  }
  const tools = field.subjectTools[subject];
  if (tools) {
    const [tool, tool2] = fitPair(tools, field.tools, [fill.tool, fill.tool2]);
    if (tool !== fill.tool || tool2 !== fill.tool2) fill = { ...fill, tool, tool2 };
  }
  return fill;
}

/** News about placements, grants, courses and open days is vocational-training news (spec 2 topics). */
const VOCATIONAL = new Set(['news-figure', 'news-scholarship', 'news-course', 'news-fair', 'news-mentors', 'report-openday', 'report-families']);

function topicOf(form: Form, field: Field, pattern: string): TopicKey {
  if (VOCATIONAL.has(pattern)) return 'vocational-training';
  switch (form) {
    case 'interview': return 'interviews';
    case 'news': case 'event-report': return 'school-news';
    default: return field.topic;
  }
}

/** The open days' month and day ("11-14"), as the school holds them every year (content/data/dated.ts). */
const OPEN_DAYS = events.filter(isOpenDay).map((e) => e.date.slice(5)).sort();

/**
 * The month an article reports on: the month it is dated, except for an open day's report, which
 * names the last open day held by then, so no report tells of an open day in a month the school's
 * calendar has none (spec 3's events: open days are the calendar's, on the open-day page).
 */
function monthReported(pattern: TitlePattern, at: number): Bi {
  const date = new Date(at);
  if (pattern.id !== 'report-openday' || OPEN_DAYS.length === 0) return MONTHS[date.getUTCMonth()]!;
  const day = date.toISOString().slice(5, 10);
  const held = OPEN_DAYS.filter((d) => d <= day);
  // None yet this calendar year: the last of the year before.
  const last = held.length > 0 ? held[held.length - 1]! : OPEN_DAYS[OPEN_DAYS.length - 1]!;
  return MONTHS[Number(last.slice(0, 2)) - 1]!;
}

function makeFill(field: Field, random: ReturnType<typeof createRandom>, month: Bi): Fill {
  const [tool, tool2] = random.sample(field.tools, 2) as [string, string];
  const [fact, fact2] = random.sample(field.facts, 2) as [Bi, Bi];
  const gender = random.next() < 0.5 ? 'f' : 'm';
  return {
    subject: random.pick(field.subjects),
    tool, tool2,
    project: random.pick(field.projects),
    voice: { name: `${random.pick(firstNames[gender])} ${random.pick(surnames)}`, gender, job: random.pick(field.jobs) },
    fact, fact2,
    figure: 12 + random.int(46) * 4,
    // What the article reports happened in the month it is dated.
    month,
  };
}
