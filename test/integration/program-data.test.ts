import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Sql } from '../../server/sql/sql.js';
import { htmlFileFor } from '../../src/contract/paths.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { slow } from '../helpers/slow.js';

/**
 * One source of truth for a programme's figures: its page's structuredDataContent. An editor
 * changes a price on the programme page through the content API, publishes, and the next build
 * shows the new price in the comparison (programme list), in the fees table and in the
 * programme's facts block, in every language (a figure is shared; words are each language's own),
 * with nothing typed anywhere else.
 */
const DAM = { es: '/formacion-profesional-superior-desarrollo-de-aplicaciones-multiplataforma/', en: '/en/higher-degree-in-multi-platform-application-development/' };
const LIST = { es: '/futuro-estudiante-fp/', en: '/en/future-student-fp/' };
const FEES = { es: '/tarifas-y-becas/', en: '/en/fees-and-scholarships/' };

let file: string;
let db: Sql;
let server: () => Promise<void>;
let base: string;
let editor: string;
beforeAll(async () => {
  file = await copyDemo('program-data');
  editor = (await runCli(['token', 'create', '--role', 'editor', '--db', file])).stdout.trim();
  db = await openLocation(file);
  ({ base: base, close: server } = await startApiOn(db));
});
afterAll(async () => {
  await server();
  await db.close();
});

