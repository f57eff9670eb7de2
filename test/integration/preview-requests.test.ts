import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { startPreview } from '../../src/preview/preview-server.js';
import { runCli } from '../helpers/cli.js';
import { copyDemo } from '../helpers/demo-db.js';

/**
 * The preview's own endpoints parse what the editor's window sends (spec 4, editor mode): a body
 * that is not what the endpoint takes is a 400 with one line naming the endpoint and the field,
 * as JSON like the API's errors — never a 200 that quietly did something else, a 500 or a stack.
 */
let preview: Awaited<ReturnType<typeof startPreview>>;
let base: string;
/** An editor's token on every request: in editor mode the preview serves only a credential the API accepts (spec 6). */
let auth: Record<string, string> = {};
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-preview-requests-'));
  const db = await copyDemo('preview-requests');
  auth = { authorization: `Bearer ${(await runCli(['token', 'create', '--role', 'editor', '--db', db])).stdout.trim()}` };
  const config = await loadConfig({ db, outDir: join(dir, 'output') }, {}, dir);
  preview = await startPreview(config, { path: '/en/contact/', mode: 'editor', port: 0 });
  base = new URL(preview.url).origin;
});
afterAll(() => preview?.close());

const post = async (path: string, body: unknown) => {
  const res = await fetch(base + path, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() as { error?: { code: string; message: string } } & Record<string, unknown> };
};

