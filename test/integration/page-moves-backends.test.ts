import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore } from '../../server/content-store.js';
import { createApiHandler } from '../../server/create-api-handler.js';
import { openSql } from '../../server/sql/open-sql.js';
import { prepareSchema } from '../../server/sql/prepare-schema.js';
import type { Sql } from '../../server/sql/sql.js';
import { createToken } from '../../server/tokens.js';
import { usePrivatePostgres } from '../helpers/postgres.js';
import { seedDemo, seededSqliteFile } from '../helpers/seeded.js';
import { slow } from '../helpers/slow.js';

/**
 * Links that survive change (DESIGN.md 10: old paths of moved or removed pages become 301s or 410s
 * in the redirects table): moving a page to another slug, with the pages under it, leaves a 301
 * from each old published path, in one transaction with the paths and their content items; the
 * table stays one hop deep and never loops; unpublishing a page sends its inbound links to
 * another published page or marks its path gone. The same answers on SQLite and PostgreSQL.
 */
const pg = usePrivatePostgres();

type Json = Record<string, any>;
interface Backend { sql: Sql; base: string; editor: string; visitor: string; close(): Promise<void> }

async function open(location: string, seed: boolean): Promise<Backend> {
  const sql = await openSql(location);
  if (seed) {
    await prepareSchema(sql, location, 'create');
    await seedDemo(sql);
  }
  const handler = createApiHandler(new ContentStore(sql));
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    sql, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    editor: await createToken(sql, 'editor', 'Lucía'), visitor: await createToken(sql, 'visitor', 'web'),
    close: async () => { await new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }); await sql.close(); },
  };
}