const auth = () => ({ authorization: `Bearer ${editor}` });
const pageId = async (path: string) => (await db.get<{ id: number }>('SELECT id FROM pages WHERE path = ?', [path]))!.id;
type Json = Record<string, any>;
async function loadDraft(id: number): Promise<Json> {
  const res = await fetch(`${base}/site/main/page/${id}?draft=1`, { headers: auth() });
  expect(res.status).toBe(200);
  return res.json() as Promise<Json>;
}
/** Save and publish through the API as the editor does. */
async function saveAndPublish(id: number, page: Json): Promise<void> {
  const saved = await fetch(`${base}/site/main/page/${id}`, { method: 'PUT', headers: { ...auth(), 'content-type': 'application/json', 'if-match': page.version }, body: JSON.stringify(page) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const { version } = await saved.json() as { version: string };
  const published = await fetch(`${base}/site/main/page/${id}/publish`, { method: 'POST', headers: { ...auth(), 'if-match': version } });
  expect(published.status, await published.clone().text()).toBe(200);
}
const indexHash = async (path: string, lang: string) => {
  const index = await (await fetch(`${base}/site/main/pages?lang=${lang}`)).json() as { items: { path: string; hash: string }[] };
  return index.items.find((i) => i.path === path)!.hash;
};

/**
 * The figures of one programme's row in the tables of a built page that list it (the pages show
 * one table per kind of programme): each `<data value>` and its text.
 */
function rowFigures(outDir: string, path: string, programmePath: string): { module: string; values: string[]; texts: string[] }[] {
  const html = readFileSync(join(outDir, htmlFileFor(path)), 'utf8');
  const modules = [...html.matchAll(/<(?:section|div) data-module="(ProgramComparison|FeesTable)"[\s\S]*?<\/table>/g)]
    .filter((m) => m[0].includes(`href="${programmePath}"`));
  return modules.map((m) => {
    const row = m[0].split('<tr>').find((r) => r.includes(`href="${programmePath}"`)) ?? '';
    const data = [...row.matchAll(/<data value="([^"]*)">([^<]*)<\/data>/g)];
    return { module: m[1]!, values: data.map((d) => d[1]!), texts: data.map((d) => d[2]!.replace(/\u00a0/g, ' ')) };
  });
}

describe('a programme\'s price is written once, on its page (one source of truth)', () => {
  it('the demo build shows each programme\'s own price in the comparison and the fees table', () => {
    const out = inject('demoOutput');
    expect(rowFigures(out, LIST.es, DAM.es)).toEqual([{ module: 'ProgramComparison', values: ['6900'], texts: ['6.900 €'] }]);
    expect(rowFigures(out, FEES.es, DAM.es)).toEqual([{ module: 'FeesTable', values: ['6900', '300', '13800'], texts: ['6.900 €', '300 €', '13.800 €'] }]);
    expect(rowFigures(out, FEES.en, DAM.en)).toEqual([{ module: 'FeesTable', values: ['6900', '300', '13800'], texts: ['€6,900', '€300', '€13,800'] }]);
  });

  it('republishing a programme page unchanged leaves the pages that list it alone', async () => {
    const before = await indexHash(FEES.es, 'es_ES');
    const id = await pageId(DAM.es);
    const page = await loadDraft(id);
    await saveAndPublish(id, { ...page, metaDescription: `${String(page.metaDescription)} ` });
    expect(await indexHash(FEES.es, 'es_ES')).toBe(before);
  });

  it('a price changed on the programme page through the content API is the new price in the comparison, the fees table and the facts block of both languages after a build', async () => {
    const feesHash = await indexHash(FEES.es, 'es_ES');
    const feesHashEn = await indexHash(FEES.en, 'en_GB');
    const id = await pageId(DAM.es);
    const idEn = await pageId(DAM.en);
    // The English page has a draft of its own in progress: it keeps it, with the new price.
    const english = await loadDraft(idEn);
    const englishDraft = { ...english, metaDescription: 'A draft of the English page, not published yet.' };
    const savedEn = await fetch(`${base}/site/main/page/${idEn}`, { method: 'PUT', headers: { ...auth(), 'content-type': 'application/json', 'if-match': english.version }, body: JSON.stringify(englishDraft) });
    expect(savedEn.status).toBe(200);
    const page = await loadDraft(id);
    expect(page.structuredDataContent.price.amount).toBe(6900);
    // A figure (shared by every language) and a word (the Spanish page's own).
    await saveAndPublish(id, { ...page, structuredDataContent: { ...page.structuredDataContent, duration: '2 cursos (2.000 horas)', price: { ...page.structuredDataContent.price, amount: 7150 } } });

    // The English page's record has the new price, live and in its draft; its words are its own.
    const live = await (await fetch(`${base}/site/main/page/${idEn}`)).json() as Json;
    expect(live.structuredDataContent.price).toEqual({ ...english.structuredDataContent.price, amount: 7150 });
    expect(live.structuredDataContent.duration).toBe(english.structuredDataContent.duration);
    expect(live.metaDescription).toBe(english.metaDescription);
    const draftEn = await loadDraft(idEn);
    expect(draftEn.structuredDataContent.price.amount).toBe(7150);
    expect(draftEn.metaDescription).toBe('A draft of the English page, not published yet.');
    // Its history says who published the change, as for any publish.
    const history = await (await fetch(`${base}/site/main/page/${idEn}/versions`, { headers: auth() })).json() as { live: number; items: { seq: number; kind: string; actor: string; publishedBy: string | null }[] };
    const saver = history.items.find((v) => v.kind === 'save')!.actor;
    expect(history.items[0]).toMatchObject({ seq: history.live, kind: 'publish', actor: saver, publishedBy: saver });
    expect(await indexHash(FEES.en, 'en_GB')).not.toBe(feesHashEn);

    // The programme's item, as every distributor delivers it, carries the page's price.
    const listed = await fetch(`${base}/site/main/distributor`, {
      method: 'POST', headers: { 'content-type': 'application/json', lang: 'es_ES' },
      body: JSON.stringify({ mode: 'auto', order: 'alpha-ASC', quantity: 12, sources: [{ structuredData: 'PROGRAMS', filters: [] }] }),
    });
    const items = (await listed.json() as { items: { relatedPage: { url: string }; content: Json }[] }).items;
    expect(items.find((i) => i.relatedPage.url === DAM.es)!.content.price.amount).toBe(7150);
    // The pages listing it changed with it (the build's incremental decision rests on this hash).
    expect(await indexHash(FEES.es, 'es_ES')).not.toBe(feesHash);

    const out = join(mkdtempSync(join(tmpdir(), 'sitegen-program-data-out-')), 'output');
    cpSync(inject('demoOutput'), out, { recursive: true });
    const build = await runCli(['build', '--db', file, '--out', out, '--json']);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(jsonSummary(build).pages).toBeGreaterThan(1000);

    expect(rowFigures(out, LIST.es, DAM.es)).toEqual([{ module: 'ProgramComparison', values: ['7150'], texts: ['7.150 €'] }]);
    expect(rowFigures(out, FEES.es, DAM.es)).toEqual([{ module: 'FeesTable', values: ['7150', '300', '14300'], texts: ['7.150 €', '300 €', '14.300 €'] }]);
    // One record in both languages: the English tables say the same price, in English.
    expect(rowFigures(out, LIST.en, DAM.en)).toEqual([{ module: 'ProgramComparison', values: ['7150'], texts: ['€7,150'] }]);
    expect(rowFigures(out, FEES.en, DAM.en)[0]!.values).toEqual(['7150', '300', '14300']);
    // And so do the programme's own pages: their facts block and their JSON-LD offer.
    const facts = (path: string) => readFileSync(join(out, htmlFileFor(path)), 'utf8').match(/<section data-module="ProgramFacts"[\s\S]*?<\/section>/)![0];
    expect(facts(DAM.es)).toMatch(/Precio por curso<\/dt><dd><data value="7150">7\.150\u00a0€<\/data>/);
    expect(facts(DAM.es)).toContain('2 cursos (2.000 horas)');
    expect(facts(DAM.en)).toMatch(/Price per year<\/dt><dd><data value="7150">€7,150<\/data>/);
    expect(facts(DAM.en)).not.toContain('2 cursos (2.000 horas)');
    expect(readFileSync(join(out, htmlFileFor(DAM.en)), 'utf8')).toMatch(/"@type":"Offer","category":"Paid","price":7150,/);
  }, slow(240_000));
});

describe('a translation left behind (spec 4 editor mode)', () => {
  const ASIR = { es: '/formacion-profesional-administracion-de-sistemas-informaticos-en-red/', en: '/en/higher-degree-in-network-computer-systems-administration/' };
  const newer = async (id: number) => {
    const res = await fetch(`${base}/site/main/page/${id}/translations`, { headers: auth() });
    expect(res.status).toBe(200);
    return ((await res.json()) as { newer: { id: number; locale: string; path: string; changedAt: string; changedBy: string }[] }).newer;
  };

  it('is named when the other language\'s words change after it was published, not for a shared figure, and no longer once it is published', async () => {
    const es = await pageId(ASIR.es);
    const en = await pageId(ASIR.en);
    expect(await newer(en)).toEqual([]);
    // A price: shared by both languages, live in both at once. Nothing for a translator to do.
    const first = await loadDraft(es);
    await saveAndPublish(es, { ...first, structuredDataContent: { ...first.structuredDataContent, price: { ...first.structuredDataContent.price, amount: first.structuredDataContent.price.amount + 100 } } });
    expect(await newer(en)).toEqual([]);
    // Words and a price at once: the English page is behind on the words.
    const second = await loadDraft(es);
    const before = Date.now();
    await saveAndPublish(es, { ...second, metaDescription: 'Administra redes y servidores en empresas reales desde el primer curso.', structuredDataContent: { ...second.structuredDataContent, places: second.structuredDataContent.places + 2 } });
    const behind = await newer(en);
    expect(behind).toMatchObject([{ id: es, locale: 'es_ES', path: ASIR.es }]);
    expect(Date.parse(behind[0]!.changedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(behind[0]!.changedBy).not.toBe('');
    // The Spanish page is not behind the English one: its words did not change.
    expect(await newer(es)).toEqual([]);
    // Read and published by its editor: up to date again.
    const english = await loadDraft(en);
    await saveAndPublish(en, { ...english, metaDescription: 'Run networks and servers in real companies from the first year.' });
    expect(await newer(en)).toEqual([]);
    // And now the Spanish page is the one that was overtaken.
    expect(await newer(es)).toMatchObject([{ id: en, locale: 'en_GB', path: ASIR.en }]);
    // Visitors are not told.
    expect((await fetch(`${base}/site/main/page/${en}/translations`)).status).toBe(401);
  });
});
