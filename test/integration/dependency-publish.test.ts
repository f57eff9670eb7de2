import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { createToken } from '../../server/tokens.js';
import { demoWorkspace, openLocation, startApiOn } from '../helpers/demo-db.js';
import { clockedBuilds, differingFiles } from '../helpers/clocked-builds.js';
import { slow } from '../helpers/slow.js';

/**
 * Publishing follows what every page embedded (DESIGN.md: a `--path` build rebuilds "what depends
 * on them: lists, distributors, sitemap"; src/publish/manifest/affected-pages.ts): after each of a
 * random sequence of editors' changes, through the content API as the editor's Publish makes
 * them, a `--path` build of the changed page alone must leave the output exactly as a fresh full
 * build of the same content makes it, file for file — the lists, home blocks, related lists and
 * fee tables that show the page included.
 *
 * The sequence is drawn from a seed (printed, and set with SITEGEN_PROPERTY_SEED to replay one).
 */

type Json = Record<string, any>;

/** A small seeded generator (mulberry32): the same seed draws the same sequence. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day.slice(0, 10)}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('publishing rebuilds what depends on the page (DESIGN --path)', () => {
  it('random edits, publishes and unpublishes, each followed by a --path build of its page, give the bytes of a fresh full build', async () => {
    const seed = Number(process.env.SITEGEN_PROPERTY_SEED ?? Date.now() % 1_000_000);
    const next = random(seed);
    const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
    const { dir, db, out } = await demoWorkspace('dependency-publish');
    // One clock for every build of the test, so the comparison is of content alone.
    const { build } = clockedBuilds(dir, db, `seed ${seed}: `);
    // The copied output brought to the test's clock first.
    await build(out, ['--path', '/']);

    const conn = await openLocation(db);
    const editor = await createToken(conn, 'editor', 'dependency-publish');
    const api = await startApiOn(conn);
    const auth = { authorization: `Bearer ${editor}` };
    const load = async (id: number) => (await fetch(`${api.base}/site/main/page/${id}?draft=1`, { headers: auth })).json() as Promise<Json>;
    const publish = async (id: number, change?: (page: Json) => void) => {
      const page = await load(id);
      let version = page.version as string;
      if (change) {
        change(page);
        const saved = await fetch(`${api.base}/site/main/page/${id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': version }, body: JSON.stringify(page) });
        expect(saved.status, `seed ${seed}: save of page ${id}: ${await saved.clone().text()}`).toBe(200);
        version = ((await saved.json()) as { version: string }).version;
      }
      const published = await fetch(`${api.base}/site/main/page/${id}/publish`, { method: 'POST', headers: { ...auth, 'if-match': version } });
      expect(published.status, `seed ${seed}: publish of page ${id}: ${await published.clone().text()}`).toBe(200);
    };
    const pages = async (template: string) => conn.all<{ id: number; path: string }>(
      "SELECT id, path FROM pages WHERE template_type = ? AND status = 'published' ORDER BY id", [template]);

    const unpublished: { id: number; path: string }[] = [];
    const steps: string[] = [];
    const actions: (() => Promise<{ path: string; what: string }>)[] = [
      // A programme's fee: the fees table, the comparisons and the cards that show it.
      async () => {
        const page = pick(await pages('ProgramDetail'));
        await publish(page.id, (p) => { p.structuredDataContent.price.amount += 50 * (1 + Math.floor(next() * 9)); });
        return { path: page.path, what: 'fee of' };
      },
      // An event moved: lists of upcoming events reorder, a past one may come back ahead.
      async () => {
        const page = pick(await pages('EventDetail'));
        const days = pick([-40, -9, -1, 1, 9, 40]);
        await publish(page.id, (p) => {
          const facts = p.structuredDataContent;
          facts.date = shiftDay(facts.date, days);
          for (const key of ['startDate', 'endDate']) if (typeof facts[key] === 'string') facts[key] = `${shiftDay(facts[key], days)}${facts[key].slice(10)}`;
        });
        return { path: page.path, what: `moved ${days} days` };
      },
      // A news article or event goes offline: every list that showed it closes up.
      async () => {
        const page = pick([...await pages('NewsDetail'), ...await pages('EventDetail'), ...await pages('BlogDetail')]);
        const done = await fetch(`${api.base}/site/main/page/${page.id}/unpublish`, { method: 'POST', headers: auth });
        expect(done.status, `seed ${seed}: unpublish of ${page.path}`).toBe(200);
        unpublished.push(page);
        return { path: page.path, what: 'unpublished' };
      },
      // It comes back.
      async () => {
        const page = unpublished.pop();
        if (!page) return actions[0]!();
        await publish(page.id);
        return { path: page.path, what: 'published again' };
      },
      // A news article's topic, which its cards show.
      async () => {
        const page = pick(await pages('NewsDetail'));
        await publish(page.id, (p) => { p.structuredDataContent.topic = `Tema ${Math.floor(next() * 1000)}`; });
        return { path: page.path, what: 'topic of' };
      },
      // A page's own title: that page and its translations' language switch only.
      async () => {
        const page = pick(await pages('BasicTemplate'));
        await publish(page.id, (p) => { p.title = `${p.title} ·`; });
        return { path: page.path, what: 'title of' };
      },
      // An editor adds a list of the latest news to a page: from then on it changes with the news.
      async () => addNewsList(pick(await pages('BasicTemplate'))),
    ];
    /** A copy of the first news list of the page's language, added to its main area. */
    const addNewsList = async (page: { id: number; path: string }) => {
      const locale = page.path.startsWith('/en/') ? 'en_GB' : 'es_ES';
      const source = (await conn.get<{ published_json: string }>(
        "SELECT published_json FROM pages WHERE locale = ? AND status = 'published' AND published_json LIKE '%\"structuredData\":\"NEWS\"%' ORDER BY id LIMIT 1", [locale]))!;
      const list = JSON.parse(source.published_json).template.mainSection.modules.find((m: Json) => m.data?.sources?.some((s: Json) => s.structuredData === 'NEWS'));
      await publish(page.id, (p) => {
        const ids = JSON.stringify(p).match(/"editorID":\d+/g)!.map((m) => Number(m.slice(11)));
        p.template.mainSection.modules.push({ ...list, editorID: Math.max(...ids) + 1, data: { ...list.data, quantity: 3, order: 'recent-DESC' }, queriedItems: [] });
      });
      listed.push({ ...page, locale });
      return { path: page.path, what: 'news list added to' };
    };
    const listed: { id: number; path: string; locale: string }[] = [];
    let rebuiltAtMost = 0;
    try {
      for (let n = 0; n < 5; n++) {
        const { path, what } = await pick(actions)();
        const summary = await build(out, ['--path', path]);
        steps.push(`${what} ${path}: rendered ${String(summary.rendered)} (${String((summary.rebuilt as string[] | undefined)?.slice(0, 12))})`);
        rebuiltAtMost = Math.max(rebuiltAtMost, summary.rendered as number);
      }
      // Always at the end: a page given a news list follows the news (its newest article goes).
      const page = listed[0] ?? (await pages('BasicTemplate'))[0]!;
      if (listed.length === 0) await addNewsList(page);
      await build(out, ['--path', page.path]);
      const locale = page.path.startsWith('/en/') ? 'en_GB' : 'es_ES';
      const newest = (await conn.get<{ id: number; path: string }>(
        "SELECT p.id, p.path FROM items i JOIN pages p ON p.id = i.page_id WHERE i.structured_data = 'NEWS' AND i.locale = ? AND i.status = 'published' ORDER BY i.published DESC, i.id DESC LIMIT 1", [locale]))!;
      const done = await fetch(`${api.base}/site/main/page/${newest.id}/unpublish`, { method: 'POST', headers: auth });
      expect(done.status).toBe(200);
      const last = await build(out, ['--path', newest.path]);
      steps.push(`unpublished the newest news ${newest.path}: rendered ${String(last.rendered)} (${String((last.rebuilt as string[] | undefined)?.slice(0, 12))})`);
      expect(last.rebuilt, `seed ${seed}: the page with the added list follows the news`).toContain(page.path);
    } finally {
      await api.close();
      await conn.close();
    }

    const fresh = join(dir, 'fresh');
    await build(fresh, []);
    const differ = differingFiles(out, fresh);
    expect(differ, `seed ${seed}; steps:\n${steps.join('\n')}`).toEqual([]);
    // Not a full rebuild in disguise: each publish rendered a small part of the site.
    expect(rebuiltAtMost, steps.join('\n')).toBeLessThan(fg.sync('**/*', { cwd: fresh, onlyFiles: true, dot: true }).length / 10);
  }, slow(600_000));

  it('a change to one article\'s card renders the page of each list that shows it; the lists\' other pages keep their files, and the bytes are a fresh full build\'s', async () => {
    const { dir, db, out } = await demoWorkspace('list-pages-kept');
    const { build } = clockedBuilds(dir, db);
    await build(out, ['--path', '/']);
    const manifest = () => JSON.parse(readFileSync(join(out, 'build-manifest.json'), 'utf8')) as { pages: Record<string, { files: Record<string, string>; facts: { listPages: number } }> };
    const pagesOfList = manifest().pages['/actualidad/']!.facts.listPages;
    expect(pagesOfList).toBeGreaterThanOrEqual(3);
    // The oldest article: on the news list's last page.
    const oldest = await publishChanged(db, `SELECT p.id, p.path FROM items i JOIN pages p ON p.id = i.page_id
      WHERE i.structured_data = 'NEWS' AND i.locale = 'es_ES' AND i.status = 'published' ORDER BY i.published, i.id LIMIT 1`,
    (page) => { page.structuredDataContent.topic = 'Tema de archivo'; });
    expect(readFileSync(join(out, 'actualidad', String(pagesOfList), 'index.html'), 'utf8')).toContain(`href="${oldest.path}"`);
    const first = join(out, 'actualidad', 'index.html');
    const firstBefore = statSync(first).mtimeMs;
    const summary = await build(out, ['--path', oldest.path]);
    expect(summary.rebuilt).toContain('/actualidad/');
    // Its first pages show other articles: kept, not written again.
    expect(summary.listPagesKept as number).toBeGreaterThanOrEqual(pagesOfList - 1);
    expect(statSync(first).mtimeMs).toBe(firstBefore);
    expect(readFileSync(join(out, 'actualidad', String(pagesOfList), 'index.html'), 'utf8')).toContain('Tema de archivo');
    // A programme's fee: a list of programmes whose page also shows fees through a distributor
    // has the same items, but every one of its pages changes.
    // A degree: the vocational list does not hold it, its "other programmes" cards do.
    const programme = await publishChanged(db, "SELECT id, path FROM pages WHERE path = '/en/bachelors-degree-in-design/'", (page) => { page.structuredDataContent.price.amount += 350; });
    expect((await build(out, ['--path', programme.path])).rebuilt).toContain('/en/future-student-fp/');
    // The newest article's card, in every "you may also like" of its language: one page of those
    // showing the same cards is rendered, the rest stitched from it (src/publish/pages/stitch-pages.ts),
    // but one whose published file is not what the manifest recorded is rendered.
    const newest = await publishChanged(db, `SELECT p.id, p.path FROM items i JOIN pages p ON p.id = i.page_id
      WHERE i.structured_data = 'NEWS' AND i.locale = 'en_GB' AND i.status = 'published' ORDER BY i.published DESC, i.id DESC LIMIT 1`,
    (page) => { page.structuredDataContent.topic = 'Campus life'; });
    const showing = Object.entries(manifest().pages).filter(([, e]) => (e as { facts: { embeds?: { pages: number[] }[] } }).facts.embeds?.some((x) => x.pages.includes(newest.id))).map(([p]) => p);
    expect(showing.length).toBeGreaterThan(20);
    const touched = showing.find((p) => p.startsWith('/en/') && !p.includes('news'))!;
    writeFileSync(join(out, touched.slice(1), 'index.html'), `${readFileSync(join(out, touched.slice(1), 'index.html'), 'utf8')}\n`);
    const listedBefore = manifest().pages;
    const card = await build(out, ['--path', newest.path]);
    expect(card.stitched as number, JSON.stringify(card)).toBeGreaterThan(showing.length / 2);
    expect(card.rendered as number).toBeLessThan(showing.length / 2);
    // The news list shows it on its first page, in its list and in its distributor: its second
    // page, whose items did not change, is rendered and comes out as published, so the others
    // with unchanged items are kept without rendering (build-page.ts).
    const newsPages = manifest().pages['/en/news/']!.facts.listPages;
    expect(newsPages).toBeGreaterThanOrEqual(3);
    expect(card.rebuilt).toContain('/en/news/');
    type Listed = { facts: { listed?: { seen: string }[] } };
    const sameItems = (card.rebuilt as string[]).reduce((n, path) => n + ((manifest().pages[path] as Listed | undefined)?.facts.listed ?? [])
      .filter((l, i) => (listedBefore[path] as Listed | undefined)?.facts.listed?.[i]?.seen === l.seen).length, 0);
    expect(sameItems).toBeGreaterThanOrEqual(newsPages - 1);
    expect(card.listPagesKept as number, JSON.stringify(card)).toBe(sameItems - 1);
    expect(readFileSync(join(out, touched.slice(1), 'index.html'), 'utf8')).toContain('Campus life');
    const fresh = join(dir, 'fresh');
    await build(fresh, []);
    expect(differingFiles(out, fresh)).toEqual([]);
  }, slow(300_000));
});

/**
 * An editor's save and Publish of the page `select` finds, with `change` applied to its draft,
 * through a content API of its own on `db`. Returns the page's id and path.
 */
async function publishChanged(db: string, select: string, change: (page: Json) => void): Promise<{ id: number; path: string }> {
  const conn = await openLocation(db);
  const api = await startApiOn(conn);
  try {
    const row = (await conn.get<{ id: number; path: string }>(select))!;
    const auth = { authorization: `Bearer ${await createToken(conn, 'editor', 'publisher')}` };
    const page = await (await fetch(`${api.base}/site/main/page/${row.id}?draft=1`, { headers: auth })).json() as Json;
    change(page);
    const saved = await fetch(`${api.base}/site/main/page/${row.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': page.version }, body: JSON.stringify(page) });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const published = await fetch(`${api.base}/site/main/page/${row.id}/publish`, { method: 'POST', headers: { ...auth, 'if-match': ((await saved.json()) as { version: string }).version } });
    expect(published.status).toBe(200);
    return row;
  } finally {
    await api.close();
    await conn.close();
  }
}