describe.each(['sqlite', 'postgres'] as const)('moving and unpublishing pages on %s', (name) => {
  let b: Backend;
  beforeAll(async () => {
    b = name === 'sqlite' ? await open(await seededSqliteFile('page-moves'), false) : await open(await pg.fresh('page_moves'), true);
  }, slow(300_000));
  afterAll(async () => { await b?.close(); });

  const post = (path: string, body?: unknown, token: string | null = b.editor) => fetch(`${b.base}/site/main${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const idOf = async (path: string) => (await b.sql.get<{ id: number }>('SELECT id FROM pages WHERE path = ?', [path]))?.id;
  const move = async (path: string, slug: string, token?: string | null) => post(`/page/${(await idOf(path))!}/move`, { slug }, token);
  const table = async () => ((await (await fetch(`${b.base}/site/main`)).json()) as { redirects: Json[] }).redirects;
  const redirectFrom = async (from: string) => (await table()).filter((r) => r.from === from);
  const indexPaths = async () => new Set(((await (await fetch(`${b.base}/site/main/pages`)).json()) as { items: { path: string }[] }).items.map((i) => i.path));
  const addRedirect = (from: string, to: string, caseInsensitive = 0, status = 301) =>
    b.sql.run('INSERT INTO redirects (site_id, from_path, to_path, case_insensitive, status) VALUES ((SELECT id FROM sites ORDER BY id LIMIT 1), ?, ?, ?, ?)', [from, to, caseInsensitive, status]);
  async function refusal(answer: Response): Promise<Record<string, string>> {
    expect(answer.status).toBe(422);
    const body = await answer.json() as { error: { code: string; details?: { field: string; message: string }[] } };
    expect(body.error.code).toBe('VALIDATION');
    return Object.fromEntries((body.error.details ?? []).map((d) => [d.field, d.message]));
  }

  it('moves a page to a new slug under the same parent, leaves a 301 from the old path in the site\'s redirects, and keeps its translation where it is', async () => {
    const id = (await idOf('/nuestro-campus/'))!;
    const english = (await idOf('/en/nuestro-campus/'))!;
    const answer = await move('/nuestro-campus/', 'campus');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id, path: '/campus/', moved: [{ id, from: '/nuestro-campus/', to: '/campus/', status: 'published' }], redirects: { added: [{ from: '/nuestro-campus/', to: '/campus/', status: 301 }] } });
    expect(await redirectFrom('/nuestro-campus/')).toEqual([{ from: '/nuestro-campus/', to: '/campus/', caseInsensitive: false, status: 301 }]);
    const index = await indexPaths();
    expect(index.has('/campus/')).toBe(true);
    expect(index.has('/nuestro-campus/')).toBe(false);
    const page = await (await fetch(`${b.base}/site/main/page/${id}`)).json() as Json;
    expect(page.path).toBe('/campus/');
    expect(page.breadcrumb.at(-1).path).toBe('/campus/');
    // The translation keeps its own path; its language switch leads to the new one.
    const translation = await (await fetch(`${b.base}/site/main/page/${english}`)).json() as Json;
    expect(translation.path).toBe('/en/nuestro-campus/');
    expect(translation.pageLanguages.map((l: Json) => l.path).sort()).toEqual(['/campus/', '/en/nuestro-campus/']);
  });

  it('moves the translation on its own, with a redirect of its own', async () => {
    expect((await move('/en/nuestro-campus/', 'campus')).status).toBe(200);
    expect(await redirectFrom('/en/nuestro-campus/')).toEqual([{ from: '/en/nuestro-campus/', to: '/en/campus/', caseInsensitive: false, status: 301 }]);
    expect(await redirectFrom('/nuestro-campus/')).toHaveLength(1);
  });

  it('moves every page under it, with their content items\' page_path and breadcrumbs, each old published path redirected', async () => {
    const children = await b.sql.all<{ id: number; path: string }>("SELECT id, path FROM pages WHERE path LIKE '/claustro/_%' ORDER BY id");
    expect(children.length).toBeGreaterThan(10);
    const answer = await move('/claustro/', 'profesorado');
    expect(answer.status).toBe(200);
    const moved = (await answer.json() as { moved: Json[] }).moved;
    expect(moved).toHaveLength(children.length + 1);
    const child = children[0]!;
    const childNew = child.path.replace('/claustro/', '/profesorado/');
    expect((await b.sql.get<{ path: string }>('SELECT path FROM pages WHERE id = ?', [child.id]))!.path).toBe(childNew);
    expect(await b.sql.get('SELECT 1 FROM pages WHERE path LIKE ?', ['/claustro/%'])).toBeUndefined();
    const items = await b.sql.all<{ page_path: string }>('SELECT page_path FROM items WHERE page_id = ?', [child.id]);
    expect(items.map((i) => i.page_path)).toEqual(items.map(() => childNew));
    const page = await (await fetch(`${b.base}/site/main/page/${child.id}`)).json() as Json;
    expect(page.breadcrumb.map((c: Json) => c.path)).toEqual(['/', '/profesorado/', childNew]);
    const redirects = await table();
    expect(redirects).toContainEqual({ from: '/claustro/', to: '/profesorado/', caseInsensitive: false, status: 301 });
    expect(redirects).toContainEqual({ from: child.path, to: childNew, caseInsensitive: false, status: 301 });
    // The English faculty did not move.
    expect(await idOf('/en/claustro/')).toBeDefined();
  });

  it('collapses chains to one hop, and removes the redirect from the path a page moves back to', async () => {
    await addRedirect('/campus-antiguo/', '/campus/');
    expect((await move('/campus/', 'el-campus')).status).toBe(200);
    const after = await table();
    expect(after).toContainEqual({ from: '/campus-antiguo/', to: '/el-campus/', caseInsensitive: false, status: 301 });
    expect(after).toContainEqual({ from: '/nuestro-campus/', to: '/el-campus/', caseInsensitive: false, status: 301 });
    expect(after).toContainEqual({ from: '/campus/', to: '/el-campus/', caseInsensitive: false, status: 301 });
    // Back again: the page lives at /campus/ once more, so nothing redirects from it.
    expect((await move('/el-campus/', 'campus')).status).toBe(200);
    const back = await table();
    expect(back.filter((r) => r.from === '/campus/')).toEqual([]);
    expect(back).toContainEqual({ from: '/el-campus/', to: '/campus/', caseInsensitive: false, status: 301 });
    expect(back).toContainEqual({ from: '/campus-antiguo/', to: '/campus/', caseInsensitive: false, status: 301 });
    expect(back).toContainEqual({ from: '/nuestro-campus/', to: '/campus/', caseInsensitive: false, status: 301 });
    expect(back.some((r) => r.from.toLowerCase() === r.to.toLowerCase())).toBe(false);
  });

  it('refuses a move whose redirects would loop, naming both paths, and changes nothing', async () => {
    // Any case of /museo-nuevo/ leads to /museo/: once the museum lives at /museo-nuevo/, its own redirect would lead back to it.
    await addRedirect('/Museo-Nuevo/', '/museo/', 1);
    const before = await table();
    const answer = await move('/museo/', 'museo-nuevo');
    expect(answer.status).toBe(409);
    const message = (await answer.json() as { error: { message: string } }).error.message;
    expect(message).toContain('/Museo-Nuevo/');
    expect(message).toContain('/museo-nuevo/');
    expect(await idOf('/museo/')).toBeDefined();
    expect(await idOf('/museo-nuevo/')).toBeUndefined();
    expect(await table()).toEqual(before);
  });

  it('checks the new slug like a new page\'s: its rules, taken paths, reserved paths, the same path, a home page', async () => {
    expect((await refusal(await move('/contacto/', 'Nueva Dirección'))).slug).toMatch(/slug: use only lower-case letters/);
    expect((await refusal(await move('/contacto/', 'museo'))).slug).toMatch(/slug: \/museo\/ is already the address of page \d+/);
    expect((await refusal(await move('/contacto/', 'page-data'))).slug).toMatch(/\/page-data\/ cannot be used \(path is reserved for build output\)/);
    expect((await refusal(await move('/contacto/', 'en'))).slug).toMatch(/another language's prefix/);
    expect((await refusal(await move('/contacto/', 'contacto'))).slug).toMatch(/already the page's address/);
    expect((await refusal(await move('/en/', 'home'))).slug).toMatch(/home page/);
    expect((await move('/contacto/', 'hablemos', null)).status).toBe(401);
    expect((await move('/contacto/', 'hablemos', b.visitor)).status).toBe(403);
    expect((await post('/page/999999/move', { slug: 'x' })).status).toBe(404);
    expect(await idOf('/contacto/')).toBeDefined();
  });

  it('moves a draft without a redirect: its path was never published', async () => {
    const created = await (await post('/pages', { templateType: 'BasicTemplate', locale: 'es_ES', title: 'Borrador', slug: 'borrador-movido' })).json() as { id: number };
    const answer = await post(`/page/${created.id}/move`, { slug: 'borrador-nuevo' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ path: '/borrador-nuevo/', redirects: { added: [] } });
    expect(await redirectFrom('/borrador-movido/')).toEqual([]);
  });

  it('unpublishing with {redirectTo} leaves a 301 to that published page, and the redirects that led to the page follow it', async () => {
    await addRedirect('/jornada-antigua/', '/jornada-de-puertas-abiertas/');
    const id = (await idOf('/jornada-de-puertas-abiertas/'))!;
    expect((await refusal(await post(`/page/${id}/unpublish`, { redirectTo: '/no-existe/' }))).redirectTo).toMatch(/\/no-existe\/ is not a published page of this site/);
    expect((await refusal(await post(`/page/${id}/unpublish`, { redirectTo: '/jornada-de-puertas-abiertas/' }))).redirectTo).toMatch(/is the page being unpublished/);
    expect((await refusal(await post(`/page/${id}/unpublish`, { redirectTo: '/contacto/', gone: true }))).redirectTo).toMatch(/not both/);
    expect((await refusal(await post(`/page/${id}/unpublish`, { redirectTo: 'contacto' }))).redirectTo).toMatch(/a path of this site/);
    // Refused: still published.
    expect((await indexPaths()).has('/jornada-de-puertas-abiertas/')).toBe(true);
    const answer = await post(`/page/${id}/unpublish`, { redirectTo: '/proceso-de-admision' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'unpublished', redirect: { from: '/jornada-de-puertas-abiertas/', to: '/proceso-de-admision/', status: 301 } });
    const redirects = await table();
    expect(redirects).toContainEqual({ from: '/jornada-de-puertas-abiertas/', to: '/proceso-de-admision/', caseInsensitive: false, status: 301 });
    expect(redirects).toContainEqual({ from: '/jornada-antigua/', to: '/proceso-de-admision/', caseInsensitive: false, status: 301 });
  });

  it('unpublishing with {gone: true} records a 410 with no target; an unpublished page is no target', async () => {
    const id = (await idOf('/en/open-day/'))!;
    const answer = await post(`/page/${id}/unpublish`, { gone: true });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ redirect: { from: '/en/open-day/', to: '', status: 410 } });
    expect(await redirectFrom('/en/open-day/')).toEqual([{ from: '/en/open-day/', to: '', caseInsensitive: false, status: 410 }]);
    const other = (await idOf('/en/admission-process/'))!;
    expect((await refusal(await post(`/page/${other}/unpublish`, { redirectTo: '/en/open-day/' }))).redirectTo).toMatch(/\/en\/open-day\/ is not a published page/);
    // Without a body, as before: nothing is left at its path.
    expect((await post(`/page/${other}/unpublish`)).status).toBe(200);
    expect(await redirectFrom('/en/admission-process/')).toEqual([]);
  });
});