/** The one-line message of a refused request, checked to be an answer and not a crash. */
function refusal(answer: Awaited<ReturnType<typeof post>>, status = 400): string {
  expect(answer.status).toBe(status);
  expect(answer.type).toMatch(/^application\/json/);
  const message = answer.body.error!.message;
  expect(message).not.toMatch(/\n|\s+at \S+ \(|TypeError|ZodError/);
  return message;
}

describe('bad bodies are a 400 naming the endpoint and the field', () => {
  it.each([
    ['/__preview/sanitize', { html: 5 }, /^Invalid \/__preview\/sanitize body: html: expected the rich text as a string of HTML$/],
    ['/__preview/sanitize', {}, /html: expected the rich text as a string/],
    ['/__preview/sanitize', [], /expected a JSON object \{ html \}/],
    ['/__preview/check-link', { href: ['https://x.example/'] }, /^Invalid \/__preview\/check-link body: href: expected the link as a string$/],
    ['/__preview/check-link', { href: 'x'.repeat(3000) }, /href: at most 2000 characters/],
    ['/__preview/validate', { component: 'Nope', fields: {} }, /^Invalid \/__preview\/validate body: component: no module named "Nope"$/],
    ['/__preview/validate', { component: 'FAQ', fields: 'items' }, /fields: expected the module's fields as an object/],
    ['/__preview/validate', { fields: {} }, /component: expected a module name/],
    ['/__preview/validate', { component: 'FAQ', fields: {}, lang: 'fr' }, /lang: lang must be "es" or "en"/],
    ['/__preview/validate-modules', { modules: [{ component: 'FAQ' }] }, /editorID: each module needs its editorID/],
    ['/__preview/validate-modules', { modules: 'FAQ' }, /modules: expected a list of modules/],
    ['/__preview/render', { sections: { mainSection: 5 } }, /^Invalid \/__preview\/render body: sections\.mainSection: expected a list of modules$/],
    ['/__preview/render', { sections: { mainSection: [{ title: 'x' }] } }, /sections\.mainSection\.0\.component: each module needs its component name/],
    ['/__preview/render', { sections: { sidebar: [] } }, /^Invalid \/__preview\/render body: sections: expected \{ heroSection\?, mainSection\? \}$/],
  ] as const)('POST %s, case %#', async (path, body, expected) => {
    expect(refusal(await post(path, body))).toMatch(expected);
  });

  it('a body that is not JSON, or not sent as JSON, is refused by the API\'s reader with its own words', async () => {
    const res = await fetch(`${base}/__preview/validate`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"component":' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The body is not valid JSON.');
    const plain = await fetch(`${base}/__preview/sanitize`, { method: 'POST', headers: { ...auth, 'content-type': 'text/plain' }, body: '{"html":""}' });
    expect(plain.status).toBe(415);
  });

  it('a route asked with the wrong method is a 405 that says which one to use; an unknown endpoint a 404', async () => {
    const get = await fetch(`${base}/__preview/sanitize`, { headers: auth });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(((await get.json()) as { error: { message: string } }).error.message).toBe('GET is not allowed on /__preview/sanitize; use POST.');
    const unknown = await fetch(`${base}/__preview/nothing-here`, { headers: auth });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe('No preview route /__preview/nothing-here.');
  });

  it('unsaved fields the build would refuse render as a stand-in marked to be completed (spec 4), not a 422 or a 500', async () => {
    const answer = await post('/__preview/render?path=/en/contact/', { sections: { mainSection: [{ component: 'FAQ', editorID: 1 }, { component: 'Video', editorID: 2 }] } });
    expect(answer.status).toBe(200);
    // The FAQ with its example question, marked; a video with nothing to show is left out until its panel makes it whole.
    expect(answer.body.body).toMatch(/data-module="FAQ" data-editor-id="1" data-editor-incomplete=""/);
    expect(answer.body.body).toContain('What do people ask?');
    expect(answer.body.body).not.toContain('data-module="Video"');
  });
});

describe('good bodies still get their answers', () => {
  it('sanitize keeps what the build keeps', async () => {
    const answer = await post('/__preview/sanitize', { html: '<p><b>Hola</b><script>alert(1)</script></p>' });
    expect(answer).toMatchObject({ status: 200, body: { html: '<p><b>Hola</b></p>' } });
  });

  it('check-link answers a refused link as the editor\'s message (200) in the interface language, a good one with nothing', async () => {
    expect((await post('/__preview/check-link', { href: 'javascript:alert(1)' })).body).toEqual({ error: expect.stringMatching(/^Un enlace no puede ejecutar código/) });
    expect((await post('/__preview/check-link', { href: 'javascript:alert(1)', lang: 'en' })).body).toEqual({ error: expect.stringMatching(/^A link cannot run code/) });
    expect(await post('/__preview/check-link', { href: 'https://www.example.org/' })).toMatchObject({ status: 200, body: {} });
  });

  it('validate answers the module schema\'s refusals by field, in the interface language', async () => {
    const answer = await post('/__preview/validate', { component: 'FAQ', fields: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual({ items: 'Este campo es obligatorio: escríbelo.' });
    const english = await post('/__preview/validate', { component: 'FAQ', fields: { items: [{ question: '', answer: '<p>A</p>' }] }, lang: 'en' });
    expect(english.body.errors).toEqual({ 'items.0.question': 'This field is required: fill it in.' });
  });

  it('validate-modules names every module the build would refuse, with its messages, and nothing for a page that is right', async () => {
    const answer = await post('/__preview/validate-modules', { modules: [
      { component: 'Quote', editorID: 7, text: '', author: '' },
      { component: 'FAQ', editorID: 8, items: [{ question: '¿Cuándo?', answer: '<p>Ya.</p>' }] },
      { component: 'HeroText', editorID: 9, title: 'Hola', date: '1/12/2026' },
    ] });
    expect(answer.status).toBe(200);
    expect(answer.body.invalid).toEqual([
      { editorID: 7, component: 'Quote', errors: { text: 'Este campo es obligatorio: escríbelo.' } },
      { editorID: 9, component: 'HeroText', errors: { date: 'Elige una fecha en el calendario.' } },
    ]);
    expect((await post('/__preview/validate-modules', { modules: [{ component: 'Quote', editorID: 7, text: 'Sí' }] })).body).toEqual({ invalid: [] });
  });

  it('render renders the saved draft, and the editor\'s unsaved lists over it', async () => {
    const saved = await post('/__preview/render?path=/en/contact/', {});
    expect(saved.status).toBe(200);
    expect(saved.body.body).toContain('data-module="HeroText"');
    const emptied = await post('/__preview/render?path=/en/contact/', { sections: { mainSection: [] } });
    expect(emptied.status).toBe(200);
    expect(saved.body.body).toContain('data-module="BasicForm"');
    expect(emptied.body.body).toContain('data-module="HeroText"');
    expect(emptied.body.body).not.toContain('data-module="BasicForm"');
  });
});
