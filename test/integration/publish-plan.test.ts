import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openSql } from '../../server/sql/open-sql.js';
import { ApiClient } from '../../src/publish/fetch/api-client.js';
import { MANIFEST_FILE, readManifest, type Manifest } from '../../src/publish/manifest/manifest.js';
import { publishPlan } from '../../src/preview/publish-plan.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { demoWorkspace, startApiOn } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';
import { startPreview } from '../helpers/start-preview.js';
import { copyOutput } from '../helpers/tree.js';

/**
 * The editor's Publish dialog (spec 4, editor mode) asks the preview what a publish will reach
 * before it goes (src/preview/publish-plan.ts), at every opening: its answer is read from the
 * published manifest without parsing every entry of it (spec 9).
 */
describe('the Publish dialog\'s plan', () => {
  it('names the pages that show the page as reading every entry names them, parsing only the entries that name it; its links are followed through the redirect table', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'sitegen-publish-plan-')), 'output');
    copyOutput(inject('demoOutput'), out);
    const pages = (await readManifest(out))!.pages;
    const showing = (id: number, self: string) => Object.entries(pages).filter(([path, p]) => path !== self && p.facts.embeds?.some((e) => e.pages.includes(id)))
      .map(([path, p]) => ({ path, title: p.facts.title }));
    const timesShown = (id: number) => Object.values(pages).filter((p) => p.facts.embeds?.some((e) => e.pages.includes(id))).length;
    const byShown = Object.entries(pages).sort(([, a], [, b]) => timesShown(b.id) - timesShown(a.id));
    // The most shown page, a programme, and a page no other page shows.
    const asked = [byShown[0]!, byShown.find(([, p]) => p.facts.template === 'ProgramDetail')!, byShown.at(-1)!];
    expect(timesShown(asked[2]![1].id)).toBe(0);
    // An entry none of them is named in, broken: parsing every entry would stop there.
    const named = new Set(asked.flatMap(([path, p]) => [path, ...showing(p.id, path).map((s) => s.path)]));
    const unread = Object.keys(pages).find((path) => !named.has(path))!;
    const file = join(out, MANIFEST_FILE);
    const text = readFileSync(file, 'utf8');
    const broken = text.replace(`\n  ${JSON.stringify(unread)}: {\n   "id": ${pages[unread]!.id},\n   "locale": "${pages[unread]!.locale}",`, `\n  ${JSON.stringify(unread)}: {\n   "id": ${pages[unread]!.id},\n   "locale": "fr_FR",`);
    expect(broken).not.toBe(text);
    writeFileSync(file, broken);
    // The redirect table the output publishes: a moved page's old path, a gone one, and one sent to no page.
    writeFileSync(join(out, 'redirects.json'), JSON.stringify({ rules: [
      { from: '/direccion-antigua/', to: '/contacto/', status: 301, caseInsensitive: false },
      { from: '/cerrada/', to: '', status: 410, caseInsensitive: false },
      { from: '/a-ninguna-parte/', to: '/no-such-draft/', status: 301, caseInsensitive: false },
    ] }));
    const body = ['/no-such-page/', '/direccion-antigua/', '/cerrada/', '/a-ninguna-parte/'].map((href) => `<a href="${href}">x</a>`).join(' ');

    const db = await openSql(inject('demoDb'));
    const api = await startApiOn(db);
    const client = new ApiClient({ baseUrl: api.base, concurrency: 4, timeoutMs: slow(30_000), retries: 0 });
    try {
      for (const [path, page] of asked) {
        // Its draft as published: nothing of it changes for the pages that show it.
        const draft = await client.raw(`/site/main/page/${page.id}`, path);
        const plan = await publishPlan({ outDir: out, client, site: 'main', pageId: page.id, pagePath: path, draft, bodyHtml: `<main><p>${body}</p></main>`, change: 'publish' });
        expect(plan.showing, path).toEqual(showing(page.id, path));
        const translations = page.facts.pageLanguages.filter((l) => l.isLive && l.path !== path).map((l) => l.path!);
        expect(plan.rebuilt).toEqual([path, ...translations].sort());
        // A link to the moved page's old path leads to it, as the build's link check says too.
        expect(plan.links).toEqual(['/a-ninguna-parte/', '/cerrada/', '/no-such-page/'].map((href) => ({ href, problem: 'missing' })));
      }
    } finally {
      await client.close();
      await api.close();
      await db.close();
    }
  }, slow(120_000));
});

