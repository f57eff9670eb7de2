import { describe, expect, it } from 'vitest';
import { boilerplateOf, commonNeighbour, conceptsOf, eventDayOf, formWeights, nearestWords, osaDistance, pageDocument, stem, suggestedPages, synonymMapOf, typoFixes, type Doc } from '../server/search.js';
import type { ContentStore } from '../server/content-store.js';
import { DEFAULT_SYNONYMS } from '../server/search-synonyms.js';

/** The search's pure rules (server/search.ts, spec 7 search); each backend's behaviour: test/integration/search-backends.test.ts. */
describe('search rules', () => {
  it('a swapped pair of letters is one mistake (optimal string alignment), not two', () => {
    expect(osaDistance('desgin', 'design')).toBe(1);
    expect(osaDistance('becsa', 'becas')).toBe(1);
    expect(osaDistance('design', 'design')).toBe(0);
    expect(osaDistance('disen', 'dis')).toBe(2);
    // OSA does not edit a swapped pair again: "ca" → "abc" is 3 (true Damerau would say 2).
    expect(osaDistance('ca', 'abc')).toBe(3);
    // Past the limit it stops early and says limit + 1.
    expect(osaDistance('animation', 'robotics', 2)).toBe(3);
  });

  it('a word that matches nothing is corrected to the nearest, then most common, word of the index', () => {
    const vocabulary = [{ term: 'design', docs: 300 }, { term: 'desire', docs: 2 }, { term: 'dessert', docs: 1 }, { term: 'sign', docs: 40 }];
    expect(nearestWords(vocabulary, 'desgin')).toEqual(['design']);
    expect(nearestWords(vocabulary, 'desing')).toEqual(['design']);
    // The first letter is kept: "esign" is not a typo of "design" here.
    expect(nearestWords(vocabulary, 'esign')).toEqual([]);
  });

  it('corrects a typo to the word nearest what was typed, not to a neighbour of the stem a stemmer cut it into', () => {
    // English Snowball stems "desing" to "dese", one letter from "desk": a site that says "desk"
    // must still offer "design".
    const vocabulary = [{ term: 'design', docs: 300 }, { term: 'desk', docs: 3 }];
    expect(stem('desing', 'en_GB')).toBe('dese');
    expect(typoFixes(vocabulary, 'dese', 'desing')[0]).toBe('design');
    expect(typoFixes(vocabulary, 'scholarhsip', 'scholarhsips')).toEqual([]);
    expect(typoFixes([{ term: 'scholarship', docs: 20 }], 'scholarhsip', 'scholarhsips')).toEqual(['scholarship']);
  });

  it('a rare word one slip from a word many pages show is offered that word, only if it is that much commoner', () => {
    const en = (word: string) => stem(word, 'en_GB');
    const doc = (title: string): Doc => ({ path: `/en/${title}/`, template: 'Article', title, excerpt: '' });
    const docs = new Map([[1, doc('Admissions open')], [2, doc('Student admission')], [3, doc('Admin team')]]);
    const vocabulary = [{ term: en('admissions'), docs: 60 }, { term: en('admisions'), docs: 3 }, { term: en('admin'), docs: 25 }];
    // Forms are compared, not stems: "admisions" and "admissions" stem apart.
    expect(en('admisions')).not.toBe(en('admissions'));
    expect(commonNeighbour(vocabulary, docs, en, 'admisions', en('admisions'), 30)).toBe(en('admissions'));
    // Not common enough for what was asked (the rare word on 10 pages, alone: ten times that).
    expect(commonNeighbour(vocabulary, docs, en, 'admisions', en('admisions'), 100)).toBeUndefined();
    // Short words are not corrected this way: too many real words lie one letter apart.
    expect(commonNeighbour(vocabulary, docs, en, 'admim', en('admim'), 1)).toBeUndefined();
    // Two slips away is not a neighbour.
    expect(commonNeighbour(vocabulary, docs, en, 'admiisons', en('admiisons'), 1)).toBeUndefined();
  });

  it('a word and its plural share a stem, and two words of the site Snowball would merge do not', () => {
    // "talleres" found no "Taller de…" event: Snowball cuts "taller" to "tall" and "talleres" to "taller".
    expect(stem('taller', 'es_ES')).toBe(stem('talleres', 'es_ES'));
    // A beginners' workshop is not the beginning of something.
    expect(stem('principiantes', 'es_ES')).toBe(stem('principiante', 'es_ES'));
    expect(stem('principiantes', 'es_ES')).not.toBe(stem('principio', 'es_ES'));
    expect(stem('news', 'en_GB')).not.toBe(stem('new', 'en_GB'));
    // A team ("equipo ctf") is not the campus's equipment, whose synonyms are its labs.
    expect(stem('equipamiento', 'es_ES')).toBe(stem('equipamientos', 'es_ES'));
    expect(stem('equipamiento', 'es_ES')).not.toBe(stem('equipo', 'es_ES'));
    const team = conceptsOf('equipo ctf ciberseguridad', 'es_ES', synonymMapOf(DEFAULT_SYNONYMS.es_ES!, 'es_ES')).find((c) => c.typed.includes('equipo'))!;
    expect(team.alternatives).toEqual([[stem('equipo', 'es_ES')]]);
    // Metres are not the metro.
    for (const lang of ['es_ES', 'en_GB']) expect(stem('metros', lang)).not.toBe(stem('metro', lang));
  });

  it('the word typed counts more than its synonyms, unless it finds nothing', () => {
    const en = synonymMapOf(DEFAULT_SYNONYMS.en_GB!, 'en_GB');
    const [placement] = conceptsOf('placement', 'en_GB', en);
    const own = placement!.alternatives.findIndex((a) => a.join(' ') === stem('placement', 'en_GB'));
    expect(placement!.own).toBe(own);
    expect(placement!.alternatives.length).toBeGreaterThan(1);
    const found = placement!.alternatives.map(() => 5);
    const weights = formWeights(placement!, found);
    expect(weights[own]).toBe(1);
    expect(weights.filter((_, k) => k !== own).every((w) => w > 0 && w < 1)).toBe(true);
    // Typed but on no page: its synonyms find the pages, each at full weight.
    expect(formWeights(placement!, found.map((n, k) => (k === own ? 0 : n)))).toEqual(found.map(() => 1));
    // A word with no synonyms has one form, at full weight.
    expect(formWeights(conceptsOf('rigging', 'en_GB', en)[0]!, [3])).toEqual([1]);
  });

  it('acronyms fold to their expansions both ways, in both languages', () => {
    const es = synonymMapOf(DEFAULT_SYNONYMS.es_ES!, 'es_ES');
    const fp = conceptsOf('precio fp', 'es_ES', es).find((c) => c.typed.includes('fp'))!;
    expect(fp.alternatives).toContainEqual(['formacion', 'profesional'].map((w) => stem(w, 'es_ES')));
    const expanded = conceptsOf('formacion profesional', 'es_ES', es);
    expect(expanded).toHaveLength(1);
    expect(expanded[0]!.alternatives).toContainEqual(['fp']);
    const en = synonymMapOf(DEFAULT_SYNONYMS.en_GB!, 'en_GB');
    expect(conceptsOf('mba', 'en_GB', en)[0]!.alternatives.map((a) => a.join(' '))).toContain(['business', 'administration'].map((w) => stem(w, 'en_GB')).join(' '));
  });

  it('an event\'s day comes from its structured data; without an end time it lasts its whole day', () => {
    expect(eventDayOf({ structuredDataContent: { date: '2027-01-23', endDate: '2027-01-23T14:00:00+01:00' } })).toEqual({ date: '2027-01-23', ends: '2027-01-23T14:00:00+01:00' });
    expect(eventDayOf({ structuredDataContent: { date: '2027-01-23' } })!.ends).toBe('2027-01-23T23:59:59+14:00');
    expect(eventDayOf({ structuredDataContent: { date: 'next week' } })).toBeNull();
    expect(eventDayOf({})).toBeNull();
  });

  it('text a module shows on 8 pages or more is boilerplate; forms never count', () => {
    const page = (text: string) => ({ published_json: JSON.stringify({ template: { modules: [{ component: 'Accordion', text }, { component: 'IntroForm', intro: 'Te llamamos' }] } }) });
    const pages = [...Array.from({ length: 8 }, () => page('Un asesor de admisión te llamará')), ...Array.from({ length: 7 }, () => page('Casi en todas'))];
    const boilerplate = boilerplateOf(pages);
    expect(boilerplate.has('Un asesor de admisión te llamará')).toBe(true);
    expect(boilerplate.has('Casi en todas')).toBe(false);
    expect(boilerplate.has('Te llamamos')).toBe(false);
  });

  it('a query that finds nothing is offered the menus\' pages, the closest by letters first, then the most linked', () => {
    const docs = new Map<number, Doc>([
      [1, { path: '/contacto/', template: 'BasicTemplate', title: 'Contacto', excerpt: '' }],
      [2, { path: '/tarifas-y-becas/', template: 'BasicTemplate', title: 'Tarifas y becas', excerpt: '' }],
      [3, { path: '/proceso-de-admision/', template: 'BasicTemplate', title: 'Proceso de admisión', excerpt: '' }],
    ]);
    const menu = JSON.stringify({ mainMenu: [
      { label: 'Admisión', url: { href: '/proceso-de-admision/' } }, { label: 'Matrícula', url: { href: '/proceso-de-admision/' } },
      { label: 'Tarifas', url: { href: '/tarifas-y-becas/' } }, { label: 'Contacto', url: { href: '/contacto/' } },
      { label: 'Fuera del índice', url: { href: '/no-indexada/' } },
    ] });
    expect(suggestedPages('tarfias', [menu], docs).map((s) => s.path)).toEqual(['/tarifas-y-becas/', '/proceso-de-admision/', '/contacto/']);
    expect(suggestedPages('zzzz', [menu], docs)[0]!.path).toBe('/proceso-de-admision/');
  });
  it('words of wanting to study leave a query that says what, and mark it as after a programme; alone they are searched as typed', () => {
    const es = synonymMapOf(DEFAULT_SYNONYMS.es_ES!, 'es_ES');
    const moda = conceptsOf('estudiar moda', 'es_ES', es);
    expect(moda.map((c) => c.typed)).toEqual([['moda']]);
    expect(moda[0]!.studying).toBe(true);
    // A phrase of function words ("quiero hacer") is an intent too.
    expect(conceptsOf('quiero hacer videojuegos', 'es_ES', es).map((c) => [c.typed, c.studying])).toEqual([[['videojuegos'], true]]);
    const alone = conceptsOf('cursos', 'es_ES', es);
    expect(alone.map((c) => c.typed)).toEqual([['cursos']]);
    expect(alone[0]!.studying).toBeUndefined();
    const en = synonymMapOf(DEFAULT_SYNONYMS.en_GB!, 'en_GB');
    expect(conceptsOf('fashion course', 'en_GB', en).map((c) => [c.typed, c.studying])).toEqual([[['fashion'], true]]);
    // A longer phrase of the synonym list wins over the intent inside it: "study abroad" is Erasmus.
    expect(conceptsOf('study abroad', 'en_GB', en).map((c) => [c.typed, c.studying])).toEqual([[['study', 'abroad'], undefined]]);
    expect(conceptsOf('moda', 'es_ES', es)[0]!.studying).toBeUndefined();
  });

  it('a teacher word is a kind of page; entry requirements fold together', () => {
    const es = synonymMapOf(DEFAULT_SYNONYMS.es_ES!, 'es_ES');
    const teacher = conceptsOf('profesor animacion 3d', 'es_ES', es);
    expect(teacher.map((c) => c.kind ?? false)).toEqual([true, false, false]);
    const en = synonymMapOf(DEFAULT_SYNONYMS.en_GB!, 'en_GB');
    expect(conceptsOf('3d animation teacher', 'en_GB', en).map((c) => c.kind ?? false)).toEqual([false, false, true]);
    // A question for a teacher is the same kind of page: "quién da ciberseguridad", "who teaches cybersecurity".
    expect(conceptsOf('quien da ciberseguridad', 'es_ES', es).map((c) => c.kind ?? false)).toEqual([true, false]);
    expect(conceptsOf('who teaches cybersecurity', 'en_GB', en).map((c) => c.kind ?? false)).toEqual([true, false]);
    const entry = conceptsOf('entry requirements', 'en_GB', en);
    expect(entry).toHaveLength(1);
    expect(entry[0]!.alternatives).toContainEqual([stem('requirements', 'en_GB')]);
    expect(conceptsOf('puedo entrar sin bachillerato', 'es_ES', es)[0]!.alternatives.map((a) => a.join(' '))).toContain(['requisitos', 'de', 'acceso'].map((w) => stem(w, 'es_ES')).join(' '));
  });

  it('a heading every page of a kind shows is the page\'s text, not its name; its own headings name it', async () => {
    const module = (title: string, content: string) => ({ component: 'BasicContent', title, content });
    const json = { template: { modules: [module('Requisitos de acceso', 'Bachillerato'), module('Patronaje', 'Moda y confección')] } };
    const boilerplate = new Set(['Requisitos de acceso', 'Bachillerato']);
    const { doc } = await pageDocument({} as ContentStore, { slug: 'main', languages: [{ prefix: '/' }] }, 'es_ES',
      { id: 1, path: '/moda/', template_type: 'ProgramDetail', title: 'Moda', published_json: JSON.stringify(json) }, new Map(), [], [], boilerplate);
    expect(doc!.headings).toBe('Patronaje');
    expect(doc!.body).toContain('Requisitos de acceso');
    expect(doc!.body).not.toContain('Bachillerato');
  });

  it('a page is found by what it shows from its records: a programme\'s facts and a comparison\'s columns, in words', async () => {
    const record = { duration: '4 cursos', ects: 240, modality: 'Presencial', campus: 'Madrid', credential: 'Título oficial de Graduado en Diseño', startDate: '2027-09-13', price: { amount: 9900, currency: 'EUR', academicYear: '2027-2028' } };
    const page = (path: string, json: unknown) => pageDocument({} as ContentStore, { slug: 'main', languages: [{ prefix: '/' }] }, 'es_ES',
      { id: 1, path, template_type: 'ProgramDetail', title: 'Grado', published_json: JSON.stringify(json) }, new Map(), []);
    const facts = (await page('/grado/', { template: { modules: [{ component: 'ProgramFacts', title: 'El programa de un vistazo' }] }, structuredDataContent: record })).doc!;
    expect(facts.body).toContain('Duración 4 cursos');
    expect(facts.body).toContain('Modalidad Presencial');
    expect(facts.body).toContain('Titulación Título oficial de Graduado en Diseño');
    // A date or a price by its label: "cuándo empiezan las clases", "cuánto cuesta el grado".
    expect(facts.body).toMatch(/(^| )Inicio( |$)/);
    expect(facts.body).toContain('Precio por curso');
    expect(facts.body).toContain('ECTS 240');
    // The record alone is not on the page without the module that shows it.
    expect((await page('/otra/', { template: { modules: [] }, structuredDataContent: record })).doc!.body).not.toContain('Duración');
    const table = (await page('/fp/', { template: { modules: [{ component: 'ProgramComparison', title: 'Compara' }] } })).doc!;
    expect(table.body).toContain('Duración, horas, créditos ECTS');
  });
});

describe('a query about a subject the site never names', () => {
  it('keeps the words of wanting to study aside, to search for them instead of answering nothing', () => {
    const en = synonymMapOf(DEFAULT_SYNONYMS.en_GB!, 'en_GB');
    const concepts = conceptsOf('zyxwv programmes', 'en_GB', en);
    expect(concepts.map((c) => c.typed.join(' '))).toEqual(['zyxwv']);
    expect(concepts.intents?.map((c) => c.typed.join(' '))).toEqual(['programmes']);
    expect(concepts.intents?.every((c) => c.studying)).toBe(true);
    // A query of a subject alone has nothing to fall back on.
    expect(conceptsOf('zyxwv', 'en_GB', en).intents).toBeUndefined();
  });

  it('counts two words of one synonym group as one thing asked for', () => {
    const en = synonymMapOf(DEFAULT_SYNONYMS.en_GB!, 'en_GB');
    expect(conceptsOf('scholarships and grants', 'en_GB', en).map((c) => c.typed.join(' '))).toEqual(['scholarships']);
    expect(conceptsOf('design scholarships', 'en_GB', en)).toHaveLength(2);
  });
});
