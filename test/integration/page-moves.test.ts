import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Sql } from '../../server/sql/sql.js';
import { createToken } from '../../server/tokens.js';
import { startStaticServer } from '../../src/serve/static-server.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';
import { startDocumentedNginx } from '../helpers/nginx.js';
import { slow } from '../helpers/slow.js';
import { copyOutput } from '../helpers/tree.js';

/**
 * A moved page and a page marked gone reach every host (DESIGN.md 10: old paths of moved or
 * removed pages become 301s or 410s, published with the output): a `--path` build of the new path
 * removes the old one and writes the redirect table again, and so does a full build, in
 * `_redirects` (static hosts), `redirects.json` (`sitegen serve`) and `redirects.nginx` (the
 * nginx of docs/operators.md), each run here as a visitor meets it.
 */
const dir = mkdtempSync(join(tmpdir(), 'sitegen-page-moves-'));
const output = join(dir, 'output');
let file: string;
let db: Sql;
let api: Awaited<ReturnType<typeof startApiOn>>;
let editor: string;

beforeAll(async () => {
  file = await copyDemo('page-moves');
  copyOutput(inject('demoOutput'), output);
  db = await openLocation(file);
  editor = await createToken(db, 'editor', 'Lucía');
  api = await startApiOn(db);
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

const post = async (path: string, body: unknown) => {
  const answer = await fetch(`${api.base}/site/main${path}`, { method: 'POST', headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json();
};
const idOf = async (path: string) => (await db.get<{ id: number }>('SELECT id FROM pages WHERE path = ?', [path]))!.id;
const read = (name: string) => readFileSync(join(output, name), 'utf8');

/** The three redirect files hold the move's 301 and the gone page's 410. */
function expectRulesPublished() {
  expect(read('_redirects')).toContain('/nuestro-campus/ /campus/ 301\n/nuestro-campus /campus/ 301\n');
  expect(read('_redirects')).toContain('/clubes/ /404/ 410\n');
  const rules = (JSON.parse(read('redirects.json')) as { rules: unknown[] }).rules;
  expect(rules).toContainEqual({ from: '/nuestro-campus/', to: '/campus/', status: 301, caseInsensitive: false });
  expect(rules).toContainEqual({ from: '/clubes/', to: '', status: 410, caseInsensitive: false });
  expect(read('redirects.nginx')).toContain('location = "/nuestro-campus/" { return 301 "/campus/"; }\n');
  expect(read('redirects.nginx')).toContain('location = "/clubes/" { return 410; }\n');
}

describe('a moved page and a gone one, published', () => {
  it('a --path build of the new path publishes it, removes the old one and writes the redirect files with its 301 and the 410', async () => {
    await post(`/page/${await idOf('/nuestro-campus/')}/move`, { slug: 'campus' });
    await post(`/page/${await idOf('/clubes/')}/unpublish`, { gone: true });
    const result = await runCli(['build', '--db', file, '--out', output, '--path', '/campus/', '--path', '/clubes/', '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    const summary = jsonSummary(result) as { mode: string; rebuilt: string[]; removed: string[] };
    expect(summary.mode).toBe('incremental');
    expect(summary.rebuilt).toEqual(expect.arrayContaining(['/campus/', '/en/nuestro-campus/']));
    expect(summary.removed).toEqual(expect.arrayContaining(['/nuestro-campus/', '/clubes/']));
    expect(read('campus/index.html')).toContain('<link rel="canonical" href="https://www.edte.example/campus/"');
    expect(existsSync(join(output, 'page-data/campus/page-data.json'))).toBe(true);
    // The old path keeps only the fallback for hosts without redirects; a gone path keeps nothing.
    expect(existsSync(join(output, 'page-data/nuestro-campus'))).toBe(false);
    expect(read('nuestro-campus/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/campus/"/>');
    expect(existsSync(join(output, 'clubes'))).toBe(false);
    expectRulesPublished();
    // The translation's language switch leads to the new path.
    expect(read('en/nuestro-campus/index.html')).toContain('href="/campus/"');
  }, slow(300_000));

  it('a full build afterwards publishes the same rules', async () => {
    const result = await runCli(['build', '--db', file, '--out', output, '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    expectRulesPublished();
    expect(existsSync(join(output, 'page-data/nuestro-campus'))).toBe(false);
  }, slow(600_000));

  it('visitors meet the 301 and the 410 in sitegen serve and in the documented nginx', async () => {
    const serve = await startStaticServer({ root: output });
    const nginx = await startDocumentedNginx(output);
    try {
      for (const base of [serve.url, nginx.url]) {
        for (const path of ['/nuestro-campus/', '/nuestro-campus']) {
          const moved = await fetch(base + path, { redirect: 'manual' });
          expect(moved.status, `${base}${path}`).toBe(301);
          expect(moved.headers.get('location'), `${base}${path}`).toBe('/campus/');
        }
        expect((await fetch(`${base}/clubes/`, { redirect: 'manual' })).status, base).toBe(410);
        expect((await fetch(`${base}/campus/`, { redirect: 'manual' })).status, base).toBe(200);
      }
    } finally {
      await nginx.stop();
      await serve.close();
    }
  });
});
