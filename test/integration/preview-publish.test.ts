import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { demoWorkspace } from '../helpers/demo-db.js';
import { readManifest } from '../../src/publish/manifest/manifest.js';
import { clockedBuilds, differingFiles } from '../helpers/clocked-builds.js';
import { startPreview } from '../helpers/start-preview.js';
import { slow } from '../helpers/slow.js';

type Json = Record<string, any>;

/**
 * The editor's preview keeps the published manifest between its rebuilds (ManifestCache, spec 9):
 * each Publish, move or unpublish starts from the manifest as the one before wrote it, not the
 * file read again. Whatever it keeps, the output must stay what a fresh full build of the same
 * content makes, file for file — after publishes that change what lists show, a page that
 * joins the manifest at a new path, one that leaves it, and a build by another process in
 * between (the kept manifest is then stale, and the file is read).
 */
describe('the preview\'s rebuilds, one after another', () => {
  it('leave the bytes of a fresh full build, another process\'s build in between included', async () => {
    const { dir, db, out } = await demoWorkspace('preview-publish');
    // One clock for every build, and the copied output brought to it first.
    const { env, build } = clockedBuilds(dir, db);
    await build(out, ['--path', '/']);
    const token = (await runCli(['token', 'create', '--role', 'editor', '--db', db])).stdout.trim();
    const auth = { authorization: `Bearer ${token}` };
    const preview = startPreview(['/', '--mode', 'editor', '--port', '0', '--db', db, '--out', out, '--no-open'], { ...env, SITEGEN_WARM_IMAGES: '0' });
    try {
      const origin = new URL(await preview.url).origin;
      const api = `${origin}/_api/site/main`;
      const pages = (await readManifest(out))!.pages;
      const byTemplate = (template: string, english = false) => Object.entries(pages)
        .filter(([path, p]) => p.facts.template === template && path.startsWith('/en/') === english).map(([path, p]) => ({ path, id: p.id }));
      const call = async (route: string, path: string, init: RequestInit) => {
        // The editor has the page open: the preview acts on the page it shows.
        expect((await fetch(`${origin}${path}`, { headers: auth })).status).toBe(200);
        const answer = await fetch(`${origin}/__preview/${route}?path=${encodeURIComponent(path)}`, { method: 'POST', ...init, headers: { ...auth, ...init.headers } });
        expect(answer.status, `${route} ${path}: ${await answer.clone().text()}`).toBe(200);
        return answer.json() as Promise<{ rebuilt: string[] }>;
      };
      /** An edit saved as the editor saves it, then the editor's Publish. */
      const publish = async (page: { path: string; id: number }, edit: (draft: Json) => void) => {
        const draft = await (await fetch(`${api}/page/${page.id}?draft=1`, { headers: auth })).json() as Json;
        edit(draft);
        const saved = await fetch(`${api}/page/${page.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': draft.version }, body: JSON.stringify(draft) });
        expect(saved.status, await saved.clone().text()).toBe(200);
        return call('publish', page.path, { headers: { 'if-match': ((await saved.json()) as { version: string }).version } });
      };
      const [article, other] = byTemplate('NewsDetail');
      // What its cards show: every list, home block and related list that shows it.
      const topic = await publish(article!, (d) => { d.structuredDataContent.topic = 'Vida en el campus'; });
      expect(topic.rebuilt.length).toBeGreaterThan(2);
      await publish(article!, (d) => { d.template.mainSection.modules[0].content += '<p>Actualizado.</p>'; });
      // Another process builds the output meanwhile: a programme's fee, published through the API.
      const programme = byTemplate('ProgramDetail')[0]!;
      const draft = await (await fetch(`${api}/page/${programme.id}?draft=1`, { headers: auth })).json() as Json;
      draft.structuredDataContent.price.amount += 150;
      const saved = await fetch(`${api}/page/${programme.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': draft.version }, body: JSON.stringify(draft) });
      const live = await fetch(`${api}/page/${programme.id}/publish`, { method: 'POST', headers: { ...auth, 'if-match': ((await saved.json()) as { version: string }).version } });
      expect(live.status, await live.clone().text()).toBe(200);
      expect((await build(out, ['--path', programme.path])).rendered).toBeGreaterThan(1);
      // A page moved: it joins the manifest at a new path (its place among the others), its old path redirects.
      const basic = byTemplate('BasicTemplate').find((p) => p.path.split('/').length === 3)!;
      const moved = await call('move', basic.path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'pagina-trasladada' }) });
      // It started from the manifest the other build wrote: the programme's pages are up to date there.
      expect(moved.rebuilt).not.toContain(programme.path);
      const afterMove = (await readManifest(out))!.pages;
      expect(afterMove[basic.path]).toBeUndefined();
      expect(afterMove['/pagina-trasladada/']?.id).toBe(basic.id);
      // An event taken offline, its address left gone (410).
      const event = byTemplate('EventDetail')[0]!;
      await call('unpublish', event.path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ gone: true }) });
      expect((await readManifest(out))!.pages[event.path]).toBeUndefined();
      await publish(other!, (d) => { d.title = `${d.title} (revisado)`; });
    } finally {
      preview.child.kill('SIGTERM');
    }
    const fresh = join(dir, 'fresh');
    await build(fresh, []);
    expect(differingFiles(out, fresh)).toEqual([]);
  }, slow(600_000));
});
