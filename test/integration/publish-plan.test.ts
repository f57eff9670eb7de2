import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openSql } from '../../server/sql/open-sql.js';
import { ApiClient } from '../../src/publish/fetch/api-client.js';
import { MANIFEST_FILE, readManifest } from '../../src/publish/manifest/manifest.js';
import { publishPlan } from '../../src/preview/publish-plan.js';
import { startApiOn } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';
import { copyOutput } from '../helpers/tree.js';

/**
 * The editor's Publish dialog (spec 4, editor mode) asks the preview what a publish will reach
 * before it goes (src/preview/publish-plan.ts), at every opening: its answer is read from the
 * published manifest without parsing every entry of it (spec 9).
 */
describe('the Publish dialog\'s plan', () => {
  it('names the pages that show the page as reading every entry names them, parsing only the entries that name it', async () => {
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

    const db = await openSql(inject('demoDb'));
    const api = await startApiOn(db);
    const client = new ApiClient({ baseUrl: api.base, concurrency: 4, timeoutMs: slow(30_000), retries: 0 });
    try {
      for (const [path, page] of asked) {
        const plan = await publishPlan({ outDir: out, client, site: 'main', pageId: page.id, pagePath: path, bodyHtml: '<main><p><a href="/no-such-page/">x</a></p></main>' });
        expect(plan.showing, path).toEqual(showing(page.id, path));
        expect(plan.links).toEqual([{ href: '/no-such-page/', problem: 'missing' }]);
      }
    } finally {
      await client.close();
      await api.close();
      await db.close();
    }
  }, slow(120_000));
});