type Json = Record<string, any>;

/**
 * What the dialog foresees is what happens (DESIGN.md 10: a change selects exactly the pages to
 * render again): for each kind of change an editor makes, through the real preview server and its
 * content API, the pages the plan says the rebuild renders again (`rebuilt`) are exactly those
 * the `sitegen build --path` that follows renders again or removes, by its --json summary. The
 * build is the one the editor's Publish and Unpublish run (src/preview/routes/publish-routes.ts,
 * src/preview/pages-routes.ts): the page and its live translations, the rest found by its
 * dependency check (src/publish/manifest/affected-pages.ts).
 */
describe('the Publish dialog\'s plan and the rebuild that follows', () => {
  it('name the same pages: an article\'s title, a programme\'s fee, an article\'s topic, an article unpublished', async () => {
    const { dir, db, out } = await demoWorkspace('plan-rebuild');
    // One clock for every build, and the copied output brought to it first: the rebuilds below
    // render again what the change reaches, not a page whose date passed since the shared build.
    const env = { SITEGEN_BUILD_TIME: new Date().toISOString() };
    const rebuild = async (paths: string[]) => {
      const result = await runCli(['build', '--db', db, '--out', out, '--no-warm-images', '--json', ...paths.flatMap((p) => ['--path', p])], { cwd: dir, env });
      expect(result.code, result.stderr).toBe(0);
      return jsonSummary(result) as { rebuilt: string[]; removed: string[] };
    };
    await rebuild(['/']);
    const token = (await runCli(['token', 'create', '--role', 'editor', '--db', db])).stdout.trim();
    const auth = { authorization: `Bearer ${token}` };
    const preview = startPreview(['/', '--mode', 'editor', '--port', '0', '--db', db, '--out', out, '--no-open']);
    try {
      const origin = new URL(await preview.url).origin;
      const api = `${origin}/_api/site/main`;
      const draftOf = async (id: number) => (await fetch(`${api}/page/${id}?draft=1`, { headers: auth })).json() as Promise<Json>;
      /** What the dialog is told, for the page as the editor has it open. */
      const planOf = async (path: string, action?: 'unpublish') => {
        expect((await fetch(`${origin}${path}`, { headers: auth })).status).toBe(200);
        const answer = await fetch(`${origin}/__preview/publish-plan?path=${encodeURIComponent(path)}${action ? `&action=${action}` : ''}`, {
          method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}',
        });
        expect(answer.status, await answer.clone().text()).toBe(200);
        return answer.json() as Promise<{ showing: { path: string }[]; rebuilt: string[] }>;
      };
      const liveTranslations = (draft: Json, path: string) => (draft.pageLanguages as { path?: string; isLive: boolean }[]).filter((l) => l.isLive && l.path && l.path !== path).map((l) => l.path!);
      /** An edit saved and published as the editor's Publish does, the plan asked in between; the rebuild's pages against the plan's. */
      const publish = async (path: string, id: number, edit: (page: Json) => void) => {
        const draft = await draftOf(id);
        edit(draft);
        const saved = await fetch(`${api}/page/${id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': draft.version }, body: JSON.stringify(draft) });
        expect(saved.status, await saved.clone().text()).toBe(200);
        const plan = await planOf(path);
        const published = await fetch(`${api}/page/${id}/publish`, { method: 'POST', headers: { ...auth, 'if-match': ((await saved.json()) as { version: string }).version } });
        expect(published.status, await published.clone().text()).toBe(200);
        const summary = await rebuild([path, ...liveTranslations(draft, path)]);
        return { plan, done: [...summary.rebuilt, ...summary.removed].sort() };
      };

      const pages = (await readManifest(out))!.pages;
      const byId = new Map(Object.entries(pages).map(([path, p]) => [p.id, path]));
      const showingOf = (id: number) => Object.keys(pages).filter((path) => pages[path]!.facts.embeds?.some((e) => e.pages.includes(id)));
      // The pages whose list is read from a window that holds the page without showing it (it is next in line there).
      const nextInLineOf = (id: number) => {
        const windows = new Set(Object.values(pages).flatMap((p) => (p.facts.embeds ?? []).filter((e) => e.pages.includes(id)).map((e) => e.call)));
        return Object.entries(pages).filter(([, p]) => p.id !== id && p.facts.embeds?.some((e) => windows.has(e.call) && !e.pages.includes(id))).map(([path]) => path);
      };
      const articles = Object.entries(pages).filter(([path, p]) => p.facts.template === 'NewsDetail' && !path.startsWith('/en/')).map(([, p]) => p.id);
      const mostShown = articles.sort((a, b) => showingOf(b).length - showingOf(a).length)[0]!;
      const [nextInLine, alsoNextInLine] = articles.filter((id) => id !== mostShown).sort((a, b) => nextInLineOf(b).length - nextInLineOf(a).length);
      expect(nextInLineOf(nextInLine!).length).toBeGreaterThan(0);
      const programme = Object.entries(pages).find(([, p]: [string, Manifest['pages'][string]]) => p.facts.template === 'ProgramDetail' && showingOf(p.id).length > 0)!;

      // An article's title: its page, its translation's language switch, and (its card follows its page) the pages that show it.
      const title = await publish(byId.get(mostShown)!, mostShown, (page) => { page.title = `${page.title} (revisado)`; });
      expect(title.plan.showing.length).toBeGreaterThan(0);
      expect(title.plan.rebuilt).toEqual(expect.arrayContaining(title.plan.showing.map((s) => s.path)));
      expect(title.done).toEqual(title.plan.rebuilt);
      // Its text alone: its page and its translation's switch, no card changes.
      const text = await publish(byId.get(mostShown)!, mostShown, (page) => { page.template.mainSection.modules[0].content += '<p>Actualizado.</p>'; });
      expect(text.plan.rebuilt.length).toBeLessThanOrEqual(2);
      expect(text.done).toEqual(text.plan.rebuilt);

      // A programme's fee: the fee tables, comparisons and cards that show it.
      const fee = await publish(programme[0], programme[1].id, (page) => { page.structuredDataContent.price.amount += 150; });
      expect(fee.plan.rebuilt.length).toBeGreaterThan(2);
      expect(fee.done).toEqual(fee.plan.rebuilt);

      // An article's topic, which its cards show: the pages that show it and its lists; not the
      // pages it is only next in line for, whose lists show the same items as before.
      const lists = new Set(Object.entries(pages).filter(([, p]) => p.facts.lists).map(([path]) => path));
      const topic = await publish(byId.get(nextInLine!)!, nextInLine!, (page) => { page.structuredDataContent.topic = 'Vida en el campus'; });
      expect(topic.plan.rebuilt).toEqual(expect.arrayContaining(showingOf(nextInLine!)));
      expect(topic.plan.rebuilt.filter((path) => nextInLineOf(nextInLine!).includes(path) && !lists.has(path))).toEqual([]);
      expect(topic.done).toEqual(topic.plan.rebuilt);

      // An article unpublished: every list that held it closes up, its translation loses its link to it.
      const path = byId.get(alsoNextInLine!)!;
      const draft = await draftOf(alsoNextInLine!);
      const plan = await planOf(path, 'unpublish');
      const unpublished = await fetch(`${api}/page/${alsoNextInLine}/unpublish`, { method: 'POST', headers: auth });
      expect(unpublished.status, await unpublished.clone().text()).toBe(200);
      const summary = await rebuild([path, ...liveTranslations(draft, path)]);
      expect(summary.removed).toEqual([path]);
      expect([...summary.rebuilt, ...summary.removed].sort()).toEqual(plan.rebuilt);
      expect(plan.rebuilt.filter((p) => nextInLineOf(alsoNextInLine!).includes(p) && !lists.has(p))).toEqual([]);
    } finally {
      preview.child.kill('SIGTERM');
    }
  }, slow(600_000));
});
